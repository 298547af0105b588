import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AD_EDIT_ROUTE, adQuery, type BrowserAd } from '../../api/ad-browser';
import { adPath, adSetQuery } from '../../api/ad-set';
import { campaignPath, campaignQuery } from '../../api/campaign';
import { reportFailure } from '../../api/client';
import { flagsQuery } from '../../api/flags';
import { dismiss, notify } from '../../ui/notifications';
import { useRouteExists } from '../../ui/route-exists';
import { AD_BROWSER_TEXT } from './text';

type AdPlace = Pick<BrowserAd, 'id' | 'campaignId' | 'adSetId'>;

/**
 * Where an ad of the list leads: its edit page (spec 3 'Ad browser') once that screen exists; until
 * then its campaign's summary, which lists it.
 */
export function useAdTarget(): (ad: AdPlace) => string {
  const routeExists = useRouteExists();
  return (ad) => (routeExists(AD_EDIT_ROUTE) ? adPath(ad.campaignId, ad.adSetId, ad.id) : campaignPath(ad.campaignId));
}

/**
 * Opening an ad (spec 3 'Ad browser'): 'Redirecting, please wait...', the ad looked up, its
 * campaign and ad set fetched (the edit page needs both, so a missing one is said here), then the
 * ad's page. A failure shows the gateway's message and stays on the list.
 */
export function useOpenAd(): (id: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useAdTarget();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  return async (id) => {
    const waiting = notify({ message: AD_BROWSER_TEXT.redirecting, type: 'info', timeout: 0 });
    try {
      // Looked up afresh: the preview's copy may be older than a move or a delete.
      const ad = await queryClient.fetchQuery({ ...adQuery(id), staleTime: 0 });
      await Promise.all([
        queryClient.fetchQuery(campaignQuery(version, ad.campaignId)),
        queryClient.fetchQuery(adSetQuery(version, ad.campaignId, ad.adSetId)),
      ]);
      await navigate({ to: target(ad) as '/' });
    } catch (error) {
      reportFailure(error);
    } finally {
      dismiss(waiting);
    }
  };
}
