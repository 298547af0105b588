import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_BANNER_PRIORITY } from '#domain/ad/ad';
import { TAPOUT_CHAIN_MESSAGES } from '#domain/ad/tapout-chains';
import { defaultFlags } from '#domain/flags';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { adBody, adWrites, type AdWorld, LINE_ITEMS, readAd, saveAdElsewhere, seedAd, seedAdWorld, storedAds } from '#tests/app/support/seed-ads';
import { choose, missingValues, press, retype, type User } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

type Body = { name: string; orderLineItemId: string; nextAdId?: string | null; format: { '@type': string; placement?: string; videoUrl?: string; tags?: string[]; bannerPlacements?: { bannerLocation: string }[] } };

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const DESCRIPTION = 'Walk into any Fresh Mart this spring and scan the cereal aisle for bonus Kicks on every visit.';
const VIDEO_URL = 'https://video.example/spring-ott.mp4';
const newWalkIn = (w: AdWorld) => `${w.setUrl}/ads/new?type=WALK_IN`;
const posts = () => adWrites(gw).filter((c) => c.method === 'POST');
const deletes = () => adWrites(gw).filter((c) => c.method === 'DELETE');
const bulkCreates = () => posts().filter((c) => c.path.endsWith(':bulkCreate'));
/** The ads the portal created one by one (not in a bulk call). */
const singleCreates = () => posts().filter((c) => !c.path.endsWith(':bulkCreate'));
const idOf = (path: string) => path.split('/').pop();

/**
 * The portal as a gateway of the dev stage serves it (spec 1 §7): its flags written into the page
 * say campaign service v1, which has no bulk calls. For the current test.
 */
function servedByDevStage() {
  const meta = Object.assign(document.createElement('meta'), { name: 'flightdeck-flags', content: JSON.stringify(defaultFlags('dev')) });
  document.head.append(meta);
  onTestFinished(() => meta.remove());
}

/**
 * Names a new walk-in and checks Own-The-Trip (and Video Own-The-Trip with its colours and store
 * details text), then `beforeSubmit`, then submits.
 */
async function fillWalkIn(user: User, withVideo: boolean, beforeSubmit = async () => {}) {
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
  await beforeSubmit();
  await press(user, screen.getByRole('button', { name: 'Submit' }));
}

/** An ad's kind by its format: 'video POST_SCAN', 'BannerFormat STORE_LIST', 'WalkInFormat'. */
const kindOf = ({ format }: Pick<Body, 'format'>) => (format['@type'] === 'VideoFormat' ? `video ${format.placement}` : `${format['@type']} ${format.bannerPlacements?.[0]?.bannerLocation ?? ''}`.trim());

/** A stored walk-in of the world with Own-The-Trip as told, 5 Kicks. */
const walkInBody = (w: AdWorld, format: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  adBody(w, 'WALK_IN', 'Spring walk-in', { format: { '@type': 'WalkInFormat', ...format }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 5, currency: 'KICKS', precision: 0 } }, ...over });

