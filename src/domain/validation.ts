import * as v from 'valibot';
import './valibot-messages';
import { mapNonEmpty } from './lists';

/**
 * The gateway's summary of a refused body (`errorMsg` 'Invalid request. chain.name: …'): the portal
 * then reads the answer's `errors[]` in words instead, since this summary names fields by body path.
 */
export const INVALID_REQUEST = 'Invalid request';

export interface FieldError {
  fieldName: string;
  message: string;
}

/** Dot path of a valibot issue, e.g. "orderLineItems.0.pricingModel.amount". */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/** valibot words a missing key as 'Invalid key: Expected "x" but received undefined'. */
const MISSING_KEY = /^Invalid key: Expected .* but received undefined$/;

const toFieldError = (issue: v.BaseIssue<unknown>): FieldError => ({
  fieldName: issuePath(issue) || '(body)',
  message: MISSING_KEY.test(issue.message) ? 'Is required' : issue.message,
});

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map(toFieldError);
}

/** Validates and returns the typed output, or the field errors. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown):
  | { ok: true; value: v.InferOutput<S> }
  | { ok: false; errors: [FieldError, ...FieldError[]] } {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: mapNonEmpty(result.issues, toFieldError) };
}

/** valibot path items for a custom issue on a nested key, so the answer's fieldName names that field. */
export function pathItems(root: unknown, keys: readonly string[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items = [];
  let input = root as Record<string, unknown>;
  for (const key of keys) {
    const value = input?.[key];
    items.push({ type: 'object' as const, origin: 'value' as const, input, key, value });
    input = value as Record<string, unknown>;
  }
  return items as unknown as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/**
 * Whether no issue lies on any of `paths` (keys from the root; '$' stands for any item of a list),
 * nor above one: the parts a rule reads parse, so the rule can run although others do not. The
 * same test as valibot's partialCheck, for rules that report on paths of their own.
 */
export function untouchedBy(issues: readonly v.BaseIssue<unknown>[], paths: readonly (readonly string[])[]): boolean {
  return paths.every((path) =>
    issues.every((issue) =>
      (issue.path ?? []).slice(0, path.length).some((item, i) => path[i] !== String(item.key) && !(path[i] === '$' && item.type === 'array')),
    ),
  );
}
