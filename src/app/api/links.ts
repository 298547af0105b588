import { linkOptions, type LinkOptions, type RegisteredRouter } from '@tanstack/react-router';

/**
 * Where each document's screens are, as typed link options (route id, params, search): links and
 * navigations take these instead of building paths by hand, so a renamed route or param fails the
 * type check. The URLs are those of spec 1 §2, which users share: the routes' paths decide them.
 */

/**
 * What a screen shows, as its route declares it (staticData.screen, router.tsx): the palette's
 * commands decide from it whether they apply. A form for a new document has the kind of the form
 * without the document's id among the params.
 */
export type ScreenKind =
  | 'start'
  | 'campaign-list'
  | 'campaign-summary'
  | 'campaign-form'
  | 'campaign-budget'
  | 'product-list'
  | 'product-form'
  | 'category-form'
  | 'ad-set-list'
  | 'ad-set-form'
  | 'ad-form'
  | 'order-list'
  | 'order-form'
  | 'company-list'
  | 'company-form'
  | 'chain-list'
  | 'chain-form'
  | 'ad-browser';

/** The screen on view, from the matched routes: its kind, the path's params and the screen's search. */
export interface OnScreen {
  kind?: ScreenKind;
  params: Readonly<Partial<Record<'campaignId' | 'adSetId' | 'adId' | 'topicId' | 'orderId' | 'companyId' | 'chainId', string>>>;
  search: Readonly<Record<string, unknown>>;
  /** The rows the user has picked on a list (issue 28 §2 multi-selection), when any are: what bulk commands act on. */
  selection?: ScreenSelection;
}

/** A picked record, as much of it as the bulk commands need: its name, and an ad's format (Enable/Disable, spec 2 §4). */
export interface SelectedRecord {
  id: string;
  name: string;
  format?: { '@type'?: unknown };
}

/** A list's multi-selection: the kind of its records and the records, in the order picked. */
export interface ScreenSelection {
  kind: 'ad' | 'campaign';
  records: readonly SelectedRecord[];
}

/** Any link inside the portal, for components that take one as a prop (built by the functions below). */
export type AppTo = LinkOptions<RegisteredRouter, string, string>;

/** The list screens, with their search (`q`, the search box) when given. */
export const campaignsLink = (search: { q?: string } = {}) => linkOptions({ to: '/campaigns', search });
export const ordersLink = (search: { q?: string } = {}) => linkOptions({ to: '/orders', search });
export const companiesLink = (search: { q?: string } = {}) => linkOptions({ to: '/companies', search });
export const chainsLink = (search: { q?: string } = {}) => linkOptions({ to: '/chains', search });
export const changelogSearchLink = () => linkOptions({ to: '/history' });
export const adBrowserLink = (search: Record<string, string> = {}) => linkOptions({ to: '/adBrowser', search });

/** The screen on view again, with this search in place of its own (a dialog or sub-screen it opens from the URL). */
export const hereWith = (search: Record<string, string>): AppTo => ({ to: '.', search });
/** The campaign summary (a campaign's own page). */
export const campaignLink = (campaignId: string) => linkOptions({ to: '/campaigns/view/$campaignId', params: { campaignId } });
/** The campaign's form (step 1 of the stepper). */
export const campaignEditLink = (campaignId: string) => linkOptions({ to: '/campaigns/$campaignId', params: { campaignId } });
export const newCampaignBudgetLink = () => linkOptions({ to: '/campaigns/new/budget' });
export const newCampaignLink = (orders?: string) => linkOptions({ to: '/campaigns/new', search: orders === undefined ? {} : { orders } });

export const adSetListLink = (campaignId: string, search: { selected?: string; dialog?: 'delete' | 'upload-lookbook' | 'delete-ad' | 'clone-ad'; ad?: string } = {}) =>
  linkOptions({ to: '/campaigns/$campaignId/adsets', params: { campaignId }, search });
export const adSetLink = (campaignId: string, adSetId: string) => linkOptions({ to: '/campaigns/$campaignId/adsets/$adSetId', params: { campaignId, adSetId } });
export const newAdSetLink = (campaignId: string) => linkOptions({ to: '/campaigns/$campaignId/adsets/new', params: { campaignId } });
export const adLink = (campaignId: string, adSetId: string, adId: string) =>
  linkOptions({ to: '/campaigns/$campaignId/adsets/$adSetId/ads/$adId', params: { campaignId, adSetId, adId } });
export const newAdLink = (campaignId: string, adSetId: string) => linkOptions({ to: '/campaigns/$campaignId/adsets/$adSetId/ads/new', params: { campaignId, adSetId } });

export const topicListLink = (campaignId: string, selected?: string) =>
  linkOptions({ to: '/campaigns/$campaignId/topics', params: { campaignId }, search: selected === undefined ? {} : { selected } });
export const productLink = (campaignId: string, topicId: string) => linkOptions({ to: '/campaigns/$campaignId/topics/$topicId', params: { campaignId, topicId } });
export const newProductLink = (campaignId: string) => linkOptions({ to: '/campaigns/$campaignId/topics/new', params: { campaignId } });
export const categoryLink = (campaignId: string, topicId: string) => linkOptions({ to: '/campaigns/$campaignId/categories/$topicId', params: { campaignId, topicId } });
export const newCategoryLink = (campaignId: string) => linkOptions({ to: '/campaigns/$campaignId/categories/new', params: { campaignId } });
/** A topic's own form: the product form or the category form, by its kind. */
export const topicFormLink = (t: { '@type': string; id: string; campaignId: string }): AppTo =>
  t['@type'] === 'PromotedCategory' ? categoryLink(t.campaignId, t.id) : productLink(t.campaignId, t.id);

export const orderLink = (orderId: string) => linkOptions({ to: '/orders/$orderId', params: { orderId } });
export const newOrderLink = () => linkOptions({ to: '/orders/new' });
export const companyLink = (companyId: string) => linkOptions({ to: '/companies/$companyId', params: { companyId } });
export const newCompanyLink = () => linkOptions({ to: '/companies/new' });
export const chainLink = (chainId: string) => linkOptions({ to: '/chains/$chainId', params: { chainId } });
export const newChainLink = () => linkOptions({ to: '/chains/new' });

/** Change logs (spec 1 §2): under the document's campaign when it has one, else /history/{id}. */
export const historyLinks = {
  campaign: (campaignId: string) => linkOptions({ to: '/history/campaigns/$campaignId', params: { campaignId } }),
  adSet: (campaignId: string, adSetId: string) => linkOptions({ to: '/history/campaigns/$campaignId/adsets/$adSetId', params: { campaignId, adSetId } }),
  ad: (campaignId: string, adSetId: string, adId: string) =>
    linkOptions({ to: '/history/campaigns/$campaignId/adsets/$adSetId/ads/$adId', params: { campaignId, adSetId, adId } }),
  topic: (campaignId: string, topicId: string) => linkOptions({ to: '/history/campaigns/$campaignId/topics/$topicId', params: { campaignId, topicId } }),
  document: (id: string) => linkOptions({ to: '/history/$id', params: { id } }),
};
