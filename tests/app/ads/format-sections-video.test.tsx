import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORMAT_RULE_MESSAGES } from '#domain/ad/format';
import { AD_TEXT } from '#app/kit/ads/text';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, day, seedAd, seedAdWorld, storeAdFields } from '#tests/app/support/seed-ads';
import { choose, missingValues, pacificDay, pickIn, retype, typeDate } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The ads the portal created in this test: its POST calls. */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');
/** The ads the portal updated in this test: its PUT calls. */
const updated = () => adWrites(gw).filter((c) => c.method === 'PUT');

const submit = () => screen.getByRole('button', { name: 'Submit' });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('video format section', () => {
  it('needs a video (an uploaded file or a video URL) before a video ad can be submitted', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=VIDEO`);
    await screen.findByRole('heading', { name: 'Video settings' });
    await retype(user, textbox(/^Name/), 'Spring spot');
    // The rest of a new video is filled (order and line item, priority); its video is not.
    await waitFor(() => expect(missingValues()).toEqual([FORMAT_RULE_MESSAGES.videoRequired]));
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(textbox(/^Video URL/).required || textbox(/^Video URL/).getAttribute('aria-required') === 'true').toBe(true);

    await retype(user, textbox(/^Video URL/), 'https://video.example/spring.mp4');
    await retype(user, textbox(/^Kicks/), '7');
    await waitFor(() => expect(missingValues()).toEqual([]));
    submit().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(created()).toHaveLength(1));
    const body = created()[0]!.body as { insertionOrderId: string };
    expect(body).toMatchObject({ name: 'Spring spot', format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB', videoUrl: 'https://video.example/spring.mp4' } });
    // spec 2 §3: the Kicks award typed after the order was filled in carries that order too
    expect(body.insertionOrderId).toBeTruthy();
    expect(body).toMatchObject({ awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 7, insertionOrderId: body.insertionOrderId } } });
  });
});

describe('a video and its promoted product (spec 2 §4, decision 015)', () => {
  it('a video offers an optional Promoted Product, saved with the ad; choosing Post-Scan takes it away and clears it', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=VIDEO`);
    await screen.findByRole('heading', { name: 'Video settings' });
    await retype(user, textbox(/^Name/), 'Cereal spot');
    await retype(user, textbox(/^Video URL/), 'https://video.example/cereal.mp4');
    const product = () => screen.queryByRole('combobox', { name: 'Promoted Product' }) as HTMLInputElement | null;
    await pickIn(user, product()!, 'Bran Flakes');
    await choose(user, screen.getByRole('button', { name: /Placement$/ }), 'Post-Scan');
    await waitFor(() => expect(product()).toBeNull());
    await choose(user, screen.getByRole('button', { name: /Placement$/ }), 'Discover Tab Branded Video');
    await waitFor(() => expect(product()?.value).toBe(''));
    await pickIn(user, product()!, 'Oat Crunch');
    await waitFor(() => expect(missingValues()).toEqual([]), { timeout: 20_000 });
    submit().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(created()).toHaveLength(1));
    const oat = w.products['Oat Crunch'];
    expect(created()[0]!.body).toMatchObject({ topicIds: [oat], format: { placement: 'DISCOVER_TAB', promotedProductId: oat } });
  });
});

describe('a post-scan video (spec 2 §4: no product or dates of its own)', () => {
  it('choosing the Post-Scan placement clears the dates typed and hides the date section; the saved video has no date range', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=VIDEO`);
    await screen.findByRole('heading', { name: 'Video settings' });
    await retype(user, textbox(/^Name/), 'Thanks video');
    await retype(user, textbox(/^Video URL/), 'https://video.example/thanks.mp4');
    await typeDate(user, 'Start Date', pacificDay(3));
    await choose(user, screen.getByRole('button', { name: /Placement$/ }), 'Post-Scan');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Start Date Month$/ })).toBeNull());
    await waitFor(() => expect(missingValues()).toEqual([]));
    submit().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(created()).toHaveLength(1));
    const body = created()[0]!.body as { format: Record<string, unknown>; constraints: { '@type': string }[] };
    expect(body.format).toMatchObject({ placement: 'POST_SCAN', promotedProductId: null });
    expect(body.constraints.map((c) => c['@type'])).not.toContain('DateRangeConstraint');
  });

  it('a stored one still holding dates (written before the rule) opens without its date section, nothing missing, and saves as it was', { timeout: 60_000 }, async () => {
    const range = { '@type': 'DateRangeConstraint', startTimestamp: day(1), endTimestamp: day(20) };
    const w = await seedAdWorld(gw);
    const video = await seedAd(gw, w, adBody(w, 'VIDEO', 'Thanks video', {
      awards: {}, constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }],
      format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/thanks.mp4', legacy: { bannerPriority: '2026-01-01' } },
    }));
    // the dates are older than the rule: written past the gateway, which refuses them now
    await storeAdFields(gw, video.id, { constraints: [range, { '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }] });
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${video.id}`);
    await screen.findByRole('heading', { name: 'Video settings' });
    expect(screen.queryByRole('button', { name: /Start Date Month$/ })).toBeNull();
    await retype(user, textbox(/^Name/), 'Thanks for scanning');
    await waitFor(() => expect(missingValues()).toEqual([]));
    submit().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(updated()).toHaveLength(1));
    expect(updated()[0]!.body).toMatchObject({ name: 'Thanks for scanning', constraints: expect.arrayContaining([expect.objectContaining({ '@type': 'DateRangeConstraint' })]) });
  });
});

describe('priority defaults (spec 2 §9: banner zzz, bundle abc)', () => {
  it.each([
    ['BANNER', 'Banner settings', 'zzz'],
    ['SCAN_MISSION', 'Scan Mission settings', 'abc'],
  ])('a new %s starts with its default priority', { timeout: 60_000 }, async (type, heading, priority) => {
    const w = await seedAdWorld(gw);
    renderApp(`${w.setUrl}/ads/new?type=${type}`);
    await screen.findByRole('heading', { name: heading });
    expect(textbox(/^Priority/).value).toBe(priority);
  });

  it('a banner whose priority is cleared says it is required (spec 2 §5), rather than saving the default in its place', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=BANNER`);
    await screen.findByRole('heading', { name: 'Banner settings' });
    await waitFor(() => expect(missingValues()).not.toContain(AD_TEXT.priorityRequired));
    await user.clear(textbox(/^Priority/));
    await waitFor(() => expect(missingValues()).toContain(AD_TEXT.priorityRequired));
    expect(submit().hasAttribute('disabled')).toBe(true);
  });
});
