import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CampaignDocument } from '../../api/campaign';
import { topicListPath } from '../../api/topic';
import { CampaignStepper } from '../../ui/CampaignStepper';
import { TOPIC_TEXT } from './text';

/** The top of a topic form: the campaign's steps, the title beside the route's actions and the way back, then the campaign's name. */
export function TopicFormHeader({ campaign, title, actions }: { campaign: CampaignDocument; title: string; actions?: ReactNode }) {
  return (
    <>
      <CampaignStepper current="topics" campaignId={campaign.id} />
      <div className="list-header">
        <h1>{title}</h1>
        <div className="form-actions">
          {actions}
          <Link to={`${topicListPath(campaign.id)}/` as '/'} className="button">
            {TOPIC_TEXT.backToProducts}
          </Link>
        </div>
      </div>
      <p className="topic-campaign">{campaign.campaignName}</p>
    </>
  );
}
