import type { Context } from 'hono';
import * as v from 'valibot';
import { validate } from '../../domain/validation';
import { badRequest, HttpError } from './errors';

/** The raw text of the request, cached so idempotency can hash what the handler parses. */
export async function rawBody(c: Context): Promise<string> {
  const cached = c.get('rawBody' as never) as string | undefined;
  if (cached !== undefined) return cached;
  const text = await c.req.text();
  c.set('rawBody' as never, text as never);
  return text;
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const text = await rawBody(c);
  if (text.trim() === '') throw badRequest([{ fieldName: '(body)', message: 'A JSON body is required' }], 'Malformed JSON');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest([{ fieldName: '(body)', message: (error as Error).message }], 'Malformed JSON');
  }
}

/** Strips the fields the server owns: a GET answer can be PUT back as it is. */
export function withoutServerFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { id: _id, created: _c, modified: _m, version: _v, ...rest } = input as Record<string, unknown>;
  return rest;
}

export async function readValid<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const input = withoutServerFields(await readJson(c));
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
  }
  const result = validate(schema, input);
  if (!result.ok) throw badRequest(result.errors);
  return result.value;
}
