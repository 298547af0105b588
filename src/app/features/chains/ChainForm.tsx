import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { failureDetail, gatewayErrorsByField, isStaleWrite } from '#app/api/errors';
import {
  chainCategoriesQuery, chainQuery, createChain, filterCategoriesQuery, getChain, saveChainCategories, staleChain, updateChain, type ChainDocument,
} from '#app/api/chain';
import { reportFailure } from '#app/api/client';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { notify } from '#app/ui/notifications';
import { staleRowsByField } from '#app/ui/stale-rows';
import { AffiliateSection } from './AffiliateSection';
import { ChainConfigurationSection } from './ChainConfigurationSection';
import { chainProblems, draftKeyOf, draftOf, emptyDraft, inputOf, sameDraft, type ChainDraft } from './chain-draft';
import { ChainImagesSection } from './ChainImagesSection';
import { ChainLocations } from './ChainLocations';
import type { SectionProps } from './fields';
import { KicksSection, LimitsSection, STORY_LIMITS, WALK_IN_LIMITS } from './LimitSections';
import { OnlineStoreSection } from './OnlineStoreSection';
import { CHAIN_FIELD_LABELS, CHAIN_STALE_TEXT, CHAIN_TEXT, chainFieldLabel } from './text';
import { listSearchOf } from '#app/ui/list-screen/remembered-search';
import '#app/ui/fields.css';
import './chains.css';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { chainLink } from '#app/api/links';
import { useDocumentForm } from '#app/kit/crud/use-document-form';
import type { LiveRecord } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';

/** The gateway's `errors[]` by draft key ('chain.online_store_web_url' → 'online_store_web_url'). */
const serverErrorsOf = (error: unknown) => gatewayErrorsByField(error, (fieldName: string) => (fieldName ? draftKeyOf(fieldName) : undefined)) as Record<string, string>;

/** Create ('Create chain: {name}') or edit ('Edit chain: {name}') a chain (spec 3 'Chain form'). */
export function ChainForm({ chainId }: { chainId?: string }) {
  const existing = useQuery({ ...chainQuery(chainId ?? ''), enabled: Boolean(chainId) });
  // The chain's filter categories are read by their own call (spec 3 §7); without them the form
  // starts from those the chain records, after saying so.
  const chosen = useQuery({ ...chainCategoriesQuery(chainId ?? ''), enabled: Boolean(chainId), retry: false });
  useEffect(() => {
    if (!existing.error) return;
    reportFailure(existing.error, { silent: true });
    notify({ message: CHAIN_TEXT.readFailed(failureDetail(existing.error)), type: 'error' });
  }, [existing.error]);
  useEffect(() => {
    if (!chosen.error || existing.error) return;
    reportFailure(chosen.error, { silent: true });
    notify({ message: CHAIN_TEXT.filterCategoriesFailed(failureDetail(chosen.error)), type: 'error' });
  }, [chosen.error]);
  const current = useMemo(
    () => existing.data && chosen.data && { ...existing.data, chain: { ...existing.data.chain, category_ids: chosen.data.map((c) => c.filter_category_id) } },
    [existing.data, chosen.data],
  );
  if (chainId && (existing.isPending || chosen.isPending)) return <LoadingIndicator />;
  if (chainId && existing.error) {
    return (
      <div className="chain-form-screen">
        <Link to="/chains" search={listSearchOf('/chains') as never} className="back-link">{CHAIN_TEXT.back}</Link>
        <InlineBanner type="error" title={CHAIN_TEXT.readFailed(failureDetail(existing.error))} />
      </div>
    );
  }
  return <ChainFormBody key={chainId ?? 'new'} current={current ?? existing.data} />;
}

/** An open chain followed live (issue 28 §3): its id is the chain's chain_id. */
const LIVE_CHAIN: LiveRecord<ChainDocument> = {
  documentType: ENTITIES.chain.documentType,
  idOf: (doc) => doc.chain.chain_id,
  versionOf: (doc) => doc.version,
  read: (id) => getChain(id),
};

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') || '—' : String(value));

/** The chain's save: the chain, then its filter categories by their own call (spec 3 §7). */
async function saveChain(base: ChainDocument | undefined, draft: ChainDraft, queryClient: QueryClient): Promise<ChainSave> {
  const input = inputOf(draft);
  const chosen = input.chain.category_ids ?? [];
  // The chain's save keeps the categories it has: they go by their own call (spec 3 §7).
  const kept = base?.chain.category_ids ?? [];
  const body = { ...input, chain: { ...input.chain, category_ids: kept } };
  const doc = base ? await updateChain(base.chain.chain_id, base.version, { ...body, old_button_ids: base.button_ids }) : await createChain(body);
  if (sameIds(chosen, kept)) return { doc };
  const id = doc.chain.chain_id;
  try {
    queryClient.setQueryData(chainCategoriesQuery(id).queryKey, await saveChainCategories(id, chosen));
  } catch (categoriesError) {
    return { doc, chosen, categoriesError };
  }
  // Saving the categories made a new version of the chain: the form goes on from that one.
  return { doc: await getChain(id) };
}

interface ChainSave {
  doc: ChainDocument;
  /** the categories chosen, when their own call was refused */
  chosen?: number[];
  categoriesError?: unknown;
}

