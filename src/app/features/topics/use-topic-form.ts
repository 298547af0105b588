import { useQueryClient } from '@tanstack/react-query';
import type { Topic } from '#domain/topic';
import { useFlags } from '#app/api/flags';
import { campaignTopicsQuery, createTopic, getTopic, topicQuery, updateTopic, type TopicDocument } from '#app/api/topic';
import { liveDocument } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';
import { useDocumentForm, type DocumentFormKit } from '#app/kit/crud/use-document-form';
import { serverErrorsOf } from './server-errors';
import { TOPIC_TEXT } from './text';

/** A field of the form by its label ('name' reads 'Name'); a deeper path is read in words (api/errors). */
const TOPIC_TEXTS = new Map<string, unknown>(Object.entries(TOPIC_TEXT));
const topicFieldLabel = (fieldName: string) => {
  const label = TOPIC_TEXTS.get(fieldName);
  return typeof label === 'string' ? label : undefined;
};

type Errors<F extends string> = Partial<Record<F, string>>;

/** What a topic form (retailer category, promoted product) adds to what every topic form shares. */
export type TopicFormKit<Doc extends TopicDocument, Draft, F extends string> = Omit<
  DocumentFormKit<Doc, Draft, Errors<F>>,
  'create' | 'update' | 'remember' | 'fieldErrorsOf' | 'labelOf' | 'report' | 'searchStays'
> & {
  /** the body to send of a draft, on the stored version when updating */
  bodyOf: (draft: Draft, base?: Doc) => Topic;
  /** the form fields the gateway's `errors[]` may name */
  fields: readonly F[];
};

/**
 * A topic form over the form kit (spec 3): 'Loading...' while a save runs; the saved topic goes into
 * the cache and the campaign's topic lists read again; a refusal is reported and its fields named
 * by the form's labels. The form's popups and sub-views live in the URL: a search change is not leaving.
 */
export function useTopicForm<Doc extends TopicDocument, Draft, F extends string>(campaignId: string, kit: TopicFormKit<Doc, Draft, F>) {
  const queryClient = useQueryClient();
  const version = useFlags().campaignServiceVersion;
  const { bodyOf, fields, ...rest } = kit;
  return useDocumentForm<Doc, Draft, Errors<F>>({
    ...rest,
    create: (draft) => createTopic(version, campaignId, bodyOf(draft)) as Promise<Doc>,
    update: (base, draft) => updateTopic(version, campaignId, base.id, base.version, bodyOf(draft, base)) as Promise<Doc>,
    remember: (doc) => void queryClient.setQueryData(topicQuery(version, campaignId, doc.id).queryKey, doc),
    afterSave: (saved, ctx) => {
      void queryClient.invalidateQueries({ queryKey: campaignTopicsQuery(version, campaignId).queryKey.slice(0, -1) });
      kit.afterSave?.(saved, ctx);
    },
    fieldErrorsOf: (error) => serverErrorsOf(error, fields),
    labelOf: topicFieldLabel,
    report: {},
    texts: { ...kit.texts, submitting: TOPIC_TEXT.submitting },
    searchStays: true,
    live: liveDocument(ENTITIES.topic.documentType, (id) => getTopic(version, campaignId, id) as Promise<Doc>),
  });
}
