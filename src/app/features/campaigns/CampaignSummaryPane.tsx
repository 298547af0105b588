import { Link } from '@tanstack/react-router';
import { campaignPath, type CampaignDocument } from '../../api/campaign';
import { formatDate } from '../../ui/format';
import { campaignStatus, STATUS_LABELS } from './columns';

/** The selected campaign at a glance, with the fields of the campaign summary (spec 1). */
export function CampaignSummaryPane({ campaign }: { campaign: CampaignDocument }) {
  const status = campaignStatus(campaign);
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
  return (
    <div className="summary-pane">
      <h2>{campaign.campaignName}</h2>
      <span className={`badge badge-${status}`}>{STATUS_LABELS[status]}</span>
      <dl className="summary-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <Link to={campaignPath(campaign.id) as '/'} className="button">
        Open campaign summary
      </Link>
    </div>
  );
}
