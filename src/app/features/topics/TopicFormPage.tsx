import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { campaignQuery, type CampaignDocument } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { useFlags } from '#app/api/flags';
import { topicQuery, type TopicDocument } from '#app/api/topic';
import { LoadFailure } from '#app/ui/LoadFailure';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { notify } from '#app/ui/notifications';
import { TOPIC_TEXT } from './text';
import { useRecordTitle } from '#app/ui/record-title';
import { topicFormLink, topicListLink } from '#app/api/links';

/**
 * What the product and category forms stand on: the campaign and, when editing, the topic, read
 * by id. A topic that cannot be read shows the spec's notification ('There was an issue retrieving
 * the topic.' or '... the Retailer Category.') and a way back. A topic of the other kind (a link
 * that names a category under /topics, as mapping tasks do) goes to its own form.
 */
export function TopicFormPage<K extends TopicDocument['@type']>({ campaignId, topicId, kind, children }: {
  campaignId: string;
  topicId?: string;
  kind: K;
  children: (campaign: CampaignDocument, topic: Extract<TopicDocument, { '@type': K }> | undefined) => ReactNode;
}) {
  const isOfKind = (doc: TopicDocument): doc is Extract<TopicDocument, { '@type': K }> => doc['@type'] === kind;
  const version = useFlags().campaignServiceVersion;
  const campaign = useQuery(campaignQuery(version, campaignId));
  const topic = useQuery({ ...topicQuery(version, campaignId, topicId ?? ''), enabled: Boolean(topicId) });
  useRecordTitle(topicId ? topic.data?.name : undefined);
  const readFailed = kind === 'PromotedCategory' ? TOPIC_TEXT.readCategoryFailed : TOPIC_TEXT.readTopicFailed;
  const topicError = topicId ? topic.error : null;
  const message = campaign.error ? TOPIC_TEXT.campaignFailed(failureDetail(campaign.error)) : topicError ? readFailed(failureDetail(topicError)) : undefined;

  useEffect(() => {
    if (!message) return;
    reportFailure(campaign.error ?? topicError, { silent: true });
    notify({ message, type: 'error' });
  }, [message]);

  if (message) return <LoadFailure message={message} backTo={topicListLink(campaignId)} backLabel={TOPIC_TEXT.backToProducts} />;
  // Without an error (shown above), a campaign still without data is still being read.
  if (!campaign.data || (topicId && topic.isPending)) return <LoadingIndicator />;
  const shown = topicId ? topic.data : undefined;
  if (shown && !isOfKind(shown)) return <Navigate {...topicFormLink(shown)} replace />;
  return <>{children(campaign.data, shown)}</>;
}
