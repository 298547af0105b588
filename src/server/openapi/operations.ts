import type { JsonSchema } from '@valibot/to-json-schema';
import { MAPPING_STATE_TYPES } from '#domain/mapping-status';
import { RESEND_EVENT_TYPES } from '#domain/resend-event';
import { TOPIC_TYPES } from '#domain/topic';
import { AD_SETS_PATH as AD_SETS, ADS_PATH as ADS, CAMPAIGNS_PATH as CAMPAIGNS } from '#domain/entities';
import { AdBrowserSearchSchema } from '#server/http/ad-browser';
import { MAX_BULK_ADS } from '#server/http/ad-bulk';
import { BULK_ADD_TAG_PATH, BULK_RESEND_EVENT_PATH, BULK_SET_ENABLED_PATH, BULK_SET_END_DATE_PATH } from '#server/http/bulk-changes';
import { BulkAddTagSchema, BulkResendEventSchema, BulkSetEndDateSchema, BulkSetEnabledSchema, MAX_BULK_CHANGE } from '#domain/bulk-change';
import { MAX_LIMIT } from '#server/services/list-query';
import { MAX_USER_RECORDS } from '#server/http/admin-backend';
import { VIEW_SCREENS } from '#domain/view';
import { jsonSchemaOf, ref } from './schemas';
import { bool, int, list, nullable, obj, page, str, storedDocument } from './shapes';

/**
 * What the route table (src/server/auth/permissions.ts) does not say about each call: its words, its
 * query, body and answer. Keyed `METHOD pattern` exactly as the table's lines; the document
 * (./document.ts) takes method, path parameters, permission and security from the table itself, and
 * the error answers from what kind of call it is. tests/server/openapi.test.ts fails on a line of the
 * table without an entry here.
 */
export interface QueryParam {
  name: string;
  description: string;
  schema?: JsonSchema;
  required?: boolean;
}

type SuccessStatus = 200 | 201 | 202 | 204;

export interface Answer {
  status: SuccessStatus;
  description: string;
  schema?: JsonSchema;
  /** JSON unless this says otherwise */
  type?: string;
  etag?: boolean;
  headers?: Record<string, string>;
  /** The same answer under a second status (e.g. the bulk call: 201 created, 200 updated). */
  also?: { status: SuccessStatus; description: string };
}

export interface Operation {
  tag: string;
  summary: string;
  description?: string;
  query?: QueryParam[];
  /** The request body; JSON unless `type` says otherwise. */
  body?: { schema: JsonSchema; type?: string; optional?: boolean; description?: string };
  answer: Answer;
  /** A write guarded by `If-Match` (428 without it, 412 when stale). */
  ifMatch?: boolean;
  /** A POST that takes `Idempotency-Key` (a replay answers the first answer; another body, 422). */
  idempotent?: boolean;
  /** Error statuses beyond those the kind of call implies (./document.ts errorStatuses). */
  errors?: number[];
  /** An error answer of this call's own shape instead of `{ errorMsg, errors }`. */
  ownErrors?: Record<number, { description: string; schema: JsonSchema }>;
}

/** Every version carries the change set of the write that made it (issue 28 §2, docs/decisions/023-change-sets.md). */
const changeSetIdText = str('the change set (one write: a save, a bulk change, a revert) this version belongs to; POST /changelog/v1/changeSets/{id}:revert undoes it');

/**
 * The bulk changes (issue 28 §2, docs/decisions/023-change-sets.md): all or nothing; a refusal lists
 * every record's problems as `{list}.{index}.{field}` with the record's `id`.
 */
