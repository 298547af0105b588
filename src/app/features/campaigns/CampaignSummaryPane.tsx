import { Link } from '@tanstack/react-router';
import { type CampaignDocument } from '#app/api/campaign';
import { formatDate } from '#app/ui/format';
import { SummaryFields } from '#app/ui/SummaryFields';
import { campaignStatus, STATUS_LABELS } from './columns';
import { campaignLink } from '#app/api/links';

/** The campaign's status badge (date status, spec 2 §4). */
export function CampaignStatusBadge({ campaign }: { campaign: CampaignDocument }) {
  const status = campaignStatus(campaign);
  return <span className={`badge badge-${status}`}>{STATUS_LABELS[status]}</span>;
}

/** The campaign summary's fields (spec 1 'Campaign summary'), shared by this pane and the summary page. */
export function CampaignSummaryFields({ campaign }: { campaign: CampaignDocument }) {
  const fields: [string, string][] = [
    ['Account manager', campaign.accountManager],
    ['Campaign manager', campaign.campaignManager],
    ['Ops associate', campaign.opsAssociate ?? ''],
    ['Description', campaign.description ?? ''],
    ['Created', formatDate(campaign.created)],
    ['Start', formatDate(campaign.startDate)],
    ['End', formatDate(campaign.endDate)],
    ['Category', campaign.category],
  ];
  return <SummaryFields fields={fields.map(([label, value]) => [label, value || '—'])} />;
}

/** The selected campaign at a glance, with the fields of the campaign summary (spec 1). */
export function CampaignSummaryPane({ campaign }: { campaign: CampaignDocument }) {
  return (
    <div className="summary-pane">
      <h2>{campaign.campaignName}</h2>
      <CampaignStatusBadge campaign={campaign} />
      <CampaignSummaryFields campaign={campaign} />
      <Link {...campaignLink(campaign.id)} className="button">
        Open campaign summary
      </Link>
    </div>
  );
}
