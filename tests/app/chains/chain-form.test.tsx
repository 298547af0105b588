import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { and, eq } from 'drizzle-orm';
import { CHAIN_ACTIVE_END, CHAIN_DISABLED_END, CHAIN_MESSAGES } from '#domain/chain';
import { putChainLocations } from '#server/repo/chain-locations';
import { REF } from '#server/repo/reference';
import { referenceItem } from '#server/store/schema';
import { portalWrites, readChain, saveChainElsewhere, seedChains } from '#tests/app/support/chains';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;

async function typeInto(user: User, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard(text);
}

/** Save, once it may be pressed (the form reads the filter categories first). */
async function save(user: User) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).not.toBe('true'));
  screen.getByRole('button', { name: 'Save' }).focus();
  await user.keyboard('{Enter}');
}

/** A colour PNG of the given size, as the gateway checks an upload's dimensions. */
async function png(name: string, width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2b6fd0' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
/** The six logos' @2x sizes (the Nx30 logo is judged by its height only). */
const LOGO_SIZES: [number, number][] = [[76, 76], [210, 210], [100, 50], [150, 150], [90, 60], [260, 100]];
/** The size fields of the portal's image uploads in this test. */
const uploads = () =>
  gw.calls.filter((c) => c.method === 'POST' && c.path === '/files/v1/images/').map((c) => {
    const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(String(c.body))?.[1];
    return { width: field('width'), height: field('height') };
  });

describe('chain form: create', () => {
  it('refuses a save without a name or the six logos, with focus on the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/new');
    expect(await screen.findByRole('heading', { name: 'Create chain:' }, { timeout: 5_000 })).toBeTruthy();
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
    expect(portalWrites(gw)).toHaveLength(0);
  });

  it('creates the chain with the defaults, its logos and lists, then goes to its edit page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains/new');
    await typeInto(user, await screen.findByRole('textbox', { name: 'Name' }), 'Hub');
    expect(screen.getByRole('heading', { name: 'Create chain: Hub' })).toBeTruthy();
    const images = screen.getByRole('region', { name: 'Images' });
    const inputs = images.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs).toHaveLength(9);
    for (let i = 0; i < 6; i++) {
      await user.upload(inputs[i]!, await png(`logo-${i}.png`, ...LOGO_SIZES[i]!));
      await within(images).findByRole('img', { name: `Chain ${CHAIN_IMAGE_SLOTS[i]!.label.toLowerCase()}` });
    }
    // Each slot is uploaded at its @2x size, which the gateway checks; the Nx30 logo only by height.
    expect(uploads()).toEqual([
      { width: '76', height: '76' }, { width: '210', height: '210' }, { width: '100', height: '50' },
      { width: '150', height: '150' }, { width: 'N', height: '60' }, { width: '260', height: '100' },
    ]);
    await typeInto(user, screen.getByRole('textbox', { name: 'Chain aliases' }), ' Hb ,H, ');
    await typeInto(user, screen.getByRole('textbox', { name: 'Button merchant ids' }), 'b1,b2');
    await save(user);
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/chains\/\d+$/), { timeout: 5_000 });
    expect(await screen.findByText('Chain created successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit chain: Hub' })).toBeTruthy();
    const [post] = portalWrites(gw, '/chain/');
    expect(post!.method).toBe('POST');
    expect(post!.path).toBe('/chain/v1/chains');
    const stored = await readChain(gw, app.location().split('/').at(-1)!);
    expect(stored).toMatchObject({
      chain: {
        name: 'Hub', country: 'US', type: 'LARGE_CHAIN', enabled_start_time: '1900-01-01 00:00:00', enabled_end_time: CHAIN_ACTIVE_END,
        supports_online_store: false, max_per_user_walkins_per_day: 0, min_stories: 0, max_stories: 0, visibility_radius: 0,
        chain_aliases: ['Hb', 'H'], affiliate_display_configuration: null,
      },
      button_ids: ['b1', 'b2'],
    });
    // Each logo is the image uploaded at its slot: six stored files, one each.
    const logos = CHAIN_IMAGE_SLOTS.slice(0, 6).map((slot) => (stored.chain as unknown as Record<string, string>)[slot.field]);
    for (const logo of logos) expect(logo).toMatch(/^\/flightdeck\/services\/files\/v1\/images\/.+\.png$/);
    expect(new Set(logos).size).toBe(6);
  });

  it("shows the gateway's verdict on an image at its slot and notifies 'There was an issue uploading this image.'", async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/chains/new');
    const images = await screen.findByRole('region', { name: 'Images' });
    await user.upload(images.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!, await png('small.png', 100, 100));
    expect(await screen.findByText('There was an issue uploading this image. Uploaded image does not meet required dimensions of 210x210')).toBeTruthy();
    expect(within(images).getByRole('alert').textContent).toBe('Uploaded image does not meet required dimensions of 210x210');
    expect(uploads()).toEqual([{ width: '210', height: '210' }]);
    // Files over 5 MB never leave the browser.
    await user.upload(images.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!, new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }));
    expect(await within(images).findByText('Image file size should be less than 5MB')).toBeTruthy();
    expect(uploads()).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes; Stay keeps them', async () => {
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
  /** Corner Grocer (filed under Grocers) and Shop Online, as stored; answers their ids. */
  async function stored() {
    const [corner, online] = await seedChains(
      gw,
      { name: 'Corner Grocer', loyalty_program_ids: ['VISA'], category_ids: [2], chain_aliases: ['Corner'], button_ids: ['org-9'] },
      { name: 'Shop Online', supports_online_store: true, online_store_web_url: 'https://shop.example' },
    );
    return { corner: corner!.chain.chain_id, online: online!.chain.chain_id };
  }
  const puts = (id: string) => portalWrites(gw, `/chain/v1/chains/${id}`).filter((c) => c.method === 'PUT');

  it('loads the chain, keeps the online flag fixed, saves with If-Match and old_button_ids, and lists its locations', async () => {
    const { corner } = await stored();
    await gw.store.tx((db) => putChainLocations(db, [{ id: '100001', chain_id: corner, name: 'Corner Grocer #1', address: '12 Main St', city: 'Austin', state: 'TX', zip: '73301', latitude: 30.27, longitude: -97.74 }]));
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner}`);
    expect(await screen.findByRole('heading', { name: 'Edit chain: Corner Grocer' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Supports online store' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Fixed once the chain is created')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Chain aliases' }) as HTMLInputElement).value).toBe('Corner');
    expect((screen.getByRole('textbox', { name: 'Button merchant ids' }) as HTMLInputElement).value).toBe('org-9');
    await waitFor(() => expect(screen.getByRole('button', { name: /Filter categories/ }).textContent).toContain('1 selected'));
    expect(screen.getByRole('button', { name: /Remove Grocers/ })).toBeTruthy();
    const locations = await screen.findByRole('region', { name: 'Locations' });
    expect(await within(locations).findByRole('cell', { name: '12 Main St' })).toBeTruthy();

    screen.getByRole('radio', { name: 'Disabled' }).focus();
    await user.keyboard(' ');
    await typeInto(user, screen.getByRole('textbox', { name: 'Max walk-ins per user per day' }), '{Control>}a{/Control}3');
    await user.tab();
    await save(user);
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    expect(puts(corner)[0]!.ifMatch).toBe('"1"');
    expect(puts(corner)[0]!.body).toMatchObject({ button_ids: ['org-9'], old_button_ids: ['org-9'] });
    expect(await readChain(gw, corner)).toMatchObject({
      chain: { name: 'Corner Grocer', enabled_end_time: CHAIN_DISABLED_END, max_per_user_walkins_per_day: 3, category_ids: [2], loyalty_program_ids: ['VISA'] },
      button_ids: ['org-9'],
    });
    // The next save carries the new version.
    await typeInto(user, screen.getByRole('textbox', { name: 'Country' }), '{Control>}a{/Control}CA');
    await save(user);
    await waitFor(() => expect(puts(corner)).toHaveLength(2));
    expect(puts(corner)[1]!.ifMatch).toBe('"2"');
    await waitFor(async () => expect((await readChain(gw, corner)).chain.country).toBe('CA'));
  });

  it("reads and saves the chain's filter categories by their own call (spec 3 §7), and says so when their save fails", async () => {
    const { corner } = await stored();
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner}`);
    const remove = await screen.findByRole('button', { name: /Remove Grocers/ });
    const calls = (method: string) => gw.calls.filter((c) => c.method === method && c.path === `/adminBackend/legacy/v1/filter/chain/${corner}/categories`);
    expect(calls('GET')).toHaveLength(1);

    // The user swaps Grocers for Apparel, which is withdrawn (from the reference data) before the save.
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: /Filter categories/ }));
    await user.click(await screen.findByRole('option', { name: 'Apparel' }));
    await user.keyboard('{Escape}');
    const apparel = and(eq(referenceItem.kind, REF.filterCategory), eq(referenceItem.id, '1'));
    const [withdrawn] = await gw.store.tx((db) => db.delete(referenceItem).where(apparel).returning());
    try {
      await save(user);
      expect(await screen.findByText('There was an issue updating filter categories. Filter category id: Unknown category 1')).toBeTruthy();
    } finally {
      await gw.store.tx((db) => db.insert(referenceItem).values(withdrawn!));
    }
    // The chain's own save kept its categories; the choice stays on the form for another try.
    expect(puts(corner)[0]!.body).toMatchObject({ chain: { category_ids: [2] } });
    expect((await readChain(gw, corner)).chain.category_ids).toEqual([2]);
    expect(screen.queryByRole('button', { name: /Remove Grocers/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Remove Apparel/ })).toBeTruthy();

    await save(user);
    await waitFor(() => expect(calls('POST')).toHaveLength(2));
    expect(calls('POST')[1]!.body).toEqual([{ filter_category_id: 1 }]);
    await waitFor(async () => expect((await readChain(gw, corner)).chain.category_ids).toEqual([1]));
    await waitFor(() => expect(screen.getAllByText('Chain updated successfully')).toHaveLength(2));
    // The categories' save made a new version (v3: the chain's own save before it changed nothing, so
    // it made none): the next save names it.
    await typeInto(user, screen.getByRole('textbox', { name: 'Country' }), '{Control>}a{/Control}CA');
    await save(user);
    await waitFor(() => expect(puts(corner)).toHaveLength(3));
    expect(puts(corner).map((r) => r.ifMatch)).toEqual(['"1"', '"2"', '"3"']);
    await waitFor(async () => expect((await readChain(gw, corner)).chain).toMatchObject({ country: 'CA', category_ids: [1] }));
  });

  it('shows the stale-save dialog on a 412; reload takes their version', async () => {
    const { corner } = await stored();
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await saveChainElsewhere(gw, corner, { name: 'Corner Grocer West', priority: '2027-01-01' });
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
    expect(puts(corner).map((r) => r.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('an overwrite saves this user\'s change on their version and keeps the field only they changed', async () => {
    const { corner } = await stored();
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await saveChainElsewhere(gw, corner, { priority: '2027-01-01' });
    await typeInto(user, name, ' Co');
    await save(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'This chain was changed by someone else' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NameNot changedCorner Grocer Co', 'Priority2027-01-01Not changed']);
    within(dialog).getByRole('button', { name: 'Overwrite with my changes' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    expect(puts(corner).map((r) => r.ifMatch)).toEqual(['"1"', '"2"']);
    expect((await readChain(gw, corner)).chain).toMatchObject({ name: 'Corner Grocer Co', priority: '2027-01-01' });
  });

  it("puts the gateway's field error on its field and says 'There was an issue updating chain.'", async () => {
    const { corner } = await stored();
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner}`);
    const country = await screen.findByRole('textbox', { name: 'Country' });
    await screen.findByRole('button', { name: /Remove Grocers/ });
    // Grocers, the chain's category, is withdrawn (from the reference data) while the form is open: the gateway refuses the chain as it is.
    const grocers = and(eq(referenceItem.kind, REF.filterCategory), eq(referenceItem.id, '2'));
    const [withdrawn] = await gw.store.tx((db) => db.delete(referenceItem).where(grocers).returning());
    try {
      await typeInto(user, country, '{Control>}a{/Control}CA');
      await save(user);
      expect(await screen.findByText('There was an issue updating chain. Filter categories: Unknown category 2')).toBeTruthy();
    } finally {
      await gw.store.tx((db) => db.insert(referenceItem).values(withdrawn!));
    }
    const field = screen.getByRole('button', { name: /Filter categories/ }).closest('.multi-select-field') as HTMLElement;
    expect(within(field).getByText('Unknown category 2')).toBeTruthy();
  });

  it("says 'There was an issue retrieving chain.' for an unknown chain", async () => {
    await stored();
    renderApp('/flightdeck/chains/404');
    // The read is retried once before the failure shows.
    expect((await screen.findAllByText('There was an issue retrieving chain. Chain 404 not found', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to All Chains' })).toBeTruthy();
  });
});