describe('Own-The-Trip chain (spec 2 §4)', () => {
  it('without bulk calls creates the chain from its end, and deletes what it created when a link is refused', { timeout: 180_000 }, async () => {
    servedByDevStage();
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(newWalkIn(w));
    await fillWalkIn(user, true, async () => {
      // the walk-in's Nearby Tab tapout leads to the ad set's chain, Fresh Mart …
      await choose(user, screen.getByRole('button', { name: /Tapout$/ }), 'Store Details');
      await choose(user, await screen.findByRole('button', { name: /Chain$/ }), 'Fresh Mart');
      await waitFor(() => expect(missingValues()).toEqual([]));
      // … which the ad set no longer runs at once it is moved to another chain elsewhere: the Nearby Tab banner, carrying that tapout, is refused
      const path = `/campaign/v1/campaigns/${w.campaignId}/adsets/${w.adSetId}`;
      const adSet = (await gw.call('GET', path)).json;
      const moved = await gw.call('PUT', path, { ...adSet, constraints: [{ '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Foods Co']!]: true } }] }, { 'If-Match': `"${adSet.version}"` });
      expect(moved.status).toBe(200);
    });

    expect(await screen.findByText(`There was an issue creating the Nearby Tab banner. Chain id: ${TAPOUT_CHAIN_MESSAGES.stray(w.chains['Fresh Mart']!)}`)).toBeTruthy();
    // The video first, then the store details banner linking to it; the Nearby Tab banner is refused. No bulk call: service v1 has none.
    expect(bulkCreates()).toEqual([]);
    const bodies = singleCreates().map((c) => c.body as Body);
    expect(bodies.map(kindOf)).toEqual(['video POST_SCAN', 'BannerFormat STORE_DETAILS', 'BannerFormat STORE_LIST']);
    expect(bodies[0]!.nextAdId ?? null).toBeNull();
    expect(bodies[1]!.format.tags).toEqual(['OTT_VIDEO']);
    expect(bodies[0]!.format.videoUrl).toBe(VIDEO_URL);
    // The two created are deleted with their versions, the chain's end (the video the banner links to) first; the walk-in itself is never sent.
    const [video, storeDetails] = [bodies[1]!.nextAdId, bodies[2]!.nextAdId];
    await waitFor(() => expect(deletes().map((c) => [idOf(c.path), c.ifMatch])).toEqual([[video, '"1"'], [storeDetails, '"1"']]));
    expect(await storedAds(gw, w)).toEqual([]);
    expect(screen.queryByText('Ad created successfully.')).toBeNull();
  });

  it('is held back when the campaign has no banner line item: the linked banners could not be saved again', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw, { lineItems: LINE_ITEMS.filter((li) => li.type !== 'BANNER') });
    const user = userEvent.setup();
    renderApp(newWalkIn(w));
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
    expect(adWrites(gw)).toEqual([]);
  });

  it('with v3 creates the walk-in and its chain in one chained bulk call', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(newWalkIn(w));
    await fillWalkIn(user, false);

    expect(await screen.findByText('Ads created successfully')).toBeTruthy();
    expect(bulkCreates()).toHaveLength(1);
    expect(singleCreates()).toEqual([]);
    const { ads, chained } = bulkCreates()[0]!.body as { ads: Body[]; chained: boolean };
    expect(chained).toBe(true);
    expect(ads.map(kindOf)).toEqual(['WalkInFormat', 'BannerFormat STORE_LIST', 'BannerFormat STORE_DETAILS']);
    expect(ads.map((a) => [a.name, a.orderLineItemId, a.format.tags])).toEqual([
      ['Spring walk-in', w.lineItems.WALK_IN!.id, []],
      ['Spring walk-in', w.lineItems.BANNER!.id, ['WALKIN_PROMOTION']],
      ['Spring walk-in', w.lineItems.BANNER!.id, []],
    ]);
    // stored linked: the walk-in leads to the Nearby Tab banner, that to the store details banner
    const stored = await storedAds(gw, w);
    const byKind = (kind: string) => stored.find((a) => kindOf({ format: a.format }) === kind);
    expect(byKind('WalkInFormat')?.nextAdId).toBe(byKind('BannerFormat STORE_LIST')?.id);
    expect(byKind('BannerFormat STORE_LIST')?.nextAdId).toBe(byKind('BannerFormat STORE_DETAILS')?.id);
  });

  it('Delete OTT deletes the linked ads, then unlinks the walk-in and unchecks both boxes', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    // the chain, stored from its end: three banners, then the walk-in leading to the first
    const banner = (nextAdId: string | null) =>
      seedAd(gw, w, adBody(w, 'BANNER', 'Spring walk-in', { format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST' }], legacy: { bannerPriority: DEFAULT_BANNER_PRIORITY } }, nextAdId }));
    const last = await banner(null);
    const middle = await banner(last.id);
    const first = await banner(middle.id);
    const walkIn = await seedAd(gw, w, walkInBody(w, {
      isOwnTheTrip: true, tags: ['OTT_VIDEO'], videoUrl: VIDEO_URL,
      legacy: { bannerPriority: '2030-01-01', primaryBGColor: 'ffcc00', primaryTextColor: '000000', secondaryTextColor: 'ffffff', storeDetailsDescription: DESCRIPTION },
    }, { nextAdId: first.id }));
    // The middle banner's first delete is held, and the banner saved elsewhere meanwhile: the gateway refuses the delete as stale.
    const held = gw.hold('DELETE', new RegExp(`/ads/${middle.id}$`));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${walkIn.id}`);
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    // Both boxes are locked once the walk-in links to its next ad.
    expect([checkbox('Own-The-Trip').disabled, checkbox('Video Own-The-Trip').disabled]).toEqual([true, true]);

    const confirmDelete = async (count: number) => {
      await press(user, screen.getByRole('button', { name: 'Delete OTT' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete the Own-The-Trip ads?' });
      expect(dialog.textContent).toContain(`This deletes the ${count} ads linked after this walk-in`);
      await press(user, within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    };
    // Last first: the last banner goes, the middle one is refused, so it and the first are left, still linked from the walk-in.
    await confirmDelete(3);
    await waitFor(() => expect(deletes().map((c) => idOf(c.path))).toEqual([last.id, middle.id]));
    await saveAdElsewhere(gw, w, middle.id, { description: 'Changed by Bo' });
    held.release();
    expect(await screen.findByText(`There was an issue deleting 2 ads. Ad ${middle.id} was changed by someone else since you read it (now at version 2). Reload it, or send your change again with the new ETag.`)).toBeTruthy();
    expect((await storedAds(gw, w)).map((a) => a.id).sort()).toEqual([walkIn.id, first.id, middle.id].sort());
    expect(checkbox('Own-The-Trip').disabled).toBe(true);

    await confirmDelete(2);
    expect(await screen.findByText('OTT ads deleted successully')).toBeTruthy();
    expect(deletes().map((c) => idOf(c.path))).toEqual([last.id, middle.id, middle.id, first.id]);
    expect(await readAd(gw, w, walkIn.id)).toMatchObject({ version: 2, nextAdId: null, format: { isOwnTheTrip: false, tags: [] } });
    expect((await storedAds(gw, w)).map((a) => a.id)).toEqual([walkIn.id]);
    await waitFor(() => expect(checkbox('Own-The-Trip').disabled).toBe(false));
    expect([checkbox('Own-The-Trip').checked, checkbox('Video Own-The-Trip').checked]).toEqual([false, false]);
    expect(screen.queryByRole('button', { name: 'Delete OTT' })).toBeNull();
  });

  it('a stored walk-in saved with its chain on a stale version: the chain is undone, and Overwrite saves it again with the walk-in merged', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const walkIn = await seedAd(gw, w, walkInBody(w, { isOwnTheTrip: false, tags: [], legacy: { bannerPriority: '2030-01-01' } }, { nextAdId: null }));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${walkIn.id}`);
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    // Someone else saves the walk-in meanwhile.
    await saveAdElsewhere(gw, w, walkIn.id, { description: 'Changed by Bo' });
    await press(user, checkbox('Own-The-Trip'), ' ');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'This ad was changed by someone else' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toContainEqual(['description', 'Changed by Bo', 'Not changed']);
    expect(rows).toContainEqual(['format.isOwnTheTrip', 'Not changed', 'true']);
    // The chain made for the refused walk-in is gone again.
    await waitFor(async () => expect((await storedAds(gw, w)).map((a) => a.id)).toEqual([walkIn.id]));

    await press(user, within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText('Ads created successfully')).toBeTruthy();
    expect(bulkCreates()).toHaveLength(2);
    const last = adWrites(gw).filter((c) => c.method === 'PUT').at(-1)!;
    expect(last.ifMatch).toBe('"2"');
    // the two banners of the chain, made afresh
    expect((bulkCreates()[1]!.body as { ads: unknown[] }).ads).toHaveLength(2);
    const stored = await readAd(gw, w, walkIn.id);
    expect(stored).toMatchObject({ version: 3, description: 'Changed by Bo', format: { isOwnTheTrip: true }, nextAdId: expect.any(String) });
    expect((await storedAds(gw, w)).map((a) => a.id)).toContain(stored.nextAdId);
  });
});
