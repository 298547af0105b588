import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { AdType } from '#domain/catalogs/ad-types';
import { adQuery } from '#app/api/ad';
import { adSetQuery, campaignAdSetsQuery } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { orderQuery } from '#app/api/order';
import { topicCountQuery, topicQuery } from '#app/api/topic';
import { zonedOf } from '#app/ui/date-time';
import { LoadFailure } from '#app/ui/LoadFailure';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { failureDetail } from '#app/api/errors';
import { adTypeAvailability, orderLinkOf } from '#domain/ad/rules';
import { adDraftOf, newAdDraft, withOrderLink } from '#app/kit/ads/ad-draft';
import { AdForm } from './AdForm';
import { namingTopicId } from './ad-title';
import { AdTypePicker } from './AdTypePicker';
import { ordersAsViews, type AdScope } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';
import { adSetListLink } from '#app/api/links';

/**
 * The ad form's page (spec 2 'Ad form'): create mode without an ad id (the ad-type picker first,
 * its choice kept in the URL), edit mode with one. It reads the campaign, the ad set, each of the
 * campaign's insertion orders (spec 2 §7 'Read order per id'), how many topics of each kind the
 * campaign has (its pickers find them by name), the ad and the topic its title names it by.
 */
export function AdFormPage({ campaignId, adSetId, adId, type, changelog }: { campaignId: string; adSetId: string; adId?: string; type?: AdType; changelog?: ReactNode }) {
  const navigate = useNavigate({ from: '/campaigns/$campaignId/adsets/$adSetId/ads/new' });
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  const campaign = useQuery(campaignQuery(version, campaignId));
  const adSet = useQuery(adSetQuery(version, campaignId, adSetId));
  const ad = useQuery({ ...adQuery(version, campaignId, adSetId, adId ?? ''), enabled: Boolean(adId) });
  const productCount = useQuery(topicCountQuery(version, campaignId, 'PromotedProduct'));
  const categoryCount = useQuery(topicCountQuery(version, campaignId, 'PromotedCategory'));
  // the topic the stored ad is named by (its title); one deleted since leaves the ad its own name
  const namingId = ad.data && namingTopicId(ad.data);
  const namingTopic = useQuery({ ...topicQuery(version, campaignId, namingId ?? ''), enabled: Boolean(namingId), retry: false });
  const namingSettled = !namingId || !namingTopic.isPending;
  const adSets = useQuery(campaignAdSetsQuery(version, campaignId));
  const orderIds = campaign.data?.insertionOrderIds ?? [];
  const orders = useQueries({ queries: orderIds.map((id) => orderQuery(id)) });
  const ordersError = orders.find((o) => o.error)?.error;

  // The first failed read, worded as spec 2 §8 words it; the campaign's topics and ads count as the campaign's.
  // A missing ad set is named as the ad set, so the notice does not blame an ad that was never read.
  const failures: [unknown, (detail: string) => string][] = [
    [campaign.error ?? productCount.error ?? categoryCount.error ?? adSets.error, AD_TEXT.campaignFailed],
    [adSet.error, AD_TEXT.adSetFailed],
    [adId ? ad.error : null, AD_TEXT.adFailed],
    [ordersError, AD_TEXT.ordersFailed],
  ];
  const [error, words] = failures.find(([e]) => e) ?? [];
  const failure = error && words ? words(failureDetail(error)) : undefined;
  useEffect(() => {
    if (error) reportFailure(error, { silent: true });
  }, [error]);

  const scope = useMemo<AdScope | undefined>(
    () => {
      const orderDocs = orders.flatMap((o) => (o.data ? [o.data] : []));
      const ready = orderDocs.length === orders.length && (!adId || (ad.data && namingSettled));
      if (!ready || !campaign.data || !adSet.data || productCount.data === undefined || categoryCount.data === undefined || !adSets.data) return undefined;
      return {
        campaign: campaign.data, adSet: adSet.data, orders: orderDocs, topicCounts: { PromotedProduct: productCount.data, PromotedCategory: categoryCount.data },
        namingTopicName: namingTopic.data?.name, campaignAds: adSets.data.flatMap((s) => s.ads), stored: ad.data, version,
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [adId, namingSettled, campaign.data, adSet.data, productCount.data, categoryCount.data, namingTopic.data, adSets.data, ad.data, version, ...orders.map((o) => o.data)],
  );

  if (failure) return <LoadFailure message={failure} backTo={adSetListLink(campaignId)} backLabel={AD_TEXT.backToAll} />;
  if (!scope) return <LoadingIndicator />;
  // A type the budget has no line item for (a hand-made link) goes back to the picker, which says why.
  const refused = !adId && type && !adTypeAvailability(type, ordersAsViews(scope.orders)).available ? type : undefined;
  // In edit mode the scope waited for the stored ad.
  const initial = adId ? scope.stored && adDraftOf(scope.stored) : type && !refused && newAdWithOrder(scope, type);
  if (!initial) {
    return <AdTypePicker scope={scope} refused={refused} onPick={(picked) => void navigate({ to: '.', search: { type: picked } })} />;
  }
  // A new key per ad (or picked type) starts the form afresh.
  return <AdForm key={adId ?? type} scope={scope} initial={initial} changelog={changelog} />;
}

/** A new ad of the type, tied to the campaign's order and line item when only one matches (spec 2 §4 auto-fill). */
function newAdWithOrder(scope: AdScope, type: AdType) {
  const draft = newAdDraft(type, zonedOf(new Date()).toString().slice(0, 10));
  return withOrderLink(draft, orderLinkOf(draft.ad.format, ordersAsViews(scope.orders), {}));
}
