import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FetchError } from 'ofetch';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as v from 'valibot';
import { CompanySchema } from '#domain/company';
import { errorText, isStaleWrite, staleCurrent, stripMarkup } from '#app/api/errors';
import { companyPickerSource, companyQuery, createCompanyDocument, updateCompany, type CompanyDocument, type CompanyInput } from '#app/api/company';
import { InlineBanner } from '#app/ui/InlineBanner';
import { useLeavePageGuard } from '#app/ui/LeavePageGuard';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { notify } from '#app/ui/notifications';
import { StaleSaveDialog } from '#app/ui/StaleSaveDialog';
import { useDocumentDraft } from '#app/ui/use-document-draft';
import { useChosenRecords } from '#app/ui/chosen-records';
import { SearchMultiPicker } from '#app/ui/SearchPicker';
import { COMPANY_STALE_TEXT, sameCompanyDraft, splitList, staleCompanyChanges, type CompanyDraft } from './stale';
import { COMPANY_TEXT } from './text';
import '#app/ui/fields.css';
import './companies.css';
import { useFocusAfterRefusal } from '#app/ui/use-focus-after-refusal';
import { useRecordTitle } from '#app/ui/record-title';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { companyLink } from '#app/api/links';

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
  if (!(error instanceof FetchError)) return {};
  const errors = (error.data as { errors?: { fieldName?: string; message?: string }[] } | undefined)?.errors ?? [];
  const out: Record<string, string> = {};
  for (const e of errors) if (e.fieldName && e.message && !out[e.fieldName]) out[e.fieldName] = e.message;
  return out;
}

/** Create ('Create New Company') or edit ('Edit Company: {name}') a company (spec 1 'Company form'). */
export function CompanyForm({ companyId }: { companyId?: string }) {
  const existing = useQuery({ ...companyQuery(companyId ?? ''), enabled: Boolean(companyId) });
  if (companyId && existing.isPending) return <LoadingIndicator />;
  if (companyId && existing.error) {
    return <InlineBanner type="error">{COMPANY_TEXT.readFailed(stripMarkup(errorText((existing.error as FetchError).data, existing.error)))}</InlineBanner>;
  }
  return <CompanyFormBody key={companyId ?? 'new'} current={existing.data} />;
}

function CompanyFormBody({ current }: { current?: CompanyDocument }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // `stored` is the version a save goes against; the query's later answers do not replace the user's edits.
  const { stored, start, draft, setDraft, reloadFrom, setStale, staleMerge, reloadStale, overwriteStale, dismissStale } = useDocumentDraft(
    current,
    draftOf,
    () => (current ? draftOf(current) : EMPTY),
    (doc) => void queryClient.setQueryData(companyQuery(doc.id).queryKey, doc),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusRefusal = useFocusAfterRefusal(formRef);
  // The companies the form names (its choices, where it started, a version saved meanwhile), each read by id.
  const named = [...new Set([draft, start, ...(staleMerge ? [staleMerge.theirs, staleMerge.merged] : [])].flatMap((d) => [...d.childCompanyIds, ...d.representedCompanyIds]))];
  const { nameOf } = useChosenRecords(named, companyQuery);
  const companyName = (id: string) => nameOf(id) ?? id;
  // A company is neither its own child nor its own represented company.
  const itself = useMemo(() => (current ? [current.id] : []), [current]);
  const dirty = !sameCompanyDraft(draft, start);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // The gateway's verdict on a field stands until that field changes.
    if (serverErrors[key]) setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = useMutation({
    // `base`: the stored version the save goes against, `draft` what is saved (the form's; for an
    // overwrite, the version a 412 carried and the merged draft).
    mutationFn: ({ base, draft }: { base?: CompanyDocument; draft: Draft }) =>
      base ? updateCompany(base.id, base.version, toCompanyInput(draft, base)) : createCompanyDocument(toCompanyInput(draft)),
    onSuccess: async (saved, { base }) => {
      queryClient.setQueryData(companyQuery(saved.id).queryKey, saved);
      if (base) reloadFrom(saved);
      // A created company's page follows without the leave question.
      else leaveGuard.allowLeave();
      await queryClient.invalidateQueries({ queryKey: ['companies'], refetchType: 'none' });
      notify({ message: current ? COMPANY_TEXT.updated : COMPANY_TEXT.created, type: 'success' });
      if (!base) void navigate(companyLink(saved.id));
    },
    onError: (error) => {
      const theirs = isStaleWrite(error) ? staleCurrent<CompanyDocument>(error) : undefined;
      if (theirs) {
        setStale(theirs);
        return;
      }
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      focusRefusal();
      const detail = stripMarkup(errorText(error instanceof FetchError ? error.data : undefined, error));
      notify({ message: current ? COMPANY_TEXT.updateFailed(detail) : COMPANY_TEXT.createFailed(detail), type: 'error' });
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    if (nameIssue(draft.name) || urlsIssue(draft.urls) || tagsIssue(draft.tags)) return;
    setServerErrors({});
    save.mutate({ base: stored, draft });
  };

  const leaveGuard = useLeavePageGuard({ dirty, saving: save.isPending, what: 'company' });
  useRecordTitle(stored?.name);

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
        <SearchMultiPicker
          label={COMPANY_TEXT.childCompanies}
          source={companyPickerSource}
          nameOf={nameOf}
          exclude={itself}
          value={draft.childCompanyIds}
          onChange={(ids) => set('childCompanyIds', ids)}
          description="Companies that belong to this one"
        />
        <SearchMultiPicker
          label={COMPANY_TEXT.representedCompanies}
          source={companyPickerSource}
          nameOf={nameOf}
          exclude={itself}
          value={draft.representedCompanyIds}
          onChange={(ids) => set('representedCompanyIds', ids)}
          description="Companies this one represents"
        />
        <div className="form-actions">
          <Button type="submit" className="button button-primary">
            {COMPANY_TEXT.submit}
          </Button>
        </div>
      </Form>

      {leaveGuard.dialog}

      {staleMerge && (
        <StaleSaveDialog
          title={COMPANY_STALE_TEXT.title}
          body={COMPANY_STALE_TEXT.body}
          changes={staleCompanyChanges(staleMerge, companyName)}
          onReload={reloadStale}
          onOverwrite={() => save.mutate(overwriteStale())}
          onCancel={dismissStale}
          isSaving={save.isPending}
        />
      )}
    </div>
  );
}
