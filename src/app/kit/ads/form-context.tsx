import { createContext, useContext } from 'react';
import type { OrderView } from '#domain/ad/rules';
import type { CampaignServiceVersion } from '#domain/flags';
import type { AdDocument, AdSetDocument } from '#app/api/ad-set';
import type { CampaignDocument } from '#app/api/campaign';
import type { OrderDocument } from '#app/api/order';
import type { Topic } from '#domain/topic';
import type { DateField, DatePart } from '#app/ui/PacificDateEditor';
import type { AdDraft } from './ad-draft';

/** What the ad form's sections read around the ad: its campaign, ad set, the campaign's orders and how many topics it has. */
export interface AdScope {
  campaign: CampaignDocument;
  adSet: AdSetDocument;
  orders: OrderDocument[];
  /** how many promoted products and retailer categories the campaign has (the pickers find them by name) */
  topicCounts: Record<Topic['@type'], number>;
  /** the name of the topic the stored ad is named by (ad-title.ts namingTopicId) */
  namingTopicName?: string;
  /** every ad of the campaign (its ad sets' ads): links between ads pick from them */
  campaignAds: AdDocument[];
  /** the stored ad when editing */
  stored?: AdDocument;
  version: CampaignServiceVersion;
}

/** The ad form's state as its sections and bound fields use it. */
export interface AdFormState {
  draft: AdDraft;
  scope: AdScope;
  /** the value of the ad at a dot path ('format.legacy.subtitle') */
  valueAt: (path: string) => unknown;
  /** sets the ad's value at a dot path; the field counts as touched */
  setAt: (path: string, value: unknown) => void;
  /** changes the draft as a whole (rules that reset other fields); `touched` names what the user changed */
  update: (change: (draft: AdDraft) => AdDraft, touched: string) => void;
  /** the message to show at a field: a failing rule once the field was touched (or the ad is stored), else the gateway's */
  errorOf: (path: string) => string | undefined;
  /** a date editor's problem as typed (a year past 2050), which the draft cannot show */
  reportDateProblem: (field: DateField, message: string | undefined, part?: DatePart) => void;
  /** the ad was written outside the submit (Delete OTT): later saves build on it, and changes count from it */
  storedChanged: (doc: AdDocument) => void;
}

const AdFormContext = createContext<AdFormState | null>(null);
export const AdFormProvider = AdFormContext.Provider;

export function useAdForm(): AdFormState {
  const state = useContext(AdFormContext);
  if (!state) throw new Error('useAdForm outside the ad form');
  return state;
}

export const ordersAsViews = (orders: readonly OrderDocument[]): OrderView[] =>
  orders.map((o) => ({ id: o.id, orderLineItems: o.orderLineItems.map((li) => ({ id: li.id ?? undefined, orderLineItemType: li.orderLineItemType, pricingModel: li.pricingModel ? { id: li.pricingModel.id ?? undefined } : undefined })) }));
