import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { CHAIN_ACTIVE_END, CHAIN_DISABLED_END, CHAIN_MESSAGES } from '#domain/chain';
import { renderApp } from '#tests/app/support/render-app';
import { chainDoc, chainGateway, saveElsewhere } from './chain-gateway';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

async function typeInto(user: User, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard(text);
}

async function save(user: User) {
  screen.getByRole('button', { name: 'Save' }).focus();
  await user.keyboard('{Enter}');
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('chain form: create', () => {
  it('refuses a save without a name or the six logos, with focus on the first, and sends nothing', async () => {
    const gw = chainGateway([]);
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/new');
    expect(await screen.findByRole('heading', { name: 'Create chain:' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to All Chains' }).getAttribute('href')).toBe('/flightdeck/chains');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/flightdeck/chains');
    for (const title of ['Chain Configuration', 'Walk-in Limits', 'Story Limits', 'Images', 'Kicks when you buy', 'MCommerce Affiliate Display Configuration']) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    // The Online Store section shows only for a chain with an online store.
    expect(screen.queryByRole('region', { name: 'Online Store' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Active' }).hasAttribute('checked') || (screen.getByRole('radio', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);

    await save(user);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText(CHAIN_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getAllByText(CHAIN_MESSAGES.imageRequired)).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(gw.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('creates the chain with the defaults, its logos and lists, then goes to its edit page', async () => {
    const gw = chainGateway([]);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains/new');
    await typeInto(user, await screen.findByRole('textbox', { name: 'Name' }), 'Hub');
    expect(screen.getByRole('heading', { name: 'Create chain: Hub' })).toBeTruthy();
    const images = screen.getByRole('region', { name: 'Images' });
    const inputs = images.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs).toHaveLength(9);
    for (let i = 0; i < 6; i++) {
      await user.upload(inputs[i]!, png(`logo-${i}.png`));
      await within(images).findByRole('img', { name: `Chain ${CHAIN_IMAGE_SLOTS[i]!.label.toLowerCase()}` });
    }
    // Each slot is uploaded at its @2x size, which the gateway checks; the Nx30 logo only by height.
    expect(gw.uploads).toEqual([
      { width: '76', height: '76' }, { width: '210', height: '210' }, { width: '100', height: '50' },
      { width: '150', height: '150' }, { width: 'N', height: '60' }, { width: '260', height: '100' },
    ]);
    await typeInto(user, screen.getByRole('textbox', { name: 'Chain aliases' }), ' Hb ,H, ');
    await typeInto(user, screen.getByRole('textbox', { name: 'Button merchant ids' }), 'b1,b2');
    await save(user);
    await waitFor(() => expect(app.location()).toBe('/flightdeck/chains/500'));
    expect(await screen.findByText('Chain created successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit chain: Hub' })).toBeTruthy();
    const post = gw.requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/flightdeck/services/chain/v1/chains');
    expect(post.body).toMatchObject({
      chain: {
        name: 'Hub', country: 'US', type: 'LARGE_CHAIN', enabled_start_time: '1900-01-01 00:00:00', enabled_end_time: CHAIN_ACTIVE_END,
        supports_online_store: false, max_per_user_walkins_per_day: 0, min_stories: 0, max_stories: 0, visibility_radius: 0,
        chain_aliases: ['Hb', 'H'], logo_image_name_38x38: 'http://portal.test/upload-1.png', logo_image_name_Nx30: 'http://portal.test/upload-5.png',
        affiliate_display_configuration: null,
      },
      button_ids: ['b1', 'b2'],
    });
  });

  it("shows the gateway's verdict on an image at its slot and notifies 'There was an issue uploading this image.'", async () => {
    const gw = chainGateway([]);
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/new');
    const images = await screen.findByRole('region', { name: 'Images' });
    gw.uploadFailure = 'Uploaded image does not meet required dimensions of 210x210';
    await user.upload(images.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!, png('small.png'));
    expect(await screen.findByText('There was an issue uploading this image. Uploaded image does not meet required dimensions of 210x210')).toBeTruthy();
    expect(within(images).getByRole('alert').textContent).toBe('Uploaded image does not meet required dimensions of 210x210');
    expect(gw.uploads).toEqual([{ width: '210', height: '210' }]);
    // Files over 5 MB never leave the browser.
    await user.upload(images.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!, new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }));
    expect(await within(images).findByText('Image file size should be less than 5MB')).toBeTruthy();
    expect(gw.uploads).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes; Stay keeps them', async () => {
    chainGateway([]);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains/new');
    await typeInto(user, await screen.findByRole('textbox', { name: 'Name' }), 'Hub');
    screen.getByRole('link', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    within(dialog).getByRole('button', { name: 'Stay' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure you want to leave this page?' })).toBeNull());
    expect(app.location()).toBe('/flightdeck/chains/new');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Hub');
  });

  it('an online store needs its web URL, URL-typed; the section appears with the switch', async () => {
    chainGateway([]);
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/new');
    const online = await screen.findByRole('switch', { name: 'Supports online store' });
    online.focus();
    await user.keyboard(' ');
    const section = await screen.findByRole('region', { name: 'Online Store' });
    const url = within(section).getByRole('textbox', { name: 'Online Store Web URL' });
    expect(url.getAttribute('type')).toBe('url');
    await save(user);
    expect(await within(section).findByText(CHAIN_MESSAGES.onlineStoreUrlRequired)).toBeTruthy();
    await typeInto(user, url, 'not a url');
    expect(await within(section).findByText(CHAIN_MESSAGES.invalidUrl)).toBeTruthy();
  });

  it('checks priority as yyyy-mm-dd and max stories against min stories, with the domain messages', async () => {
    chainGateway([]);
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/new');
    await typeInto(user, await screen.findByRole('textbox', { name: 'Priority' }), '2026/01/01');
    await typeInto(user, screen.getByRole('textbox', { name: 'Min stories' }), '5');
    await typeInto(user, screen.getByRole('textbox', { name: 'Max stories' }), '2');
    await user.tab();
    await save(user);
    expect(await screen.findByText(CHAIN_MESSAGES.priority)).toBeTruthy();
    expect(await screen.findByText(CHAIN_MESSAGES.minAboveMax)).toBeTruthy();
    expect(screen.getByText(CHAIN_MESSAGES.minStoriesLabel)).toBeTruthy();
    expect(screen.getByText(CHAIN_MESSAGES.maxStoriesLabel)).toBeTruthy();
  });
});

describe('chain form: edit', () => {
  const stored = () => [
    chainDoc('21', { name: 'Corner Grocer', loyalty_program_ids: ['VISA'], category_ids: [2], chain_aliases: ['Corner'] }, ['org-9']),
    chainDoc('22', { name: 'Shop Online', supports_online_store: true, online_store_web_url: 'https://shop.example' }),
  ];

  it('loads the chain, keeps the online flag fixed, saves with If-Match and old_button_ids, and lists its locations', async () => {
    const gw = chainGateway(stored());
    gw.locations['21'] = [{ id: '100001', name: 'Corner Grocer #1', address: '12 Main St', city: 'Austin', state: 'TX', zip: '73301' }];
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/21');
    expect(await screen.findByRole('heading', { name: 'Edit chain: Corner Grocer' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Supports online store' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Fixed once the chain is created')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Chain aliases' }) as HTMLInputElement).value).toBe('Corner');
    expect((screen.getByRole('textbox', { name: 'Button merchant ids' }) as HTMLInputElement).value).toBe('org-9');
    expect(screen.getByRole('button', { name: /Filter categories/ }).textContent).toContain('1 selected');
    expect(screen.getByRole('button', { name: /Remove Grocers/ })).toBeTruthy();
    const locations = await screen.findByRole('region', { name: 'Locations' });
    expect(await within(locations).findByRole('cell', { name: '12 Main St' })).toBeTruthy();

    screen.getByRole('radio', { name: 'Disabled' }).focus();
    await user.keyboard(' ');
    await typeInto(user, screen.getByRole('textbox', { name: 'Max walk-ins per user per day' }), '{Control>}a{/Control}3');
    await user.tab();
    await save(user);
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    const put = gw.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/flightdeck/services/chain/v1/chains/21');
    expect(put.ifMatch).toBe('"1"');
    expect(put.body).toMatchObject({
      chain: { name: 'Corner Grocer', enabled_end_time: CHAIN_DISABLED_END, max_per_user_walkins_per_day: 3, category_ids: [2], loyalty_program_ids: ['VISA'] },
      button_ids: ['org-9'],
      old_button_ids: ['org-9'],
    });
    // The next save carries the new version.
    await typeInto(user, screen.getByRole('textbox', { name: 'Country' }), '{Control>}a{/Control}CA');
    await save(user);
    await waitFor(() => expect(gw.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(gw.requests.filter((r) => r.method === 'PUT')[1]!.ifMatch).toBe('"2"');
  });

  it("reads and saves the chain's filter categories by their own calls (spec 3 §7), and says so when their save fails", async () => {
    const gw = chainGateway(stored());
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/21');
    const remove = await screen.findByRole('button', { name: /Remove Grocers/ });
    const calls = (method: string) => gw.requests.filter((r) => r.method === method && r.url.pathname === '/flightdeck/services/adminBackend/legacy/v1/filter/chain/21/categories');
    expect(calls('GET')).toHaveLength(1);

    gw.categoriesFailure = 'Unknown category 2';
    await user.click(remove);
    await save(user);
    expect(await screen.findByText('There was an issue updating filter categories. Filter category id: Unknown category 2')).toBeTruthy();
    // The chain's own save kept its categories; the choice stays on the form for another try.
    expect(gw.requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ chain: { category_ids: [2] } });
    expect(screen.queryByRole('button', { name: /Remove Grocers/ })).toBeNull();

    gw.categoriesFailure = undefined;
    await save(user);
    await waitFor(() => expect(calls('POST')).toHaveLength(2));
    expect(calls('POST')[1]!.body).toEqual([]);
    await waitFor(() => expect(gw.docs[0]!.chain.category_ids).toEqual([]));
    // The categories' save made a new version: the next save names it.
    await typeInto(user, screen.getByRole('textbox', { name: 'Country' }), '{Control>}a{/Control}CA');
    await save(user);
    await waitFor(() => expect(gw.requests.filter((r) => r.method === 'PUT')).toHaveLength(3));
    expect(gw.requests.filter((r) => r.method === 'PUT').map((r) => r.ifMatch)).toEqual(['"1"', '"2"', '"4"']);
  });

  it('shows the stale-save dialog on a 412; reload takes their version', async () => {
    const gw = chainGateway(stored());
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/21');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    saveElsewhere(gw, '21', { name: 'Corner Grocer West', priority: '2027-01-01' });
    await typeInto(user, name, ' Co');
    await save(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'This chain was changed by someone else' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['NameChanged by both: your change winsCorner Grocer WestCorner Grocer Co', 'Priority2027-01-01Not changed']);
    within(dialog).getByRole('button', { name: 'Reload their version' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'This chain was changed by someone else' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Corner Grocer West');
    expect(screen.getByRole('heading', { name: 'Edit chain: Corner Grocer West' })).toBeTruthy();
    await save(user);
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    expect(gw.requests.filter((r) => r.method === 'PUT').map((r) => r.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('an overwrite saves this user\'s change on their version and keeps the field only they changed', async () => {
    const gw = chainGateway(stored());
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/21');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    saveElsewhere(gw, '21', { priority: '2027-01-01' });
    await typeInto(user, name, ' Co');
    await save(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'This chain was changed by someone else' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NameNot changedCorner Grocer Co', 'Priority2027-01-01Not changed']);
    within(dialog).getByRole('button', { name: 'Overwrite with my changes' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    const puts = gw.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.ifMatch)).toEqual(['"1"', '"2"']);
    expect((puts[1]!.body as { chain: Record<string, unknown> }).chain).toMatchObject({ name: 'Corner Grocer Co', priority: '2027-01-01' });
  });

  it("puts the gateway's field error on its field and says 'There was an issue updating chain.'", async () => {
    const gw = chainGateway(stored());
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/22');
    const section = await screen.findByRole('region', { name: 'Online Store' });
    gw.failNextWrite = { status: 400, fieldName: 'online_store_subtitle', message: 'Must be at most 256 characters' };
    await save(user);
    expect(await screen.findByText('There was an issue updating chain. chain.online_store_subtitle: Must be at most 256 characters')).toBeTruthy();
    const subtitle = within(section).getByRole('textbox', { name: 'Online store subtitle' });
    expect(subtitle.getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getByText('Must be at most 256 characters')).toBeTruthy();
  });

  it("says 'There was an issue retrieving chain.' for an unknown chain", async () => {
    chainGateway(stored());
    renderApp('/flightdeck/chains/404');
    // The read is retried once before the failure shows.
    expect((await screen.findAllByText('There was an issue retrieving chain. Chain 404 not found', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to All Chains' })).toBeTruthy();
  });
});
