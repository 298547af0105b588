/**
 * The fields the server owns on every document: sent by a client they are ignored, never stored
 * (`deleted` included: a delete removes the document, so a stored one is never deleted).
 */
export const SERVER_OWNED_FIELDS = ['id', 'created', 'modified', 'version', 'deleted'] as const;

/** Strips the fields the server owns: a GET answer can be PUT back as it is. */
export function withoutServerFields(input: Record<string, unknown>): Record<string, unknown>;
export function withoutServerFields(input: unknown): unknown;
export function withoutServerFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const rest = { ...(input as Record<string, unknown>) };
  for (const field of SERVER_OWNED_FIELDS) delete rest[field];
  return rest;
}
