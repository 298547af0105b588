import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useDebounced } from './use-debounced';

/** spec 1 §5: the form summary banner, verbatim. */
export const MISSING_VALUES_TITLE = 'Missing values';
export const MISSING_VALUES_TEXT = 'Before you can submit this form, please resolve all errors:';

/** How long typing must pause before the summary is spoken. */
export const SPEAK_AFTER_MS = 1000;

interface Rule {
  rule: string;
  ok: boolean;
  /** the field the rule is about: its control is found by name (`name="format.legacy.subtitle"`) or `data-field` */
  field?: string;
  /** the field's own message, where `rule` words it otherwise (already naming the field) */
  message?: string;
}

interface FieldTarget {
  id: string;
  label: string;
}

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"]), [tabindex="-1"]';

/** The labels of a control that has them (the labelable elements a field's control may be). */
const labelsOf = (element: HTMLElement) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || element instanceof HTMLButtonElement ? element.labels : undefined;

/** The control of a field on the page and the text of its label, or undefined when the page shows none. */
function targetOf(field: string): { element: HTMLElement; label: string } | undefined {
  const holder = document.querySelector<HTMLElement>(`[data-field=${quoted(field)}]`);
  let element = holder?.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
  if (!element) {
    const named = [...document.querySelectorAll<HTMLElement>(`[name=${quoted(field)}]`)];
    // a select's hidden native twin is not what the user works: its visible trigger is
    element = named.find((el) => el.tagName !== 'SELECT' && !el.hidden && !(el instanceof HTMLInputElement && el.type === 'hidden'));
    if (!element && named[0]) element = named[0].closest('.field, .select-field')?.querySelector<HTMLElement>('button') ?? undefined;
  }
  if (!element) return undefined;
  const labelledBy = (holder ?? element).getAttribute('aria-labelledby')?.split(' ')[0];
  const labelText =
    labelsOf(element)?.[0]?.textContent ??
    (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
    element.closest('.field, fieldset')?.querySelector('label, .field-label, legend')?.textContent ??
    '';
  return { element, label: labelText.replace(/[\s*]+$/, '').trim() };
}

/** The schema's messages that say what is wrong but not where ('Must be a whole number', 'Is required'). */
const BARE = /^(Must |Is required|Add at least|At most |Invalid )/;

/** A bare message is named by its field's label ('Max price in cents: Must be a whole number'). */
const lineOf = (rule: string, label: string | undefined) => (label && BARE.test(rule) ? `${label}: ${rule}` : rule);

/** A rule whose line is its bare message ('Must be a whole number') takes its field's label. */
const linesOf = (unmet: readonly Rule[], targets: Record<string, FieldTarget>, named: boolean) =>
  unmet.map((r) => ({ ...r, line: named && (r.message ?? r.rule) === r.rule ? lineOf(r.rule, r.field ? targets[r.field]?.label : undefined) : r.rule }));
const saidOf = (unmet: readonly Rule[], targets: Record<string, FieldTarget>, named: boolean) =>
  linesOf(unmet, targets, named)
    .map((l) => l.line)
    .join('; ');

/**
 * Lists the unmet rules of a form; renders nothing when every rule passes. With `nameFields`, a line
 * whose field is on the page is a link that moves focus to it, and a bare message is named by the
 * field's label ('Max price in cents: Must be a whole number'). The banner is no alert:
 * a polite live region speaks the summary once typing pauses, never on load.
 */
export function MissingValuesBanner({ rules, nameFields = false }: { rules: readonly Rule[]; /** lines link to their fields and name them by label */ nameFields?: boolean }) {
  // one line per rule, though several fields may fail it (two empty quiz answers)
  const unmet = [...new Map(rules.filter((r) => !r.ok).map((r) => [r.rule, r])).values()];
  const [targets, setTargets] = useState<Record<string, FieldTarget>>({});
  const onLoad = useRef<string>(undefined);
  // the fields' controls are rendered after the banner: read them once the page is there
  useLayoutEffect(() => {
    const next: Record<string, FieldTarget> = {};
    for (const { field } of unmet) {
      const target = field ? targetOf(field) : undefined;
      if (field && target) next[field] = { id: target.element.id, label: target.label };
    }
    setTargets((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
    // what the page showed on load, its labels read, is not spoken: only what typing changed
    onLoad.current ??= saidOf(unmet, next, nameFields);
  });
  const lines = linesOf(unmet, targets, nameFields);
  const said = saidOf(unmet, targets, nameFields);
  const settled = useDebounced(said, SPEAK_AFTER_MS);
  const spoken = settled && onLoad.current !== undefined && settled !== onLoad.current ? `${MISSING_VALUES_TITLE}: ${settled}` : '';
  if (unmet.length === 0) return null;
  const focusField = (field: string) => (e: MouseEvent) => {
    e.preventDefault();
    targetOf(field)?.element.focus();
  };
  return (
    <section aria-labelledby="missing-values-title" className="inline-banner inline-banner-error missing-values">
      <h2 id="missing-values-title" className="inline-banner-title">{MISSING_VALUES_TITLE}</h2>
      <p>{MISSING_VALUES_TEXT}</p>
      <ul>
        {lines.map(({ rule, field, line }) => (
          <li key={rule}>
            {nameFields && field && targets[field] ? (
              <a href={targets[field].id ? `#${targets[field].id}` : '#'} onClick={focusField(field)}>
                {line}
              </a>
            ) : (
              line
            )}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </section>
  );
}
