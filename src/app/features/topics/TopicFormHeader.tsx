import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CampaignDocument } from '#app/api/campaign';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { TOPIC_TEXT } from './text';
import { topicListLink } from '#app/api/links';

/** The top of a topic form: the campaign's steps, the title (focused when a saved topic opens) beside the route's actions and the way back, then the campaign's name. */
export function TopicFormHeader({ campaign, title, isNew, actions }: { campaign: CampaignDocument; title: string; isNew: boolean; actions?: ReactNode }) {
  return (
    <>
      <CampaignStepper current="topics" campaignId={campaign.id} />
      <div className="list-header">
        <ScreenHeading focusOnOpen={!isNew}>{title}</ScreenHeading>
        <div className="form-actions">
          {actions}
          <Link {...topicListLink(campaign.id)} className="button">
            {TOPIC_TEXT.backToProducts}
          </Link>
        </div>
      </div>
      <p className="topic-campaign">{campaign.campaignName}</p>
    </>
  );
}