function bulkChangeCalls(): Record<string, Operation> {
  const refusals = 'All or nothing. A refusal lists every problem of every record: `fieldName` is `{list}.{index}.{field}` (the index in the id list sent; `{list}.{index}` alone for the record as a whole) and `id` the record\'s id: 404 for ids the store does not hold, 400 for records a rule refuses (each checked as its own save is), 409 for records changed by someone else while the call ran.';
  const changed: Operation['answer'] = {
    status: 200,
    description: 'changed: the change set (null when every record already was so; revert it with POST /changelog/v1/changeSets/{id}:revert) and each changed record\'s new version',
    schema: obj({ changeSetId: nullable(str()), objects: list(obj({ id: str(), version: int })) }),
  };
  const call = (summary: string, schema: JsonSchema, answer = changed, description = refusals): Operation => ({ tag: 'Bulk changes', summary, description, body: { schema }, idempotent: true, errors: [404], answer });
  return {
    [`POST ${BULK_SET_ENABLED_PATH}`]: call(`Enable or disable up to ${MAX_BULK_CHANGE} ads (Banner, Video and VAST video ads only, spec 2 §4)`, jsonSchemaOf(BulkSetEnabledSchema)),
    [`POST ${BULK_SET_END_DATE_PATH}`]: call(`Set the end date of up to ${MAX_BULK_CHANGE} ads (their own date range; the start stays as it is)`, jsonSchemaOf(BulkSetEndDateSchema)),
    [`POST ${BULK_RESEND_EVENT_PATH}`]: call(
      `Send the event of up to ${MAX_BULK_CHANGE} ads again`,
      jsonSchemaOf(BulkResendEventSchema),
      { status: 202, description: 'queued for delivery downstream, one event per ad', schema: obj({ eventCount: int }) },
      'All or nothing: 404 listing the ids the store does not hold. Changes no record, so it makes no change set.',
    ),
    [`POST ${BULK_ADD_TAG_PATH}`]: call(`Add a tag to up to ${MAX_BULK_CHANGE} campaigns`, jsonSchemaOf(BulkAddTagSchema)),
  };
}

const listQuery = (sorts: readonly string[], defaultSort: string, filters: QueryParam[] = []): QueryParam[] => [
  { name: 'limit', description: `page size, 1 to ${MAX_LIMIT}`, schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 20 } },
  { name: 'next', description: 'the `next` of the page before: the page after it' },
  { name: 'prev', description: 'the `prev` of the page after: the page before it' },
  { name: 'sort', description: `a key, or -key for descending; default ${defaultSort}`, schema: { type: 'string', enum: sorts.flatMap((key) => [key, `-${key}`]) } },
  ...filters,
];

const text = (name: string, description: string): QueryParam => ({ name, description, schema: { type: 'string', maxLength: 256 } });

interface DocumentService {
  tag: string;
  /** the domain component, e.g. 'Company' */
  schema: string;
  /** 'a company', 'companies' */
  one: string;
  many: string;
  sorts: readonly string[];
  defaultSort: string;
  filters?: QueryParam[];
  /** fields the path sets that the domain schema does not list (a topic's campaignId) */
  scope?: readonly string[];
}

/** The five calls of documentRoutes (src/server/http/document-routes.ts) on `base`. */
function documentCalls(base: string, s: DocumentService): Record<string, Operation> {
  const doc = storedDocument(s.schema, s.scope);
  const body = { schema: ref(s.schema), description: 'The server-owned fields (id, created, modified, version, deleted) are ignored if sent: a GET answer can be PUT back as it is.' };
  return {
    [`GET ${base}`]: { tag: s.tag, summary: `List ${s.many}`, query: listQuery(s.sorts, s.defaultSort, s.filters), answer: { status: 200, description: 'one page', schema: page(doc) } },
    [`GET ${base}/:id`]: { tag: s.tag, summary: `Read ${s.one}`, answer: { status: 200, description: `the ${s.schema}`, schema: doc, etag: true } },
    [`POST ${base}`]: { tag: s.tag, summary: `Create ${s.one}`, body, idempotent: true, answer: { status: 201, description: 'created', schema: doc, etag: true } },
    [`PUT ${base}/:id`]: { tag: s.tag, summary: `Replace ${s.one}`, body, ifMatch: true, answer: { status: 200, description: 'saved', schema: doc, etag: true } },
    [`DELETE ${base}/:id`]: { tag: s.tag, summary: `Delete ${s.one}`, ifMatch: true, answer: { status: 200, description: 'deleted: the document as it was', schema: doc } },
  };
}

