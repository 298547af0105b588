import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { adQuery } from '#app/api/ad-browser';
import { adSetQuery } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { dismiss, notify } from '#app/ui/notifications';
import { AD_BROWSER_TEXT } from './text';

/**
 * Opening an ad (spec 3 'Ad browser'): 'Redirecting, please wait...', the ad looked up, its
 * campaign and ad set fetched (the edit page needs both, so a missing one is said here), then the
 * ad's page. A failure shows the gateway's message and stays on the list.
 */
export function useOpenAd(): (id: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  return async (id) => {
    const waiting = notify({ message: AD_BROWSER_TEXT.redirecting, type: 'info', timeout: 0 });
    try {
      // Looked up afresh: the preview's copy may be older than a move or a delete.
      const ad = await queryClient.fetchQuery({ ...adQuery(id), staleTime: 0 });
      await Promise.all([
        queryClient.fetchQuery(campaignQuery(version, ad.campaignId)),
        queryClient.fetchQuery(adSetQuery(version, ad.campaignId, ad.adSetId)),
      ]);
      await navigate({ to: '/campaigns/$campaignId/adsets/$adSetId/ads/$adId', params: { campaignId: ad.campaignId, adSetId: ad.adSetId, adId: ad.id } });
    } catch (error) {
      reportFailure(error);
    } finally {
      dismiss(waiting);
    }
  };
}
