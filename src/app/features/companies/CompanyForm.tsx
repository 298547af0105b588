import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FetchError } from 'ofetch';
import { useMemo, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as v from 'valibot';
import { CompanySchema } from '#domain/company';
import { errorText, gatewayFieldErrors, stripMarkup } from '#app/api/errors';
import { companyPickerSource, companyQuery, createCompanyDocument, getCompany, updateCompany, type CompanyDocument, type CompanyInput } from '#app/api/company';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { useChosenRecords } from '#app/ui/chosen-records';
import { SearchMultiPicker } from '#app/ui/SearchPicker';
import { COMPANY_STALE_TEXT, sameCompanyDraft, splitList, staleCompanyChanges, type CompanyDraft } from './stale';
import { COMPANY_TEXT } from './text';
import '#app/ui/fields.css';
import './companies.css';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { companyLink } from '#app/api/links';
import { useDocumentForm } from '#app/kit/crud/use-document-form';
import { liveDocument } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';

/** The form's fields as typed; lists are entered as text (tags comma-separated, URLs one a line). */
type Draft = CompanyDraft;

const EMPTY: Draft = { name: '', tags: '', urls: '', childCompanyIds: [], representedCompanyIds: [] };

const draftOf = (c: CompanyDocument): Draft => ({
  name: c.name,
  tags: (c.tags ?? []).join(', '),
  urls: (c.urls ?? []).join('\n'),
  childCompanyIds: [...(c.childCompanyIds ?? [])],
  representedCompanyIds: [...(c.representedCompanyIds ?? [])],
});

export function toCompanyInput(d: Draft, current?: CompanyDocument): CompanyInput {
  return {
    ...(current ? { externalId: current.externalId } : {}),
    name: d.name.trim(),
    tags: splitList(d.tags, /,/),
    urls: splitList(d.urls, /[\n,]/),
    childCompanyIds: d.childCompanyIds,
    representedCompanyIds: d.representedCompanyIds,
  };
}

/** The first message the domain's rule gives for one field, or undefined when it passes. */
function firstIssue<S extends v.GenericSchema>(schema: S, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

const nameIssue = (name: string) => firstIssue(CompanySchema.entries.name, name);
const urlsIssue = (urls: string) => firstIssue(CompanySchema.entries.urls, splitList(urls, /[\n,]/));
const tagsIssue = (tags: string) => firstIssue(CompanySchema.entries.tags, splitList(tags, /,/));

/** The gateway's field errors (errors[]) by field name, for react-aria's Form validationErrors. */
function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of gatewayFieldErrors(error)) if (e.fieldName && e.message && !out[e.fieldName]) out[e.fieldName] = e.message;
  return out;
}

/** Create ('Create New Company') or edit ('Edit Company: {name}') a company (spec 1 'Company form'). */
export function CompanyForm({ companyId }: { companyId?: string }) {
  const existing = useQuery({ ...companyQuery(companyId ?? ''), enabled: Boolean(companyId) });
  if (companyId && existing.isPending) return <LoadingIndicator />;
  if (companyId && existing.error) {
    return <InlineBanner type="error">{COMPANY_TEXT.readFailed(stripMarkup(errorText(existing.error instanceof FetchError ? existing.error.data : undefined, existing.error)))}</InlineBanner>;
  }
  return <CompanyFormBody key={companyId ?? 'new'} current={existing.data} />;
}

