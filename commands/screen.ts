import { historyLinks, type AppTo, type OnScreen, type ScreenKind, type ScreenSelection } from '#app/api/links';
import { mayToggleEnabled } from '#domain/bulk-change';
import { isRedSubmitPage } from '#app/features/mapping-status/current';
import { runBulkChange } from '#app/kit/bulk/run';
import type { CommandContext } from './types';

/** The campaign whose screens are on view: its summary, form, budget, products, ad sets and their forms. */
export const campaignOnScreen = (screen: OnScreen): string | undefined => (screen.kind ? screen.params.campaignId : undefined);

export const isScreen = (screen: OnScreen, ...kinds: ScreenKind[]) => screen.kind !== undefined && kinds.includes(screen.kind);

/** A stored ad's form (not the new ad form). */
export const isStoredAdForm = (screen: OnScreen) => screen.kind === 'ad-form' && screen.params.adId !== undefined;

/** A campaign summary, or a campaign's edit page while its Submit is red for mapping. */
export const isCampaignSummaryOrRedSubmit = (screen: OnScreen) =>
  screen.kind === 'campaign-summary' || (screen.kind === 'campaign-form' && isRedSubmitPage(screen.params.campaignId));

/** The ad browser's search when it is on view. */
export const adBrowserOnScreen = (screen: OnScreen) => (screen.kind === 'ad-browser' ? screen.search : undefined);

/** The change log of the stored document a screen shows, if it shows one (spec 1 §2 routes). */
export function changelogOfScreen({ kind, params: p }: OnScreen): AppTo | undefined {
  switch (kind) {
    case 'campaign-summary':
    case 'campaign-form':
    case 'campaign-budget':
    case 'product-list':
    case 'ad-set-list':
      return p.campaignId ? historyLinks.campaign(p.campaignId) : undefined;
    case 'ad-set-form':
      return p.campaignId && p.adSetId ? historyLinks.adSet(p.campaignId, p.adSetId) : undefined;
    case 'ad-form':
      return p.campaignId && p.adSetId && p.adId ? historyLinks.ad(p.campaignId, p.adSetId, p.adId) : undefined;
    case 'product-form':
    case 'category-form':
      return p.campaignId && p.topicId ? historyLinks.topic(p.campaignId, p.topicId) : undefined;
    case 'order-form':
    case 'company-form':
    case 'chain-form': {
      const id = p.orderId ?? p.companyId ?? p.chainId;
      return id ? historyLinks.document(id) : undefined;
    }
    default:
      return undefined;
  }
}

/** The list's multi-selection of records of this kind, when it has one (issue 28 §2). */
export const selectionOf = (screen: OnScreen, kind: ScreenSelection['kind']): ScreenSelection | undefined =>
  screen.selection?.kind === kind && screen.selection.records.length > 0 ? screen.selection : undefined;

/** How many records of the kind are selected (0 without a selection). */
export const selectedCount = (screen: OnScreen, kind: ScreenSelection['kind']) => selectionOf(screen, kind)?.records.length ?? 0;

/** The selected ads all have a format whose enabled flag may be toggled (spec 2 §4): Enable and Disable are offered. */
export const selectedAdsToggleable = (screen: OnScreen) => selectionOf(screen, 'ad')?.records.every((r) => mayToggleEnabled(r.format)) ?? false;

/**
 * A bulk command's run: the records of the kind selected on screen changed in one request (`call`
 * gets their ids), told as `done(count)` with its Undo. The command is offered only with a selection.
 */
export function changeSelected(ctx: CommandContext, kind: ScreenSelection['kind'], call: (ids: string[]) => ReturnType<Parameters<typeof runBulkChange>[2]>, done: (count: number) => string): void {
  const selection = selectionOf(ctx.screen, kind);
  if (!selection) return;
  const ids = selection.records.map((r) => r.id);
  void runBulkChange(ctx.queryClient, selection, () => call(ids), done(ids.length));
}
