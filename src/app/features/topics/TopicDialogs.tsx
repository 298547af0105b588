import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignServiceVersion } from '#domain/flags';
import { cloneTopic, type Topic } from '#domain/topic';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { allTopics, campaignTopicsQuery, createTopic, deleteTopic, topicQuery, type TopicDocument } from '#app/api/topic';
import { notify } from '#app/ui/notifications';
import { ConfirmDeleteDialog } from '#app/ui/ConfirmDeleteDialog';
import { PopupDialog } from '#app/ui/PopupDialog';
import { TOPIC_TEXT } from './text';

/** Every list, page and count of the campaign's topics (both kinds) reads again. */
const topicsKey = (version: CampaignServiceVersion, campaignId: string) => campaignTopicsQuery(version, campaignId).queryKey.slice(0, -1);

interface DialogProps {
  version: CampaignServiceVersion;
  topic: TopicDocument | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Clone (spec 3 'Promoted products list'): the copy is created in the same campaign; when a
 * promoted product of that name exists (it does: the source), the copy is described 'Duplicate (n)'
 * with the first n no same-named product uses. The copy is then selected.
 */
export function CloneTopicDialog({ version, topic, isOpen, onOpenChange, onCloned }: DialogProps & { onCloned: (copy: TopicDocument) => void }) {
  const queryClient = useQueryClient();
  const clone = useMutation({
    mutationFn: async (source: TopicDocument) => {
      const existing = await allTopics(version, source.campaignId, source['@type']);
      const { campaignId: _c, ...copy } = cloneTopic(source, existing);
      return createTopic(version, source.campaignId, copy as Topic);
    },
    onSuccess: (copy) => {
      queryClient.setQueryData(topicQuery(version, copy.campaignId, copy.id).queryKey, copy);
      notify({ message: TOPIC_TEXT.productCreated, type: 'success' });
      onCloned(copy);
    },
    onError: (error) => {
      reportFailure(error, { silent: true });
      notify({ message: TOPIC_TEXT.createProductFailed(failureDetail(error)), type: 'error' });
    },
    onSettled: (_d, _e, source) => queryClient.invalidateQueries({ queryKey: topicsKey(version, source.campaignId) }),
  });
  if (!topic) return null;
  return (
    <PopupDialog
      title={TOPIC_TEXT.cloneTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel={TOPIC_TEXT.confirmClone}
      onConfirm={() => clone.mutate(topic)}
    >
      <p>{TOPIC_TEXT.cloneBody(topic.name)}</p>
    </PopupDialog>
  );
}

/**
 * Delete with If-Match: 'Promoted Product/Company successfully deleted.' (spec 3 §8) and the lists
 * read again; a failure (e.g. someone saved it since it was read, 412) shows the gateway's message.
 */
export function DeleteTopicDialog({ version, topic, isOpen, onOpenChange, onDeleted }: DialogProps & { onDeleted: (deleted: TopicDocument) => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (t: TopicDocument) => deleteTopic(version, t.campaignId, t.id, t.version),
    onSuccess: (_d, t) => {
      notify({ message: TOPIC_TEXT.deleted, type: 'success' });
      queryClient.removeQueries({ queryKey: topicQuery(version, t.campaignId, t.id).queryKey });
      onDeleted(t);
    },
    onError: (error) => reportFailure(error),
    onSettled: (_d, _e, t) => queryClient.invalidateQueries({ queryKey: topicsKey(version, t.campaignId) }),
  });
  if (!topic) return null;
  return (
    <ConfirmDeleteDialog
      title={TOPIC_TEXT.deleteTitle(topic['@type'] === 'PromotedCategory')}
      body={TOPIC_TEXT.deleteBody(topic.name)}
      confirmLabel={TOPIC_TEXT.confirmDelete}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={() => remove.mutate(topic)}
    />
  );
}
