import type { JsonSchema } from '@valibot/to-json-schema';
import { type Permission, ROUTE_TABLE } from '#server/auth/permissions';
import { OPERATION_COMPONENTS, OPERATIONS, type Operation } from './operations';
import { domainComponents, ref } from './schemas';
import { SHARED_COMPONENTS } from './shapes';

/**
 * The gateway's OpenAPI 3.1 description, made from its route table (method, path, permission) and
 * ./operations.ts (words, parameters, bodies, answers), whose bodies are the domain's valibot schemas
 * (./schemas.ts). Served at GET /flightdeck/services/openapi.json; docs/decisions/003 says why it is public.
 */

type Json = Record<string, unknown>;

/** The error answers, each `{ errorMsg, errors? }` (README: API conventions). */
const ERRORS: Record<number, { name: string; description: string; headers?: Json }> = {
  400: { name: 'BadRequest', description: 'A parameter or the body is not valid; `errors` names each field with its message. Nothing is stored.' },
  401: { name: 'Unauthorized', description: 'No valid bearer access token (AUTH=dev or oidc).', headers: { 'WWW-Authenticate': { schema: { type: 'string' } } } },
  403: { name: 'Forbidden', description: "The caller's roles do not allow this call." },
  404: { name: 'NotFound', description: 'No such document (or no such call).' },
  409: { name: 'Conflict', description: 'A clash: a name or id already taken, another write at the same time, or a request with this Idempotency-Key still running. Retry or change the request.' },
  412: { name: 'PreconditionFailed', description: 'Stale: the document changed since the ETag sent in If-Match. `current` is the document as it now is; `ETag` its tag.', headers: { ETag: { $ref: '#/components/headers/ETag' } } },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this call takes (JSON: 1 MB).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this call takes.' },
  422: { name: 'IdempotencyKeyReused', description: 'This Idempotency-Key was already used with another request body.' },
  428: { name: 'PreconditionRequired', description: 'This write needs an If-Match header with the ETag of the document read.' },
  502: { name: 'BadGateway', description: 'A service the gateway forwards to could not be reached.' },
  503: { name: 'Unavailable', description: "The store did not answer in time ('The store did not answer in time', with Retry-After), or sign-in cannot be checked at the moment (the identity provider is unreachable); try again later." },
};

const TAGS: Record<string, string> = {
  Gateway: 'Health, configuration, sign-in settings, this description, error reports',
  'Insertion orders': 'Orders and their line items (spec 1)',
  Companies: 'Advertisers and agencies (spec 1)',
  Campaigns: 'Campaign service; `{version}` follows the campaignServiceVersion flag (spec 1)',
  'Ad sets': 'Ad sets of a campaign (spec 2)',
  Ads: 'Ads of an ad set (spec 2)',
  Topics: 'Promoted products and retailer categories of a campaign (spec 3)',
  'Ad browser': 'Ads across campaigns (spec 3)',
  Chains: 'Retail chains (spec 3)',
  'Change history': 'Versions of every document, each in the change set of the write that made it; reverting a change set',
  'Bulk changes': 'One change to many records in one call, all or nothing, one change set (issue 28)',
  Mapping: 'Mapping tasks of campaign service v3',
  Events: 'What was delivered downstream',
  Files: 'Images and videos',
  Sheets: 'Campaign and lookbook sheets (CSV)',
  'Admin backend': 'Reference data and checks of the admin backend',
  'Reference data': 'Targeting definitions and triggers',
};

const DESCRIPTION = `The Flight Deck gateway's calls, generated from its route table and the domain's schemas.

JSON in and out. Documents carry \`id\`, \`created\`, \`modified\` and \`version\`; every document answer has a strong \`ETag\`, and \`PUT\`/\`DELETE\` need \`If-Match\` (428 without, 412 with the current document when stale). \`POST\` takes \`Idempotency-Key\`. Lists answer \`{ objects, pagination }\`: pass \`next\` (or \`prev\`) back to page. Errors answer \`{ errorMsg, errors?: [{ fieldName, message }] }\`. Timestamps are UTC text with a \`[UTC]\` suffix.

With AUTH=dev or AUTH=oidc every call but the public ones needs \`Authorization: Bearer <access token>\`. \`x-permission\` names what each call needs: \`public\` (no token), \`read\` or \`write\` (any signed-in user), \`resend-event\` (roles sk_engineering, sk_product or sk_god_mode, or a user with no roles), \`metrics\` (roles sk_engineering or sk_god_mode). A call not in the route table answers 404.

Rules a JSON Schema cannot state (checks across fields, rules of the gateway's own) are named in the field's description; the gateway answers 400 naming the field when one fails.`;

