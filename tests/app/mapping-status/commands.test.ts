import { afterEach, describe, expect, it, vi } from 'vitest';
import createCompany from '#commands/create-company';
import openMappingStatus from '#commands/open-mapping-status';
import resendCampaignEvent from '#commands/resend-campaign-event';
import retryMapping from '#commands/retry-mapping';
import { setMappingInView } from '#app/features/mapping-status/current';
import { commandContext } from '#tests/app/support/command-context';

const ctx = (url: string, version: 'v1' | 'v3' = 'v3') => commandContext(url, { flags: { campaignServiceVersion: version } });

afterEach(() => setMappingInView(undefined));

describe('palette commands of companies and mapping status', () => {
  it('create company goes to the company form', () => {
    const c = ctx('/companies');
    createCompany.run(c, {});
    expect(c.navigated().at(-1)).toBe('/companies/new');
    expect(createCompany.onScreen?.(c)).toBe(true);
  });

  it('open mapping status is offered on a campaign summary with flag v3 only, and opens the popup through the URL', () => {
    expect(openMappingStatus.when?.(ctx('/campaigns/view/9001'))).toBe(true);
    expect(openMappingStatus.when?.(ctx('/campaigns/view/9001', 'v1'))).toBe(false);
    expect(openMappingStatus.when?.(ctx('/campaigns'))).toBe(false);
    const c = ctx('/campaigns/view/9001');
    openMappingStatus.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/view/9001?mapping=open');
  });

  it('retry mapping is offered for the campaign in view with failed or stuck tasks (v3), and retries', () => {
    const retry = vi.fn();
    expect(retryMapping.when?.(ctx('/campaigns/view/9001'))).toBe(false);
    setMappingInView({ campaignId: '9001', retryable: true, retry });
    expect(retryMapping.when?.(ctx('/campaigns/view/9001'))).toBe(true);
    expect(retryMapping.when?.(ctx('/campaigns/view/9001', 'v1'))).toBe(false);
    expect(retryMapping.when?.(ctx('/campaigns/view/77'))).toBe(false);
    retryMapping.run(ctx('/campaigns/view/9001'), {});
    expect(retry).toHaveBeenCalledOnce();
    setMappingInView({ campaignId: '9001', retryable: false, retry });
    expect(retryMapping.when?.(ctx('/campaigns/view/9001'))).toBe(false);
  });
  it("on a campaign's edit page while Submit is red for mapping: open mapping status, retry and resend event are offered", () => {
    const retry = vi.fn();
    for (const command of [openMappingStatus, retryMapping, resendCampaignEvent]) expect(command.when?.(ctx('/campaigns/9001'))).toBe(false);
    // The edit page registers itself while its Submit is red.
    setMappingInView({ campaignId: '9001', retryable: true, retry, redSubmit: true });
    for (const command of [openMappingStatus, retryMapping, resendCampaignEvent]) expect(command.when?.(ctx('/campaigns/9001'))).toBe(true);
    expect(openMappingStatus.when?.(ctx('/campaigns/77'))).toBe(false);
    expect(resendCampaignEvent.when?.({ ...ctx('/campaigns/9001'), roles: ['sk_viewer'] })).toBe(false);
    const c = ctx('/campaigns/9001');
    openMappingStatus.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/9001?mapping=open');
    resendCampaignEvent.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/9001?dialog=resend');
    // A summary's registration does not offer them on the edit page.
    setMappingInView({ campaignId: '9001', retryable: true, retry });
    expect(openMappingStatus.when?.(ctx('/campaigns/9001'))).toBe(false);
  });
});
