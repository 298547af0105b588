import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TAPOUT_LABELS, tapoutOptionsFor } from '#domain/ad/tapout';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adWrites, seedAdWorld } from '#tests/app/support/seed-ads';
import { choose, missingValues, optionsOf, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The ads the portal created in this test: its POST calls. */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');

const button = (name: string) => screen.getByRole('button', { name });
const disabled = (el: HTMLElement) => el.hasAttribute('disabled');

describe('walk-in format section', () => {
  it('adds levels up to 5 with the next priority and deletes only the last', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=WALK_IN`);
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Store walk-in');
    // A walk-in starts with a single amount, in the award section.
    expect((screen.getByRole('textbox', { name: /^Kicks/ }) as HTMLInputElement).value).toBe('1');
    await waitFor(() => expect(missingValues()).toEqual([]));

    await press(user, screen.getByRole('switch', { name: 'Has Walkin levels' }), ' ');
    const level1 = await screen.findByRole('group', { name: 'Level 1' });
    expect(screen.queryByRole('heading', { name: 'Award' })).toBeNull();
    // Each limit is required unless another limit of the level is set.
    expect(missingValues()).toEqual(['Set at least one limit on this level']);
    await retype(user, within(level1).getByRole('textbox', { name: 'Limit per 7 days' }), '3');
    await waitFor(() => expect(missingValues()).toEqual([]));
    // The only level stays: the award needs one.
    expect(disabled(within(level1).getByRole('button', { name: 'Delete level 1' }))).toBe(true);

    for (let n = 2; n <= 5; n++) {
      await press(user, button('Add level'));
      await screen.findByRole('group', { name: `Level ${n}` });
    }
    expect(disabled(button('Add level'))).toBe(true);
    // Only the last level may be deleted.
    expect([1, 2, 3, 4, 5].map((n) => disabled(button(`Delete level ${n}`)))).toEqual([true, true, true, true, false]);
    await press(user, button('Delete level 5'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Level 5' })).toBeNull());
    expect(disabled(button('Add level'))).toBe(false);
    expect(disabled(button('Delete level 4'))).toBe(false);
    for (const n of [4, 3, 2]) {
      await press(user, button(`Delete level ${n}`));
      await waitFor(() => expect(screen.queryByRole('group', { name: `Level ${n}` })).toBeNull());
    }
    await retype(user, within(level1).getByRole('textbox', { name: /^Kicks/ }), '40');
    await retype(user, within(level1).getByRole('textbox', { name: 'Limit for all time' }), '12');

    // Video Own-The-Trip is an option of Own-The-Trip; with it the store details banner needs colours and its text, the OTT video its video.
    const video = screen.getByRole('checkbox', { name: 'Video Own-The-Trip' });
    expect(disabled(video)).toBe(true);
    await press(user, screen.getByRole('checkbox', { name: 'Own-The-Trip' }), ' ');
    await waitFor(() => expect(disabled(video)).toBe(false));
    await press(user, video, ' ');
    const ottVideo = await screen.findByRole('group', { name: 'OTT Video' });
    expect(within(ottVideo).getByRole('button', { name: 'Upload video' })).toBeTruthy();
    expect(within(ottVideo).getByRole('textbox', { name: /^Video URL/ }).getAttribute('aria-required')).toBe('true');
    expect(missingValues()).toEqual([
      'Primary background, primary text and secondary text colours are required', 'The store details description must be 72 to 112 characters', 'Video URL is required for the OTT video',
    ]);
    await press(user, screen.getByRole('checkbox', { name: 'Own-The-Trip' }), ' ');
    await waitFor(() => expect(missingValues()).toEqual([]));
    expect((video as HTMLInputElement).checked).toBe(false);

    await press(user, button('Submit'));
    await waitFor(() => expect(created()).toHaveLength(1));
    const body = created()[0]!.body as { awards: unknown; format: Record<string, unknown> };
    expect(body.awards).toEqual({
      // the award keeps the order the form filled in
      COMPLETED: { '@type': 'MultiLevelWalkinAward', currency: 'KICKS', insertionOrderId: w.orderId, levels: [{ priority: 1, amount: 40, precision: 0, limits: { '7_DAYS': 3, '30_DAYS': null, '90_DAYS': null, '180_DAYS': null, INF_DAYS: 12 } }] },
    });
    expect(body.format).toMatchObject({ '@type': 'WalkInFormat', isOwnTheTrip: false, tags: [] });
  });

  it('offers the Nearby Tab tapouts and tags a walk-in promotion', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=WALK_IN`);
    await screen.findByRole('heading', { name: 'Walk-In settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Store walk-in');

    // The walk-in's tapout is one of a STORE_LIST placement's; Store Details there needs its chain.
    const tapout = screen.getByRole('button', { name: /Tapout$/ });
    tapout.focus();
    expect(await optionsOf(user)).toEqual(tapoutOptionsFor('STORE_LIST').map((t) => TAPOUT_LABELS[t]));
    await choose(user, tapout, 'Store Details');
    const chain = await screen.findByRole('button', { name: /Chain$/ });
    await waitFor(() => expect(missingValues()).toEqual(['Chain is required for this tapout']));
    expect(disabled(button('Submit'))).toBe(true);
    await choose(user, chain, 'Fresh Mart');

    const promotion = screen.getByRole('checkbox', { name: 'Walk-in promotion' }) as HTMLInputElement;
    expect(promotion.checked).toBe(false);
    await press(user, promotion, ' ');
    await waitFor(() => expect(promotion.checked).toBe(true));

    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, button('Submit'));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect((created()[0]!.body as { format: unknown }).format).toMatchObject({
      '@type': 'WalkInFormat', tapout: { '@type': 'StoreDetailsTapout', chainId: w.chains['Fresh Mart'] }, tags: ['WALKIN_PROMOTION'],
    });
  });
});