function CompanyFormBody({ current }: { current?: CompanyDocument }) {
  const queryClient = useQueryClient();
  const form = useDocumentForm({
    stored: current,
    draftOf,
    empty: () => EMPTY,
    sameDraft: sameCompanyDraft,
    create: (draft) => createCompanyDocument(toCompanyInput(draft)),
    update: (base, draft) => updateCompany(base.id, base.version, toCompanyInput(draft, base)),
    remember: (doc) => void queryClient.setQueryData(companyQuery(doc.id).queryKey, doc),
    afterSave: () => void queryClient.invalidateQueries({ queryKey: ['companies'], refetchType: 'none' }),
    fieldErrorsOf: serverFieldErrors,
    texts: {
      what: 'company',
      saved: (isNew) => (isNew ? COMPANY_TEXT.created : COMPANY_TEXT.updated),
      failed: (isNew, detail) => (isNew ? COMPANY_TEXT.createFailed(detail) : COMPANY_TEXT.updateFailed(detail)),
      stale: COMPANY_STALE_TEXT,
    },
    staleChanges: (merge) => staleCompanyChanges(merge, companyName),
    links: { record: (doc) => companyLink(doc.id) },
    recordName: (doc) => doc.name,
    live: liveDocument(ENTITIES.company.documentType, getCompany),
  });
  const { stored, start, draft, setDraft, staleMerge, fieldErrors: serverErrors, clearFieldError, setFieldErrors, formRef, save } = form;
  // The companies the form names (its choices, where it started, a version saved meanwhile), each read by id.
  const named = [...new Set([draft, start, ...(staleMerge ? [staleMerge.theirs, staleMerge.merged] : [])].flatMap((d) => [...d.childCompanyIds, ...d.representedCompanyIds]))];
  const { nameOf } = useChosenRecords(named, companyQuery);
  const companyName = (id: string): string => nameOf(id) ?? id;
  // A company is neither its own child nor its own represented company.
  const itself = useMemo(() => (current ? [current.id] : []), [current]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearFieldError(key);
  };
  // The child and the represented companies: both picked from the companies, never this one.
  const relatedCompanies = (key: 'childCompanyIds' | 'representedCompanyIds', label: string, description: string) => (
    <SearchMultiPicker label={label} source={companyPickerSource} nameOf={nameOf} exclude={itself} value={draft[key]} onChange={(ids) => set(key, ids)} description={description} />
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    if (nameIssue(draft.name) || urlsIssue(draft.urls) || tagsIssue(draft.tags)) return;
    setFieldErrors({});
    form.submit();
  };

  const title = stored ? COMPANY_TEXT.editTitle(stored.name) : COMPANY_TEXT.createTitle;
  return (
    <div className="company-form-screen">
      <ScreenHeading focusOnOpen={Boolean(stored)}>{title}</ScreenHeading>
      <Form ref={formRef} className="company-form" onSubmit={onSubmit} validationErrors={serverErrors} validationBehavior="native">
        <TextField
          name="name"
          className="field"
          value={draft.name}
          onChange={(value) => set('name', value)}
          isRequired
          validate={(value) => nameIssue(value) ?? null}
        >
          <Label>{COMPANY_TEXT.name}</Label>
          <Input autoComplete="off" />
          <Text slot="description" className="field-description">At least 3 characters; unique among companies</Text>
          <FieldError className="field-error" />
        </TextField>
        <TextField name="tags" className="field" value={draft.tags} onChange={(value) => set('tags', value)} validate={(value) => tagsIssue(value) ?? null}>
          <Label>{COMPANY_TEXT.tags}</Label>
          <Input autoComplete="off" />
          <Text slot="description" className="field-description">Separate tags with commas</Text>
          <FieldError className="field-error" />
        </TextField>
        <TextField name="urls" className="field" value={draft.urls} onChange={(value) => set('urls', value)} validate={(value) => urlsIssue(value) ?? null}>
          <Label>{COMPANY_TEXT.urls}</Label>
          <TextArea rows={3} />
          <Text slot="description" className="field-description">One URL per line, starting with http:// or https://</Text>
          <FieldError className="field-error" />
        </TextField>
        {relatedCompanies('childCompanyIds', COMPANY_TEXT.childCompanies, 'Companies that belong to this one')}
        {relatedCompanies('representedCompanyIds', COMPANY_TEXT.representedCompanies, 'Companies this one represents')}
        <div className="form-actions">
          <Button type="submit" className="button button-primary">
            {COMPANY_TEXT.submit}
          </Button>
        </div>
      </Form>

      {form.dialogs}
    </div>
  );
}
