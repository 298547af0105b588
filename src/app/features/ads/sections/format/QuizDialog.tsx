import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { validateAdAtOnce } from '#domain/ad/ad';
import { newQuizQuestions } from '#domain/ad/format-parts';
import { editedConstraintsOf } from '#domain/constraint';
import { createAd, updateAd, type AdInput } from '#app/api/ad';
import { campaignAdSetsQuery, type AdDocument, type AdSetWithAds } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { failureDetail, gatewayErrorsByField } from '#app/api/errors';
import { InlineBanner } from '#app/ui/InlineBanner';
import { notify } from '#app/ui/notifications';
import { PopupDialog } from '#app/ui/PopupDialog';
import { adBodyOf, adDraftOf, type AdDraft } from '#app/kit/ads/ad-draft';
import { AdText } from '#app/features/ads/AdFields';
import { AdFormProvider, useAdForm, type AdFormState } from '#app/kit/ads/form-context';
import { getAt, setAt } from '#app/features/ads/path';
import { QuizFields } from './QuizFields';

export const QUIZ_DIALOG_TEXT = {
  newTitle: 'New quiz',
  editTitle: 'Edit quiz',
  name: 'Quiz name',
  save: 'Save quiz',
  created: 'Quiz created successfully.',
  updated: 'Quiz updated successfully.',
  failed: (reason: string) => `The quiz was not saved. ${reason}`,
} as const;

/**
 * A new quiz ad beside the lookbook (decision 015): in its ad set, on its insertion order and
 * CAROUSEL line item (spec 2 §9 maps Quiz to CAROUSEL), starting with one question of two answers.
 */
function newQuizDraft(lookbook: AdInput): AdDraft {
  const ad: AdInput = {
    name: '', description: '', enabled: true, topicIds: [], constraints: [], awards: {}, impressionUrls: [], engagementUrls: [],
    insertionOrderId: lookbook.insertionOrderId, orderLineItemId: lookbook.orderLineItemId, pricingModelId: lookbook.pricingModelId,
    format: { '@type': 'QuizFormat', questions: newQuizQuestions() },
  };
  return { ad, ...editedConstraintsOf([]) };
}

/** The campaign's ads with the saved quiz in its ad set, so the linked quiz select names it at once. */
const withQuiz = (sets: AdSetWithAds[] | undefined, doc: AdDocument) =>
  sets?.map((s) => (s.adSet.id === doc.adSetId ? { ...s, ads: s.ads.some((a) => a.id === doc.id) ? s.ads.map((a) => (a.id === doc.id ? doc : a)) : [...s.ads, doc] } : s));

/**
 * The lookbook's quiz editor (spec 2 'Quiz form' in a popup): its name and questions with the
 * quiz's rules (the schema's, as the gateway's); Save creates or updates the quiz ad and links it.
 */
export function QuizDialog({ quiz, onClose }: { quiz?: AdDocument; onClose: () => void }) {
  const lookbook = useAdForm();
  const { campaign, adSet, version } = lookbook.scope;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AdDraft>(() => (quiz ? adDraftOf(quiz) : newQuizDraft(lookbook.draft.ad)));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const checked = validateAdAtOnce(adBodyOf(draft));
  const problems = checked.ok ? [] : checked.errors;
  const isTouched = (path: string) => [...touched].some((t) => path === t || path.startsWith(`${t}.`) || t.startsWith(`${path}.`));
  const change = (fn: (d: AdDraft) => AdDraft, path: string) => {
    setDraft(fn);
    setTouched((t) => new Set([...t, path]));
    setServerErrors({});
  };

  const save = useMutation({
    mutationFn: () => (quiz ? updateAd(version, campaign.id, quiz.adSetId, quiz.id, quiz.version, adBodyOf(draft)) : createAd(version, campaign.id, adSet.id, adBodyOf(draft))),
    onSuccess: (doc) => {
      queryClient.setQueryData(campaignAdSetsQuery(version, campaign.id).queryKey, (sets) => withQuiz(sets, doc));
      lookbook.setAt('format.nextAdId', doc.id);
      notify({ message: quiz ? QUIZ_DIALOG_TEXT.updated : QUIZ_DIALOG_TEXT.created, type: 'success' });
      onClose();
    },
    onError: (error) => {
      reportFailure(error, { silent: true });
      setServerErrors(gatewayErrorsByField(error, (f) => f));
    },
  });

  const state: AdFormState = {
    ...lookbook,
    draft,
    scope: { ...lookbook.scope, stored: quiz },
    valueAt: (path) => getAt(draft.ad, path),
    setAt: (path, value) => change((d) => ({ ...d, ad: setAt(d.ad, path, value) }), path),
    update: change,
    errorOf: (path) => (isTouched(path) ? problems.find((p) => p.fieldName === path)?.message : undefined) ?? serverErrors[path],
  };
  return (
    <PopupDialog
      title={quiz ? QUIZ_DIALOG_TEXT.editTitle : QUIZ_DIALOG_TEXT.newTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={QUIZ_DIALOG_TEXT.save}
      onConfirm={() => save.mutate()}
      confirmCloses={false}
      isConfirmDisabled={problems.length > 0 || save.isPending}
      focusContent
    >
      <AdFormProvider value={state}>
        {save.error && <InlineBanner type="error" title={QUIZ_DIALOG_TEXT.failed(failureDetail(save.error))} />}
        <AdText path="name" label={QUIZ_DIALOG_TEXT.name} isRequired />
        <QuizFields />
      </AdFormProvider>
    </PopupDialog>
  );
}