const eventType: QueryParam = { name: 'eventType', description: 'the event to send again', required: true, schema: { type: 'string', enum: [...RESEND_EVENT_TYPES] } };
const resent = { status: 202 as const, description: 'queued for delivery downstream', schema: obj({ eventId: str() }) };
const anyObject: JsonSchema = { type: 'object' };
const multipart = (fields: Record<string, JsonSchema>): Operation['body'] => ({ type: 'multipart/form-data', schema: obj(fields) });
const file: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };
const fileUrl = obj({ fileURL: str() });
const stored = (type: string): Operation['answer'] => ({ status: 200, description: 'the stored file (Range requests answer 206)', type, schema: { type: 'string', contentMediaType: type } });
const jobStatus: JsonSchema = { enum: ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] };
/** A job (src/server/repo/jobs.ts); an upload's job also names what it works on. */
const job: JsonSchema = {
  ...obj({
    id: str(), name: str(), type: str(), status: jobStatus, created: str(), 'started?': nullable(str()), finished: nullable(str()), 'userId?': str(),
    'result?': nullable({ type: 'object' }), 'error?': nullable(str()), 'errors?': list(ref('FieldError')), 'leaseUntil?': nullable(str()),
  }),
  additionalProperties: true,
};
const jobTask = obj({ id: str(), jobId: str(), position: int, name: str(), status: jobStatus, error: nullable(str()), created: str() });
/** An event of the outbox (src/server/repo/outbox.ts outboxView): what was sent, where and when. */
const outboxEvent = obj({
  id: str(), aggregateType: str(), aggregateId: str(), eventType: str(), payload: { ...anyObject, description: 'the document as it was' }, created: str(), attempts: int,
  lastError: nullable(str()), deliveredAt: nullable(str()), deliveredTo: nullable(str('DOWNSTREAM_URL, or local')), deadAt: nullable(str()),
});
/** A user of the admin backend (src/server/http/admin-backend.ts). */
const user = obj({ email: str(), given_name: str(), family_name: str(), name: str(), roles: list(str()) });
const referenceList = (what: string): Operation['answer'] => ({ status: 200, description: what, schema: page(anyObject) });

const READY: Operation = {
  tag: 'Gateway',
  summary: 'Whether the gateway is ready: start-up done, workers running, the store answering within 1 s',
  answer: { status: 200, description: 'ready', schema: obj({ status: { const: 'ok' }, store: { enum: ['pglite', 'postgres'] } }) },
  ownErrors: { 503: { description: 'not ready, the reason in words', schema: obj({ status: { const: 'unavailable' }, store: { enum: ['pglite', 'postgres'] }, reason: str() }) } },
};

/** A saved view as stored: its fields, who saved it, the server's fields (src/server/http/view.ts). */
const savedView = { allOf: [ref('View'), ref('DocumentFields'), obj({ owner: str('who saved it') })], unevaluatedProperties: false } as JsonSchema;

