import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cloneAd from '#commands/clone-ad';
import deleteAd from '#commands/delete-ad';
import resendAdEvent from '#commands/resend-ad-event';
import { isStoredAdForm } from '#commands/screen';
import { setAdInView } from '#app/features/ads/in-view';
import { notificationQueue } from '#app/ui/notifications';
import { commandContext } from '#tests/app/support/command-context';
import { realGateway } from '#tests/app/support/real-gateway';
import { scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

const AD_FORM = '/campaigns/700/adsets/31/ads/41';
const ctx = (url: string, roles: string[] = []) => commandContext(url, { roles });
const onAdForm = () => setAdInView({ campaignId: '700', adSetId: '31', adId: '41' });
const gw = realGateway();
beforeEach(() => gw.reset());
afterEach(() => setAdInView(undefined));

describe('ad commands', () => {
  it('knows the ad form by its route: a stored ad, not the new-ad picker', () => {
    expect(isStoredAdForm(ctx(AD_FORM).screen)).toBe(true);
    expect(isStoredAdForm(ctx(`${AD_FORM}/`).screen)).toBe(true);
    expect(isStoredAdForm(ctx('/campaigns/700/adsets/31/ads/new').screen)).toBe(false);
    expect(isStoredAdForm(ctx('/campaigns/700/adsets/31').screen)).toBe(false);
  });

  it("'Delete this ad' opens the ad's confirmation on the ad set list", () => {
    const c = ctx(AD_FORM);
    expect(deleteAd.when?.(c)).toBe(false);
    onAdForm();
    expect(deleteAd.when?.(c)).toBe(true);
    expect(deleteAd.when?.(ctx('/campaigns/700/adsets'))).toBe(false);
    deleteAd.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/700/adsets?selected=31&dialog=delete-ad&ad=41');
  });

  it("'Resend event for this ad' only for privileged roles, opening the form's popup", () => {
    onAdForm();
    expect(resendAdEvent.when?.(ctx(AD_FORM, ['sk_account_manager']))).toBe(false);
    const c = ctx(AD_FORM, ['sk_product']);
    expect(resendAdEvent.when?.(c)).toBe(true);
    // spec 2 §6: no roles at all is let through too
    expect(resendAdEvent.when?.(ctx(AD_FORM))).toBe(true);
    expect(resendAdEvent.when?.(ctx('/campaigns/700/adsets', ['sk_product']))).toBe(false);
    resendAdEvent.run(c, {});
    expect(c.navigated().at(-1)).toBe(`${AD_FORM}?dialog=resend`);
  });

  it("'Clone ad…' clones the ad on view at once, first on its form", () => {
    onAdForm();
    const c = ctx(AD_FORM);
    expect(cloneAd.args).toBeUndefined();
    expect(cloneAd.onScreen?.(c)).toBe(true);
    cloneAd.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/700/adsets?selected=31&dialog=clone-ad&ad=41');
  });

  it("'Clone ad…' elsewhere asks for the id, looks the ad up and opens its clone dialog", async () => {
    const w = await seedAdWorld(gw);
    const juice = await seedAd(gw, w, scanAdBody(w, 'Juice scan'));
    const c = ctx('/campaigns');
    expect(cloneAd.when).toBeUndefined();
    expect(cloneAd.onScreen?.(c)).toBe(false);
    expect(cloneAd.args?.map((a) => a.name)).toEqual(['id']);
    cloneAd.run(c, { id: ` ${juice.id} ` });
    await vi.waitFor(() => expect(c.navigated().at(-1)).toBe(`/campaigns/${w.campaignId}/adsets?selected=${w.adSetId}&dialog=clone-ad&ad=${juice.id}`));
    expect(gw.calls.map((call) => call.path)).toEqual([`/ad/v1/ads/${juice.id}`]);

    // not an id: said, nothing asked of the gateway; an unknown one: the gateway's message
    const errors = () => notificationQueue.visibleToasts.map((t) => t.content.message);
    cloneAd.run(c, { id: 'abc' });
    expect(errors()).toContain('Only enter comma separated numbers');
    cloneAd.run(c, { id: '77' });
    await vi.waitFor(() => expect(errors()).toContain('Ad 77 not found'));
    expect(c.navigate).toHaveBeenCalledTimes(1);
  });
});