/** `/campaign/:version{v[1-3]}/campaigns/:id` → `/campaign/{version}/campaigns/{id}` and its path parameters. */
export function openApiPath(pattern: string): { path: string; params: { name: string; pattern?: string }[] } {
  const params: { name: string; pattern?: string }[] = [];
  // As Hono reads a pattern: a parameter starts a segment; a colon within one (ads:bulkSetEnabled) is text.
  const path = pattern.replace(/\/:(\w+)(\{([^}]*)\})?/g, (_m, name: string, _b, regex?: string) => {
    params.push(regex ? { name, pattern: `^${regex}$` } : { name });
    return `/{${name}}`;
  });
  return { path, params };
}

/** The error answers a call can give, from what kind of call it is. */
function errorStatuses(method: string, permission: Permission, op: Operation, hasPathParams: boolean): number[] {
  const jsonBody = op.body && !op.body.type;
  // any call may find the store stalled or gone (503)
  const statuses = new Set<number>([400, 503, ...(op.errors ?? [])]);
  if (permission !== 'public') statuses.add(401);
  if (permission === 'resend-event' || permission === 'metrics') statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (method !== 'GET' && permission !== 'public') statuses.add(409);
  if (op.ifMatch) [412, 428].forEach((s) => statuses.add(s));
  if (jsonBody) [413, 415].forEach((s) => statuses.add(s));
  if (op.idempotent) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function operationObject(method: string, pattern: string, permission: Permission, op: Operation): { path: string; operation: Json } {
  const { path, params } = openApiPath(pattern);
  const parameters: Json[] = [
    ...params.map((p) => ({ name: p.name, in: 'path', required: true, schema: { type: 'string', ...(p.pattern ? { pattern: p.pattern } : {}) } })),
    ...(op.query ?? []).map((q) => ({ name: q.name, in: 'query', required: q.required ?? false, description: q.description, schema: q.schema ?? { type: 'string' } })),
    ...(op.ifMatch ? [{ $ref: '#/components/parameters/IfMatch' }] : []),
    ...(op.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
  const answer = op.answer;
  const headers: Json = {
    ...(answer.etag ? { ETag: { $ref: '#/components/headers/ETag' } } : {}),
    ...Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }])),
  };
  const success = (description: string) => ({
    description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(answer.schema ? { content: { [answer.type ?? 'application/json']: { schema: answer.schema } } } : {}),
  });
  const responses: Json = { [answer.status]: success(answer.description), ...(answer.also ? { [answer.also.status]: success(answer.also.description) } : {}) };
  for (const status of errorStatuses(method, permission, op, params.length > 0)) {
    const own = op.ownErrors?.[status];
    responses[status] = own ? { description: own.description, content: { 'application/json': { schema: own.schema } } } : { $ref: `#/components/responses/${ERRORS[status]!.name}` };
  }
  return {
    path,
    operation: {
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      operationId: operationId(method, path),
      ...(permission === 'public' ? { security: [] } : {}),
      'x-permission': permission,
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: !op.body.optional, ...(op.body.description ? { description: op.body.description } : {}), content: { [op.body.type ?? 'application/json']: { schema: op.body.schema } } } }
        : {}),
      responses,
    },
  };
}

const errorResponses = () =>
  Object.fromEntries(
    Object.values(ERRORS).map(({ name, description, headers }) => [name, { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: ref('Error') } } }]),
  );

/** A route table line without an entry in OPERATIONS: the document cannot describe it. */
export class UndescribedRouteError extends Error {}

/** The OpenAPI document for the gateway served under `serverUrl`. */
export function openApiDocument(serverUrl: string, version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [method, pattern, permission] of ROUTE_TABLE) {
    const op = OPERATIONS[`${method} ${pattern}`];
    if (!op) throw new UndescribedRouteError(`${method} ${pattern} is in the route table but not in src/server/openapi/operations.ts`);
    const { path, operation } = operationObject(method, pattern, permission, op);
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }
  const schemas: Record<string, JsonSchema> = { ...SHARED_COMPONENTS, ...OPERATION_COMPONENTS, ...domainComponents() };
  return {
    openapi: '3.1.0',
    info: { title: 'Flight Deck gateway', version, description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of the issuer in GET /auth/v1/config (AUTH=dev or oidc).' } },
      parameters: {
        IfMatch: { name: 'If-Match', in: 'header', required: true, description: 'The ETag of the document you read, e.g. "3" (a list matches when any tag is current; * matches any version).', schema: { type: 'string' } },
        IdempotencyKey: {
          name: 'Idempotency-Key', in: 'header', required: false,
          description: 'Any text up to 255 characters: a retry with the same key and body answers the first answer again (with Idempotent-Replayed: true), without a second write.',
          schema: { type: 'string', maxLength: 255 },
        },
      },
      headers: { ETag: { description: 'The document\'s version as a strong tag, e.g. "3": send it back in If-Match.', schema: { type: 'string' } } },
      responses: errorResponses(),
      schemas,
    },
  };
}
