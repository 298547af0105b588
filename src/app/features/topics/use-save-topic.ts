import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Topic } from '#domain/topic';
import { reportFailure } from '#app/api/client';
import { failureDetail, isStaleWrite, staleCurrent } from '#app/api/errors';
import { flagsQuery } from '#app/api/flags';
import { campaignTopicsQuery, createTopic, topicQuery, updateTopic, type TopicDocument } from '#app/api/topic';
import { dismiss, notify } from '#app/ui/notifications';
import { serverErrorsOf } from './server-errors';
import { TOPIC_TEXT } from './text';

/** A field of the form by its label ('name' reads 'Name'); a deeper path is read in words (api/errors). */
const topicFieldLabel = (fieldName: string) => {
  const label = (TOPIC_TEXT as Record<string, unknown>)[fieldName];
  return typeof label === 'string' ? label : undefined;
};

/** The submission's info message stays up to 30 seconds unless the answer comes first. */
const SUBMITTING_MS = 30_000;

export interface SaveTopicOptions<Doc extends TopicDocument, F extends string, D> {
  /** the body to send of a draft, on the stored version when updating */
  bodyOf: (draft: D, base?: Doc) => Topic;
  /** the form fields the gateway's `errors[]` may name */
  fields: readonly F[];
  /** the spec's message of a refused save, with the gateway's detail */
  failed: (detail: string) => string;
  onSaved: (doc: Doc) => void;
  /** a stale save (412): the version saved since */
  onStale: (current: Doc | undefined) => void;
  onFieldErrors: (errors: Partial<Record<F, string>>) => void;
}

/**
 * A topic form's save, `mutate({ base, draft })` with the stored version when updating (spec 3; an
 * overwrite sends the version a 412 carried and the merged draft): 'Loading...'
 * while it runs; the saved topic goes into the cache and the campaign's topic lists read again; a
 * stale save hands over the version saved since; any other refusal its field errors and the message.
 */
export function useSaveTopic<Doc extends TopicDocument, F extends string, D>(campaignId: string, o: SaveTopicOptions<Doc, F, D>) {
  const queryClient = useQueryClient();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  return useMutation({
    mutationFn: ({ base, draft }: { base?: Doc; draft: D }) => {
      const body = o.bodyOf(draft, base);
      return (base ? updateTopic(version, campaignId, base.id, base.version, body) : createTopic(version, campaignId, body)) as Promise<Doc>;
    },
    onMutate: () => notify({ message: TOPIC_TEXT.submitting, type: 'info', timeout: SUBMITTING_MS }),
    onSettled: (_d, _e, _v, loadingKey) => loadingKey && dismiss(loadingKey),
    onSuccess: (doc) => {
      queryClient.setQueryData(topicQuery(version, campaignId, doc.id).queryKey, doc);
      void queryClient.invalidateQueries({ queryKey: campaignTopicsQuery(version, campaignId).queryKey.slice(0, -1) });
      o.onSaved(doc);
    },
    onError: (error) => {
      if (isStaleWrite(error)) return o.onStale(staleCurrent<Doc>(error));
      o.onFieldErrors(serverErrorsOf(error, o.fields));
      reportFailure(error, { silent: true });
      notify({ message: o.failed(failureDetail(error, topicFieldLabel)), type: 'error' });
    },
  });
}