function ChainFormBody({ current }: { current?: ChainDocument }) {
  const isNew = !current;
  const queryClient = useQueryClient();
  const form = useDocumentForm({
    stored: current,
    draftOf,
    empty: emptyDraft,
    sameDraft,
    create: (draft: ChainDraft) => saveChain(undefined, draft, queryClient),
    update: (base, draft) => saveChain(base, draft, queryClient),
    docOf: (saved) => saved.doc,
    remember: (doc) => void queryClient.setQueryData(chainQuery(doc.chain.chain_id).queryKey, doc),
    staleOf: (error) => (isStaleWrite(error) ? staleChain(error) : undefined),
    fieldErrorsOf: serverErrorsOf,
    labelOf: (fieldName) => chainFieldLabel(draftKeyOf(fieldName)),
    report: { context: (isNew) => (isNew ? 'Chain create' : 'Chain update') },
    afterSave: ({ chosen, categoriesError }, { isNew }) => {
      void queryClient.invalidateQueries({ queryKey: ['chains', 'list'] });
      if (!categoriesError) return;
      reportFailure(categoriesError, { silent: true, context: 'Chain filter categories update' });
      const detail = failureDetail(categoriesError);
      notify({ message: CHAIN_TEXT.filterCategoriesUpdateFailed(detail), type: 'error' });
      if (isNew) return;
      // The chain is saved; the categories chosen stay on the form, with the refusal at their field.
      setDraft((d) => ({ ...d, category_ids: chosen ?? [] }));
      setFieldErrors({ category_ids: detail });
    },
    texts: {
      what: 'chain',
      saved: (isNew) => (isNew ? CHAIN_TEXT.created : CHAIN_TEXT.updated),
      failed: (isNew, detail) => (isNew ? CHAIN_TEXT.createFailed(detail) : CHAIN_TEXT.updateFailed(detail)),
      stale: CHAIN_STALE_TEXT,
    },
    staleChanges: (merge) => staleRowsByField(merge, CHAIN_FIELD_LABELS, (_k, v) => show(v)),
    // spec 3 §7: the new chain's id comes back in chain.chain_id; its edit page follows.
    links: { record: (doc) => chainLink(doc.chain.chain_id) },
    recordName: (doc) => doc.chain.name,
    live: LIVE_CHAIN,
  });
  const { stored: baseline, draft, setDraft, fieldErrors: serverErrors, setFieldErrors, clearFieldError, formRef, focusRefusal, save } = form;
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());

  const categories = useQuery(filterCategoriesQuery());
  useEffect(() => {
    if (!categories.error) return;
    reportFailure(categories.error, { silent: true });
    notify({ message: CHAIN_TEXT.filterCategoriesFailed(failureDetail(categories.error)), type: 'error' });
  }, [categories.error]);

  const problems = useMemo(() => chainProblems(draft), [draft]);
  const errorOf = (key: string) => (attempted ? problems[key] : undefined) ?? serverErrors[key];

  // Stable, so the memoised fields re-render only when their own value changes.
  const set = useCallback<SectionProps['set']>((key, value) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearFieldError(key);
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in a field submits too: nothing while a save runs or an image uploads.
    if (busy) return;
    setAttempted(true);
    if (Object.keys(problems).length > 0) {
      focusRefusal();
      return;
    }
    form.submit();
  };

  const onUploadingChange = useCallback(
    (slot: string, busy: boolean) =>
      setUploading((s) => {
        const next = new Set(s);
        if (busy) next.add(slot);
        else next.delete(slot);
        return next;
      }),
    [],
  );

  const section: SectionProps = { draft, set, errorOf };
  // Editing, the form stands on the chain it read (stored): its title names that chain.
  const title = isNew || !baseline ? CHAIN_TEXT.createTitle(draft.name) : CHAIN_TEXT.editTitle(baseline.chain.name);
  const busy = save.isPending || uploading.size > 0 || categories.isLoading;

  return (
    <div className="chain-form-screen">
      <Link to="/chains" search={listSearchOf('/chains') as never} className="back-link">{CHAIN_TEXT.back}</Link>
      <ScreenHeading focusOnOpen={!isNew}>{title}</ScreenHeading>
      {/* A plain form: react-aria's Form hands every field a new context on each render, which would
          re-render all sixty fields per keystroke; each field gets its verdict (client or gateway) itself. */}
      <form ref={formRef} className="chain-form" onSubmit={onSubmit} noValidate>
        <ChainConfigurationSection {...section} isNew={isNew} categories={categories.data ?? []} />
        <LimitsSection {...section} {...WALK_IN_LIMITS} />
        <LimitsSection {...section} {...STORY_LIMITS} />
        {draft.supports_online_store && <OnlineStoreSection {...section} />}
        <ChainImagesSection {...section} onUploadingChange={onUploadingChange} />
        <KicksSection {...section} />
        <AffiliateSection {...section} />
        <div className="form-actions chain-form-actions">
          {/* Disabled while loading or saving (spec 3). While saving only for assistive technology
              (aria-disabled; onSubmit ignores it): a native disabled button would drop the focus of a
              keyboard user who pressed Save to the page's body. Not react-aria's isPending: its
              announcement dangles once a created chain's edit page has replaced the form. */}
          <Button type="submit" className="button button-primary" isDisabled={busy && !save.isPending} aria-disabled={save.isPending || undefined}>{CHAIN_TEXT.save}</Button>
          <Link to="/chains" className="button">{CHAIN_TEXT.cancel}</Link>
        </div>
      </form>
      {baseline && <ChainLocations chainId={baseline.chain.chain_id} />}

      {form.dialogs}
    </div>
  );
}
