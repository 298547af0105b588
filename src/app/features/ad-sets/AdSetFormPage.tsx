import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { adSetQuery } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { LoadFailure } from '#app/ui/LoadFailure';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { AdSetForm } from './AdSetForm';
import { failureDetail } from '#app/api/errors';
import { AD_SET_TEXT } from './text';
import { AD_TEXT } from '#app/kit/ads/text';
import { adSetListLink } from '#app/api/links';

/**
 * The ad set form's page: create mode without an ad set id, edit mode with one (spec 2 §4). It
 * reads the campaign (whose dates bound the ad set's) and, when editing, the ad set.
 */
export function AdSetFormPage({ campaignId, adSetId, changelog }: { campaignId: string; adSetId?: string; changelog?: ReactNode }) {
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  const campaign = useQuery(campaignQuery(version, campaignId));
  const adSet = useQuery({ ...adSetQuery(version, campaignId, adSetId ?? ''), enabled: Boolean(adSetId) });
  const error = campaign.error ?? (adSetId ? adSet.error : null);
  useEffect(() => {
    if (error) reportFailure(error, { silent: true });
  }, [error]);

  if (error) {
    const message = campaign.error ? AD_SET_TEXT.campaignFailed(failureDetail(campaign.error)) : AD_TEXT.adSetFailed(failureDetail(error));
    return <LoadFailure message={message} backTo={adSetListLink(campaignId)} backLabel={AD_SET_TEXT.backToAll} />;
  }
  if (!campaign.data || (adSetId && adSet.isPending)) return <LoadingIndicator />;
  // A new key per ad set starts the form afresh.
  return <AdSetForm key={adSetId ?? 'new'} campaign={campaign.data} adSet={adSetId ? adSet.data : undefined} changelog={changelog} />;
}
