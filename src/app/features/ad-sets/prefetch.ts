import type { QueryClient } from '@tanstack/react-query';
import { adSetQuery } from '#app/api/ad-set';
import { prefetchCampaignForm } from '#app/api/campaign-reads';

/** The ad set form's reads, started by its routes' loaders: the campaign, the ad set when editing, and the ontology. */
export const prefetchAdSetForm = (queryClient: QueryClient, campaignId: string, adSetId?: string) =>
  prefetchCampaignForm(queryClient, campaignId, adSetId ? (version) => adSetQuery(version, campaignId, adSetId) : undefined);