export const OPERATIONS: Record<string, Operation> = {
  'GET /health/live': { tag: 'Gateway', summary: 'Whether the gateway process answers', answer: { status: 200, description: 'live', schema: obj({ status: { const: 'ok' } }) } },
  'GET /health/ready': READY,
  'GET /metrics': {
    tag: 'Gateway',
    summary: 'Prometheus metrics: request durations by route and status, store calls and pool, outbox, dead letters, mapping tasks, jobs, event streams, process',
    answer: { status: 200, description: 'the Prometheus text format', type: 'text/plain; version=0.0.4; charset=utf-8', schema: str() },
  },
  'GET /health': { ...READY, summary: 'Whether the gateway is ready (the old name of /health/ready)' },
  'GET /config/v1/flags': { tag: 'Gateway', summary: 'Remote flags', answer: { status: 200, description: 'the flags', schema: obj({ campaignServiceVersion: { enum: ['v1', 'v2', 'v3'] } }) } },
  'GET /auth/v1/config': {
    tag: 'Gateway',
    summary: 'What the portal needs to start a sign-in',
    answer: {
      status: 200,
      description: '`{ auth: "off" }`, or the issuer and client',
      schema: obj({ auth: { enum: ['off', 'dev', 'oidc'] }, 'issuer?': str(), 'clientId?': str(), 'scopes?': list(str()), 'redirectPath?': str(), 'postLogoutPath?': str() }),
    },
  },
  'GET /openapi.json': { tag: 'Gateway', summary: 'This API description (OpenAPI 3.1)', answer: { status: 200, description: 'the document', schema: anyObject } },
  'GET /docs': { tag: 'Gateway', summary: 'The API reference page (Swagger UI)', answer: { status: 200, description: 'the page', type: 'text/html', schema: str() } },
  'GET /docs/:file': { tag: 'Gateway', summary: "A file of the API reference page (Swagger UI's scripts and styles)", answer: { status: 200, description: 'the file', type: 'text/javascript', schema: str() } },

  ...documentCalls('/order/v1/insertionOrders', {
    tag: 'Insertion orders', schema: 'InsertionOrder', one: 'an insertion order', many: 'insertion orders', sorts: ['name', 'totalAmount', 'created'], defaultSort: '-created',
    filters: [text('name', 'name contains this text'), text('campaignId', 'the orders tied to this campaign')],
  }),
  'PUT /order/v1/insertionOrders/:id/events': { tag: 'Insertion orders', summary: "Send an order's CREATE event again", answer: resent },

  ...documentCalls('/company/v1/companies', {
    tag: 'Companies', schema: 'Company', one: 'a company', many: 'companies', sorts: ['name', 'created'], defaultSort: 'name', filters: [text('name', 'name contains this text')],
  }),

  ...documentCalls(CAMPAIGNS, {
    tag: 'Campaigns', schema: 'Campaign', one: 'a campaign', many: 'campaigns', sorts: ['name', 'associate', 'startDate', 'endDate', 'created', 'modified'], defaultSort: '-modified',
    filters: [text('campaignName', 'name contains this text'), { name: 'ids', description: `only these campaigns: comma-separated ids, at most ${MAX_LIMIT}`, schema: str() }],
  }),
  [`PUT ${CAMPAIGNS}/:id/event`]: { tag: 'Campaigns', summary: "Send a campaign's event again", query: [eventType], answer: resent },
  [`GET ${CAMPAIGNS}/:campaignId/ads/find`]: {
    tag: 'Ads', summary: "Find a campaign's ads", query: listQuery(['id'], 'id', [text('name', 'name contains this text')]), answer: { status: 200, description: 'one page', schema: page(storedDocument('Ad')) },
  },
  ...documentCalls(AD_SETS, { tag: 'Ad sets', schema: 'AdSet', one: 'an ad set', many: 'ad sets', sorts: ['created', 'name'], defaultSort: 'created' }),
  ...documentCalls(ADS, { tag: 'Ads', schema: 'Ad', one: 'an ad', many: 'ads', sorts: ['created', 'name'], defaultSort: 'created' }),
  [`PUT ${ADS}/:adId/event`]: { tag: 'Ads', summary: "Send an ad's event again", query: [eventType], answer: resent },
  [`POST ${AD_SETS}/:adSetId/:action{ads:bulk(?:Create|Update)}`]: {
    tag: 'Ads',
    summary: 'Create or update many ads at once (campaign service v3)',
    description: `All or nothing, in one transaction. \`ads:bulkCreate\` with \`chained: true\` links each ad to the next through nextAdId; \`ads:bulkUpdate\` needs each ad's id and version and writes nothing if any is stale (412). Field names of errors carry the ad's index (ads.2.name).`,
    body: { schema: obj({ ads: { type: 'array', items: ref('Ad'), minItems: 1, maxItems: MAX_BULK_ADS }, 'chained?': bool }) },
    idempotent: true,
    errors: [412],
    answer: { status: 201, description: 'ads:bulkCreate: the ads as stored', schema: obj({ objects: list(storedDocument('Ad')) }), also: { status: 200, description: 'ads:bulkUpdate: the ads as stored' } },
  },
  ...documentCalls(`${CAMPAIGNS}/:campaignId/topics`, {
    tag: 'Topics', schema: 'Topic', one: 'a topic', many: 'topics', sorts: ['created', 'name'], defaultSort: 'created',
    filters: [{ name: 'type', description: 'only topics of this kind', schema: { type: 'string', enum: [...TOPIC_TYPES] } }, text('name', 'name contains this text, in any case')],
    scope: ['campaignId'],
  }),

  'POST /ad/v1/ads': {
    tag: 'Ad browser',
    summary: 'Search ads across campaigns (stores nothing)',
    query: listQuery(['name', 'format', 'kickAmount', 'startDate', 'endDate'], 'name', [text('name', 'name or id contains this text')]),
    body: { schema: jsonSchemaOf(AdBrowserSearchSchema), optional: true, description: 'the filters; an empty body is a search without filters' },
    answer: {
      status: 200,
      description: 'one page of ads as the browser shows them (counting stops at 1000)',
      schema: page(obj({ id: str(), name: str(), description: nullable(str()), nextAdId: nullable(str()), format: anyObject, awards: anyObject, constraints: list(ref('Constraint')), campaignId: str(), adSetId: str() })),
    },
  },
  'GET /ad/v1/ads/:id': { tag: 'Ad browser', summary: 'Read an ad by its id alone', answer: { status: 200, description: 'the ad', schema: storedDocument('Ad'), etag: true } },
  'GET /ad/v1/ads/:id/awards/dates': {
    tag: 'Ad browser', summary: "An ad's award dates (ad over ad set over campaign)", answer: { status: 200, description: 'the dates', schema: obj({ adId: str(), startTime: nullable(str()), endTime: nullable(str()) }) },
  },

  ...bulkChangeCalls(),

  'GET /chain/v1/chains': {
    tag: 'Chains',
    summary: 'List chains',
    query: listQuery(['name', 'status', 'priority'], 'name', [text('label', 'name contains this text'), { name: 'online', description: 'only online (true) or other (false) chains', schema: { type: 'string', enum: ['true', 'false'] } }]),
    answer: { status: 200, description: 'one page', schema: page(obj({ label: str(), id: str(), loyaltyPrograms: list({}), isOnline: bool, isDisabled: bool, priority: nullable(str()) })) },
  },
  'GET /chain/v1/chains/:id': { tag: 'Chains', summary: 'Read a chain', answer: { status: 200, description: 'the chain beside its button ids', schema: ref('ChainView'), etag: true } },
  'POST /chain/v1/chains': {
    tag: 'Chains', summary: 'Create a chain', description: '`chain.chain_id` may name the new chain\'s id (409 when taken).',
    body: { schema: obj({ chain: { allOf: [ref('Chain'), obj({ 'chain_id?': str() })] }, 'button_ids?': list(str()) }) }, idempotent: true, answer: { status: 201, description: 'created', schema: ref('ChainView'), etag: true },
  },
  'PUT /chain/v1/chains/:id': {
    tag: 'Chains', summary: 'Replace a chain', body: { schema: obj({ chain: ref('Chain'), 'button_ids?': list(str()), 'old_button_ids?': list(str()) }) }, ifMatch: true, answer: { status: 200, description: 'saved', schema: ref('ChainView'), etag: true },
  },

  'GET /changelog/v1/changelog/:id': {
    tag: 'Change history',
    summary: "A document's versions",
    answer: {
      status: 200,
      description: 'the versions, oldest first',
      schema: obj({
        id: str(), documentType: str(), parentIds: list(str()),
        versions: list(obj({ id: str(), created: str(), userId: str(), event: str(), changeSetId: changeSetIdText, content: anyObject })),
      }),
    },
  },
  'GET /changelog/v1/change/metadata': {
    tag: 'Change history',
    summary: 'Search changes',
    query: listQuery(['changeTime'], '-changeTime', [
      text('userId', 'changes by this user'),
      { name: 'minDate', description: 'from this date (YYYY-MM-DD, whole day, UTC) or UTC timestamp', schema: str() },
      { name: 'maxDate', description: 'up to this date (YYYY-MM-DD, whole day, UTC) or UTC timestamp', schema: str() },
    ]),
    answer: {
      status: 200,
      description: 'one page',
      schema: page(
        obj({
          id: str(), changedDocumentId: str(), documentType: str(), parentIds: list(str()), name: nullable(str()), event: str(), userId: str(), changeTime: str(), changeSetId: changeSetIdText,
          'contentType?': str("a topic's kind"),
        }),
      ),
    },
  },

  'POST /changelog/v1/changeSets/:ref{[0-9]+:revert}': {
    tag: 'Change history',
    summary: 'Revert a change set (undo a save, a bulk change or a revert)',
    description:
      'The path parameter is `{changeSetId}:revert`. All or nothing, as a new change set: each document the set touched goes back to its version just before it (an update by writing the old values as a new version, a create by deleting the document, a delete by restoring it as a new version); downstream receives each as an ordinary change. Refusals list each document: `fieldName` is its id, then the field (`1234.constraints`), with `id` and `documentType`. 404: no such change set. 409: a document was changed since the set (checked first), or one to delete is still used by others. 422: a rule refuses a document\'s old values now (e.g. an end date now in the past).',
    idempotent: true,
    errors: [404, 409, 422],
    answer: {
      status: 200,
      description: 'reverted: the new change set (null when there was nothing to write) and what it wrote for each document',
      schema: obj({
        changeSetId: nullable(str()),
        revertedChangeSetId: str(),
        objects: list(obj({ id: str(), documentType: str(), event: { enum: ['CREATE', 'UPDATE', 'DELETE'] }, version: int })),
      }),
    },
  },

  'GET /mapping/v1/tasks/:id': { tag: 'Mapping', summary: 'A mapping task and its subtasks', answer: { status: 200, description: 'the task tree', schema: ref('MappingTask') } },
  'POST /mapping/v1/tasks/:id/retry': {
    tag: 'Mapping', summary: 'Retry a failed (or stuck) mapping task', idempotent: true, answer: { status: 200, description: 'the task as it now is', schema: ref('MappingTask') },
  },
  'GET /mapping/v1/campaigns/:campaignId/stream': {
    tag: 'Mapping',
    summary: "A campaign's mapping events (server-sent events)",
    description: 'Events: `tree` (first: the task tree; its id is the last change id), unnamed messages (one changed task each), `reset` (the whole tree when Last-Event-ID is too old), `ping` (keep-alive), `error`. Send `Last-Event-ID` to resume.',
    answer: { status: 200, description: 'the event stream', type: 'text/event-stream', schema: str() },
  },

  'GET /mapping/v1/campaigns/:campaignId/tasks': {
    tag: 'Mapping', summary: "A campaign's mapping task trees (none before its first v3 save)", answer: { status: 200, description: 'the trees, root first', schema: obj({ tasks: list(ref('MappingTask')) }) },
  },

  'GET /events/v1/deliveries': {
    tag: 'Events', summary: 'Events delivered downstream (or to the local log)', query: listQuery(['deliveredAt', 'created'], '-deliveredAt'), answer: { status: 200, description: 'one page', schema: page(outboxEvent) },
  },
  'GET /events/v1/stream': {
    tag: 'Events',
    summary: 'Every record change, live (server-sent events), on any gateway of the store',
    description:
      'Events: `ready` (first: nothing to replay; its id is where the stream stands), `change` (one stored version: documentType, id, event, version, parentIds, userId, changed, changeSetId, changeId; its id is where to resume), `reset` (Last-Event-ID unknown here: read again what is on screen), `ping` (keep-alive), `error`. Send `Last-Event-ID` to resume; a change may come twice after a resume.',
    answer: { status: 200, description: 'the event stream', type: 'text/event-stream', schema: str() },
  },
  'PUT /events/v1/presence/:documentType/:id': {
    tag: 'Events',
    summary: 'I am editing this record: a heartbeat, good for 30 s; answers who else is',
    description: 'Sent every few seconds by an open edit form. `documentType` is a kind of document (Campaign, InsertionOrder, Company, AdSet, Ad, Topic, Chain). `editors`: the others editing it now, first come first.',
    answer: { status: 200, description: 'the others editing the record', schema: obj({ editors: list(obj({ userId: str('their e-mail'), since: str('when they opened it') })) }) },
  },
  'DELETE /events/v1/presence/:documentType/:id': {
    tag: 'Events', summary: 'I closed this record: the others are told at their next heartbeat', answer: { status: 204, description: 'gone' },
  },
  'GET /events/v1/deadLetters': {
    tag: 'Events', summary: 'Events that could not be delivered', query: listQuery(['deadAt', 'created'], '-deadAt'), answer: { status: 200, description: 'one page', schema: page(outboxEvent) },
  },

  'POST /files/v1/images': {
    tag: 'Files',
    summary: 'Upload an image',
    query: [{ name: 'width', description: 'the width the image must have (also as a form field)', schema: str() }, { name: 'height', description: 'the height the image must have (also as a form field)', schema: str() }],
    body: multipart({ image: file, 'width?': str(), 'height?': str() }),
    idempotent: true,
    errors: [413, 415],
    answer: { status: 201, description: 'stored; `fileURL` and `Location` are its path-absolute URL (/flightdeck/services/files/v1/images/{name}), on the origin the call was sent to', schema: obj({ fileURL: str(), data: fileUrl, width: int, height: int, contentType: str() }), headers: { Location: 'the stored image\'s URL' } },
  },
  'GET /files/v1/images/:name': { tag: 'Files', summary: 'A stored image (public: an <img> sends no token)', answer: stored('image/png') },
  'PUT /files/v1/videos/:name': {
    tag: 'Files',
    summary: 'Upload a video to a signed URL',
    description: 'The URL comes from GET /adminBackend/video/upload/{id}; its signature is the permission, for one PUT (409 for a second).',
    query: [{ name: 'expires', description: 'from the signed URL', required: true, schema: str() }, { name: 'signature', description: 'from the signed URL', required: true, schema: str() }],
    body: { type: 'video/mp4', schema: { type: 'string', contentMediaType: 'video/mp4' } },
    errors: [403, 409, 413, 415],
    answer: { status: 200, description: 'stored', schema: obj({ fileURL: str(), size: int }) },
  },
  'GET /files/v1/videos/:name': { tag: 'Files', summary: 'A stored video', answer: stored('video/mp4') },

  'POST /errors/tunnel': {
    tag: 'Gateway',
    summary: "The portal's error reports, forwarded to SENTRY_DSN's project only",
    body: { type: 'application/x-sentry-envelope', schema: str() },
    errors: [413, 502],
    answer: { status: 200, description: "the error-reporting service's answer", schema: anyObject },
  },

  'GET /adminBackend/legacy/v1/ontology/taxonomyNodes': { tag: 'Admin backend', summary: 'The ontology as a tree', answer: { status: 200, description: 'the roots, with childNodes', schema: list(anyObject) } },
  'GET /adminBackend/legacy/v1/storyGroups': { tag: 'Admin backend', summary: 'Story groups', answer: { status: 200, description: 'all of them', schema: list(anyObject) } },
  'GET /adminBackend/legacy/v1/filter/categories': { tag: 'Admin backend', summary: 'Filter categories', answer: { status: 200, description: 'all of them', schema: list(ref('FilterCategory')) } },
  'GET /adminBackend/legacy/v1/filter/chain/:chainId/categories': { tag: 'Admin backend', summary: "A chain's filter categories", answer: { status: 200, description: 'the categories', schema: list(ref('FilterCategory')) } },
  'POST /adminBackend/legacy/v1/filter/chain/:chainId/categories': {
    tag: 'Admin backend',
    summary: "Replace a chain's filter categories",
    body: { schema: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: 'integer', minimum: 1 }, str('digits'), obj({ filter_category_id: { anyOf: [int, str()] } })] } } },
    idempotent: true,
    answer: { status: 200, description: 'the categories now chosen', schema: list(ref('FilterCategory')) },
  },
  'GET /adminBackend/legacy/v1/location/chains/:id/locations': { tag: 'Admin backend', summary: "A chain's locations", query: listQuery(['id'], 'id'), answer: referenceList('one page') },
  'GET /adminBackend/v1/users': {
    tag: 'Admin backend',
    summary: 'Users',
    description: 'With `maxRecords` (or none of limit, sort, next, prev) the whole list by name, as spec 1 asks for it; with `limit`, `sort` or a cursor one page of it, as every other list answers, for the pickers.',
    query: [
      { name: 'maxRecords', description: 'the whole list, at most this many (not with limit, sort or a cursor)', schema: { type: 'integer', minimum: 1, maximum: MAX_USER_RECORDS, default: MAX_USER_RECORDS } },
      ...listQuery(['name'], 'name', [
        text('name', 'the name or the e-mail contains this text, in any case'),
        { name: 'emails', description: `a page of only these users: comma-separated e-mails, at most ${MAX_LIMIT}`, schema: str() },
      ]),
    ],
    answer: { status: 200, description: 'by name: the list, or one page of it', schema: { anyOf: [list(user), page(user)] } },
  },
  'GET /adminBackend/jobs/v1/jobs': { tag: 'Admin backend', summary: 'Jobs', query: listQuery(['created'], 'created'), answer: { status: 200, description: 'one page', schema: page(job) } },
  'GET /adminBackend/jobs/v1/jobs/:id': { tag: 'Admin backend', summary: 'A job', answer: { status: 200, description: 'the job', schema: job } },
  'GET /adminBackend/jobs/v1/jobs/:id/tasks': { tag: 'Admin backend', summary: "A job's tasks", query: listQuery(['position'], 'position'), answer: { status: 200, description: 'one page', schema: page(jobTask) } },
  'POST /adminBackend/topics/tooltip': {
    tag: 'Admin backend',
    summary: 'Whether a tooltip fits, and how it splits onto two lines',
    body: { type: 'text/plain', schema: str('the tooltip (a JSON string is taken too)') },
    answer: { status: 200, description: 'the check', schema: obj({ fits: bool, fitsWhenSplit: bool, splitValue: str() }) },
  },
  'POST /adminBackend/v1/blink/upcInfo': {
    tag: 'Admin backend',
    summary: 'Product names of barcodes',
    body: { schema: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 64 } } },
    answer: { status: 200, description: 'one per barcode, product_name null when unknown', schema: list(obj({ input_upc: str(), product_name: nullable(str()) })) },
  },
  'GET /adminBackend/failedBarcodes/topics/:id': {
    tag: 'Admin backend', summary: "A promoted product's failed barcodes", answer: { status: 200, description: 'the barcodes', schema: list(obj({ barcode: str(), wrong_num_scans: int })) },
  },
  'GET /adminBackend/video/upload/:id': {
    tag: 'Files', summary: 'A signed URL to PUT one MP4 to, for 15 minutes', answer: { status: 200, description: 'the URL', schema: obj({ data: str('the URL, path-absolute: PUT it on the origin the call was sent to'), expires: str() }) },
  },
  'POST /adminBackend/sheets/v1/campaigns': {
    tag: 'Sheets', summary: 'Update campaigns from a CSV sheet (all rows or none)', body: multipart({ file }), idempotent: true, errors: [413, 415],
    answer: { status: 200, description: 'what was updated', schema: { ...obj({ message: str() }), additionalProperties: true } },
  },
  'GET /adminBackend/sheets/v1/campaigns': { tag: 'Sheets', summary: 'Every campaign as a CSV sheet', answer: { status: 200, description: 'the sheet', type: 'text/csv', schema: str() } },
  'POST /adminBackend/sheets/v1/campaigns/:id/adsets/:adSetId/lookbooks': {
    tag: 'Sheets',
    summary: 'Upload a lookbook sheet: its ads are made by a job',
    body: multipart({ file, lookbookMetadata: { ...ref('LookbookMetadata'), description: 'JSON text' } }),
    idempotent: true,
    errors: [413, 415],
    answer: { status: 202, description: 'accepted; follow the job', schema: obj({ message: str(), jobId: str(), job }) },
  },

  'GET /view/v1/views': {
    tag: 'Saved views',
    summary: "The caller's own views and the shared ones",
    query: listQuery(['name', 'modified'], 'name', [{ name: 'screen', description: 'only the views of this list screen', schema: { type: 'string', enum: [...VIEW_SCREENS] } }]),
    answer: { status: 200, description: 'one page', schema: page(savedView) },
  },
  'POST /view/v1/views': {
    tag: 'Saved views', summary: 'Save a view', description: 'A name is unique per user and screen, whatever its case (409 naming `name`).', body: { schema: ref('View') }, idempotent: true,
    answer: { status: 201, description: 'saved', schema: savedView, etag: true },
  },
  'PUT /view/v1/views/:id': { tag: 'Saved views', summary: 'Replace a view (its owner only)', body: { schema: ref('View') }, ifMatch: true, errors: [403], answer: { status: 200, description: 'saved', schema: savedView, etag: true } },
  'DELETE /view/v1/views/:id': { tag: 'Saved views', summary: 'Delete a view (its owner only)', ifMatch: true, errors: [403], answer: { status: 200, description: 'deleted: the view as it was', schema: savedView } },

  'GET /node/v1/definitions': { tag: 'Reference data', summary: 'Targeting definitions', answer: referenceList('all of them, as one page') },
  'GET /trigger/management/api/v1/triggers': { tag: 'Reference data', summary: 'Triggers', answer: referenceList('all of them, as one page') },
};

/** Components only the operations above use. */
export const OPERATION_COMPONENTS: Record<string, JsonSchema> = {
  FilterCategory: obj({ filter_category_id: int, title: str() }),
  MappingTask: obj({
    id: str(), campaignId: str(), parentId: nullable(str()), name: str(), type: str(), action: str(),
    stateType: { enum: [...MAPPING_STATE_TYPES] }, state: obj({ type: { enum: [...MAPPING_STATE_TYPES] } }), error: nullable(str()), retries: int,
    updated: str(), lastPingTime: nullable(str()), 'tasks?': list(ref('MappingTask')), 'removed?': bool,
  }),
  ChainView: obj({ chain: { allOf: [ref('Chain'), obj({ chain_id: str(), created: str(), modified: str() })] }, button_ids: list(str()) }),
};
