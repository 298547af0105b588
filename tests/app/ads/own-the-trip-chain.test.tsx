import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { ad, adFormGateway, EDIT_AD, LINE_ITEMS, NEW_AD } from './format-sections-gateway';
import { missingValues, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;
type Body = { nextAdId?: string | null; format: { '@type': string; placement?: string; videoUrl?: string; tags?: string[]; bannerPlacements?: { bannerLocation: string }[] } };

const press = async (user: User, el: HTMLElement, key = '{Enter}') => {
  el.focus();
  await user.keyboard(key);
};
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const DESCRIPTION = 'Walk into any Fresh Mart this spring and scan the cereal aisle for bonus Kicks on every visit.';
const VIDEO_URL = 'https://video.example/spring-ott.mp4';

/** Names a new walk-in and checks Own-The-Trip (and Video Own-The-Trip with its colours and store details text). */
async function fillWalkIn(user: User, withVideo: boolean) {
  await screen.findByRole('heading', { name: 'Walk-In settings' });
  await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring walk-in');
  await press(user, checkbox('Own-The-Trip'), ' ');
  if (withVideo) {
    await waitFor(() => expect(checkbox('Video Own-The-Trip').disabled).toBe(false));
    await press(user, checkbox('Video Own-The-Trip'), ' ');
    await retype(user, await screen.findByRole('textbox', { name: /^Primary background colour/ }), 'ffcc00');
    await retype(user, screen.getByRole('textbox', { name: /^Primary text colour/ }), '000000');
    await retype(user, screen.getByRole('textbox', { name: /^Secondary text colour/ }), 'ffffff');
    await retype(user, screen.getByRole('textbox', { name: /^Store details description/ }), DESCRIPTION);
    await retype(user, within(screen.getByRole('group', { name: 'OTT Video' })).getByRole('textbox', { name: /^Video URL/ }), VIDEO_URL);
  }
  await waitFor(() => expect(missingValues()).toEqual([]));
  await press(user, screen.getByRole('button', { name: 'Submit' }));
}

const kindOf = (body: Body) => (body.format['@type'] === 'VideoFormat' ? `video ${body.format.placement}` : `${body.format['@type']} ${body.format.bannerPlacements?.[0]?.bannerLocation ?? ''}`.trim());

describe('Own-The-Trip chain (spec 2 §4)', () => {
  it('without bulk calls creates the chain from its end, and deletes what it created when a link is refused', { timeout: 180_000 }, async () => {
    const gw = adFormGateway([], { refuse: (call) => ((call.body as Body | undefined)?.format?.tags?.includes('WALKIN_PROMOTION') ? 'Banner images are not ready' : undefined) });
    const user = userEvent.setup();
    renderApp(NEW_AD('WALK_IN'));
    await fillWalkIn(user, true);

    expect(await screen.findByText('There was an issue creating the Nearby Tab banner. Banner images are not ready')).toBeTruthy();
    // The video first, then the store details banner linking to it; the Nearby Tab banner is refused.
    const bodies = gw.created.map((c) => c.body as Body);
    expect(bodies.map(kindOf)).toEqual(['video POST_SCAN', 'BannerFormat STORE_DETAILS', 'BannerFormat STORE_LIST']);
    expect(bodies.map((b) => b.nextAdId ?? null)).toEqual([null, '900', '901']);
    expect(bodies[1]!.format.tags).toEqual(['OTT_VIDEO']);
    expect(bodies[0]!.format.videoUrl).toBe(VIDEO_URL);
    // The two created are deleted with their versions, the chain's end first; the walk-in itself is never sent.
    await waitFor(() => expect(gw.deleted.map((c) => [c.path.split('/').pop(), c.headers.get('If-Match')])).toEqual([['900', '"1"'], ['901', '"1"']]));
    expect([...gw.ads.keys()]).toEqual([]);
    expect(screen.queryByText('Ad created successfully.')).toBeNull();
  });

  it('is held back when the campaign has no banner line item: the linked banners could not be saved again', { timeout: 180_000 }, async () => {
    const gw = adFormGateway([], { version: 'v3', lineItems: LINE_ITEMS.filter((li) => li.orderLineItemType !== 'BANNER') });
    const user = userEvent.setup();
    renderApp(NEW_AD('WALK_IN'));
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring walk-in');
    await press(user, checkbox('Own-The-Trip'), ' ');
    const noBanner = 'No valid order line item that matches to Banner has been found in campaign budget';
    await waitFor(() => expect(missingValues()).toEqual([noBanner]));
    expect(within(screen.getByRole('group', { name: 'Own-The-Trip' })).getByText(noBanner)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    // Without Own-The-Trip the walk-in alone can be saved.
    await press(user, checkbox('Own-The-Trip'), ' ');
    await waitFor(() => expect(missingValues()).toEqual([]));
    expect(gw.bulk).toEqual([]);
  });

  it('with v3 creates the walk-in and its chain in one chained bulk call', { timeout: 180_000 }, async () => {
    const gw = adFormGateway([], { version: 'v3' });
    const user = userEvent.setup();
    renderApp(NEW_AD('WALK_IN'));
    await fillWalkIn(user, false);

    expect(await screen.findByText('Ads created successfully')).toBeTruthy();
    expect(gw.bulk).toHaveLength(1);
    expect(gw.created).toEqual([]);
    const { ads, chained } = gw.bulk[0]!.body as { ads: (Body & { name: string; orderLineItemId: string })[]; chained: boolean };
    expect(chained).toBe(true);
    expect(ads.map(kindOf)).toEqual(['WalkInFormat', 'BannerFormat STORE_LIST', 'BannerFormat STORE_DETAILS']);
    expect(ads.map((a) => [a.name, a.orderLineItemId, a.format.tags])).toEqual([
      ['Spring walk-in', 'li-WALK_IN', []],
      ['Spring walk-in', 'li-BANNER', ['WALKIN_PROMOTION']],
      ['Spring walk-in', 'li-BANNER', []],
    ]);
    expect(gw.ads.get('900')?.nextAdId).toBe('901');
  });

  it('Delete OTT deletes the linked ads, then unlinks the walk-in and unchecks both boxes', { timeout: 180_000 }, async () => {
    const walkIn = ad('960', 'Spring walk-in', {
      format: { '@type': 'WalkInFormat', isOwnTheTrip: true, tags: ['OTT_VIDEO'], legacy: { bannerPriority: '2030-01-01', primaryBGColor: 'ffcc00', primaryTextColor: '000000', secondaryTextColor: 'ffffff', storeDetailsDescription: DESCRIPTION } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 5, currency: 'KICKS', precision: 0 } }, insertionOrderId: '2', orderLineItemId: 'li-WALK_IN', nextAdId: '961',
    });
    const linked = ['961', '962', '963'].map((id, i, ids) => ad(id, 'Spring walk-in', { format: { '@type': 'BannerFormat' }, nextAdId: ids[i + 1] ?? null }));
    const gw = adFormGateway([walkIn, ...linked], { refuse: (call) => (call.method === 'DELETE' && call.path.endsWith('/962') ? 'Ad 962 is busy' : undefined) });
    const user = userEvent.setup();
    renderApp(EDIT_AD('960'));
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    // Both boxes are locked once the walk-in links to its next ad.
    expect([checkbox('Own-The-Trip').disabled, checkbox('Video Own-The-Trip').disabled]).toEqual([true, true]);

    const confirmDelete = async (count: number) => {
      await press(user, screen.getByRole('button', { name: 'Delete OTT' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete the Own-The-Trip ads?' });
      expect(dialog.textContent).toContain(`This deletes the ${count} ads linked after this walk-in`);
      await press(user, within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    };
    // Last first: 963 goes, 962 is refused, so 962 and 961 are left, still linked from the walk-in.
    await confirmDelete(3);
    expect(await screen.findByText('There was an issue deleting 2 ads. Ad 962 is busy')).toBeTruthy();
    expect([...gw.ads.keys()]).toEqual(['960', '961', '962']);
    expect(checkbox('Own-The-Trip').disabled).toBe(true);

    gw.options.refuse = undefined;
    await confirmDelete(2);
    expect(await screen.findByText('OTT ads deleted successully')).toBeTruthy();
    expect(gw.deleted.map((c) => c.path.split('/').pop())).toEqual(['963', '962', '962', '961']);
    expect(gw.ads.get('960')).toMatchObject({ version: 2, nextAdId: null, format: { isOwnTheTrip: false, tags: [] } });
    await waitFor(() => expect(checkbox('Own-The-Trip').disabled).toBe(false));
    expect([checkbox('Own-The-Trip').checked, checkbox('Video Own-The-Trip').checked]).toEqual([false, false]);
    expect(screen.queryByRole('button', { name: 'Delete OTT' })).toBeNull();
  });

  it('a stored walk-in saved with its chain on a stale version: the chain is undone, and Overwrite saves it again with the walk-in merged', { timeout: 180_000 }, async () => {
    const walkIn = ad('960', 'Spring walk-in', {
      format: { '@type': 'WalkInFormat', isOwnTheTrip: false, tags: [], legacy: { bannerPriority: '2030-01-01' } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 5, currency: 'KICKS', precision: 0 } }, insertionOrderId: '2', orderLineItemId: 'li-WALK_IN', nextAdId: null,
    });
    const gw = adFormGateway([walkIn], { version: 'v3' });
    const user = userEvent.setup();
    renderApp(EDIT_AD('960'));
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    // Someone else saves the walk-in meanwhile.
    gw.ads.set('960', { ...gw.ads.get('960')!, description: 'Changed by Bo', version: 2 });
    await press(user, checkbox('Own-The-Trip'), ' ');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'This ad was changed by someone else' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toContainEqual(['description', 'Changed by Bo', 'Not changed']);
    expect(rows).toContainEqual(['format.isOwnTheTrip', 'Not changed', 'true']);
    // The chain made for the refused walk-in is gone again.
    await waitFor(() => expect([...gw.ads.keys()]).toEqual(['960']));

    await press(user, within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText('Ads created successfully')).toBeTruthy();
    expect(gw.bulk).toHaveLength(2);
    const last = gw.updated.at(-1)!;
    expect(last.headers.get('If-Match')).toBe('"2"');
    // the two banners of the chain, made afresh
    expect((gw.bulk[1]!.body as { ads: unknown[] }).ads).toHaveLength(2);
    expect(gw.ads.get('960')).toMatchObject({ version: 3, description: 'Changed by Bo', format: { isOwnTheTrip: true }, nextAdId: expect.any(String) });
    expect(gw.ads.has(gw.ads.get('960')!.nextAdId as string)).toBe(true);
  });
});
