import * as v from 'valibot';
import { validate } from '#domain/validation';
import { badRequest, HttpError } from '#server/errors';
import { sanitizeRichTextFields } from '#server/services/rich-text';
import { withoutServerFields } from '#server/repo/server-fields';
import type { AppContext } from './context';

/** The raw text of the request, cached so idempotency can hash what the handler parses. */
export async function rawBody(c: AppContext): Promise<string> {
  const cached = c.get('rawBody');
  if (cached !== undefined) return cached;
  const text = await c.req.text();
  c.set('rawBody', text);
  return text;
}

export async function readJson(c: AppContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const text = await rawBody(c);
  if (text.trim() === '') throw badRequest([{ fieldName: '(body)', message: 'A JSON body is required' }], 'Malformed JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // JSON.parse of a string throws only a SyntaxError
    throw badRequest([{ fieldName: '(body)', message: error instanceof Error ? error.message : String(error) }], 'Malformed JSON');
  }
  const problem = unstorableTextAt(parsed);
  if (problem) throw badRequest([{ fieldName: problem.path || '(body)', message: problem.message }]);
  return sanitizeRichTextFields(parsed);
}

/** The store's text cannot hold a NUL character (U+0000): it is refused, naming where it was, not answered with a 500. */
export const NUL_MESSAGE = 'Must not contain a NUL character (U+0000)';

/** JSON may escape half of a UTF-16 pair (`"\ud800"`); such text is no Unicode and the store refuses it. */
export const UNPAIRED_SURROGATE_MESSAGE = 'Must be valid Unicode text: it holds half of a surrogate pair (e.g. \\ud800)';

/** No document nests this deep; a deeper body (a few bytes per level) is refused rather than walked. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Must not nest lists and objects more than ${MAX_JSON_DEPTH} levels deep`;

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const textProblem = (text: string) =>
  text.includes('\u0000') ? NUL_MESSAGE : UNPAIRED_SURROGATE.test(text) ? UNPAIRED_SURROGATE_MESSAGE : undefined;

/**
 * The first key or string of a parsed body the store cannot keep (a NUL character, half a surrogate
 * pair), or the first list or object nested too deep, with its dotted path ('' for the top level).
 * Walked with a stack of its own: a body of a million brackets cannot exhaust the call stack.
 */
export function unstorableTextAt(root: unknown): { path: string; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value, path, depth } = top;
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path, message };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    const entries = Object.entries(value);
    for (const [key] of entries) {
      const message = textProblem(key);
      if (message) return { path: path ? `${path}.${key}` : key, message };
    }
    // pushed last first, so the first entry is looked at first
    for (const [key, item] of [...entries].reverse()) {
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

export async function readValid<S extends v.GenericSchema>(c: AppContext, schema: S): Promise<v.InferOutput<S>> {
  const input = withoutServerFields(await readJson(c));
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
  }
  const result = validate(schema, input);
  if (!result.ok) throw badRequest(result.errors);
  return result.value;
}
