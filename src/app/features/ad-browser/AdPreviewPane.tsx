import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { chainIdsOf, locationIdsOf } from '#domain/constraint';
import { adQuery, type BrowserAd } from '#app/api/ad-browser';
import { adSetQuery } from '#app/api/ad-set';
import { SummaryFields } from '#app/ui/SummaryFields';
import { campaignQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { namesLine, useChainNames } from '#app/kit/chains/chain-names';
import { useShownName } from './columns';
import { datesText, formatText, kickText } from './format';
import { AD_BROWSER_TEXT } from './text';

/** Chains named in the pane; past this many the rest are counted. */
const LISTED_CHAINS = 10;
/** Location ids listed in full; past this many the rest are counted. */
const LISTED_LOCATIONS = 20;

/**
 * The selected ad beside the list: what its row shows (the dates with their time), where it runs,
 * its campaign and ad set by name, and the ways on: the ad's edit page and the campaign summary.
 */
export function AdPreviewPane({ ad }: { ad: BrowserAd }) {
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  const name = useShownName(ad);
  // The whole ad names a bundle's or a product catalog's kind, which the row does not carry.
  const full = useQuery(adQuery(ad.id));
  const campaign = useQuery(campaignQuery(version, ad.campaignId));
  const adSet = useQuery(adSetQuery(version, ad.campaignId, ad.adSetId));
  const dates = datesText(ad, true);
  const fields: [string, React.ReactNode][] = [
    [AD_BROWSER_TEXT.id, ad.id],
    [AD_BROWSER_TEXT.description, ad.description || AD_BROWSER_TEXT.missing],
    [AD_BROWSER_TEXT.format, formatText(full.data?.format ?? ad.format)],
    [AD_BROWSER_TEXT.kickAmount, kickText(ad)],
    [AD_BROWSER_TEXT.startDate, dates.start],
    [AD_BROWSER_TEXT.endDate, dates.end],
    [AD_BROWSER_TEXT.chains, <ChainNames key="chains" ids={chainIdsOf(ad.constraints)} />],
    [AD_BROWSER_TEXT.locationIds, locationsText(ad)],
    [AD_BROWSER_TEXT.campaign, campaign.data?.campaignName ?? ad.campaignId],
    [AD_BROWSER_TEXT.adSet, adSet.data?.name ?? ad.adSetId],
  ];
  return (
    <div className="summary-pane ad-preview">
      <h2>{name}</h2>
      <SummaryFields fields={fields} />
      <div className="form-actions">
        <Link
          to="/campaigns/$campaignId/adsets/$adSetId/ads/$adId"
          params={{ campaignId: ad.campaignId, adSetId: ad.adSetId, adId: ad.id }}
          className="button button-primary"
        >
          {AD_BROWSER_TEXT.editAd}
        </Link>
        <Link to="/campaigns/view/$campaignId" params={{ campaignId: ad.campaignId }} className="button">
          {AD_BROWSER_TEXT.campaignSummary}
        </Link>
      </div>
    </div>
  );
}

function locationsText(ad: BrowserAd): string {
  const { whitelisted } = locationIdsOf(ad.constraints);
  if (whitelisted.length === 0) return AD_BROWSER_TEXT.missing;
  return namesLine(whitelisted, LISTED_LOCATIONS);
}

function ChainNames({ ids }: { ids: string[] }) {
  const names = useChainNames(ids.slice(0, LISTED_CHAINS));
  if (ids.length === 0) return <>{AD_BROWSER_TEXT.missing}</>;
  return <>{namesLine([...names, ...ids.slice(LISTED_CHAINS)], LISTED_CHAINS)}</>;
}
