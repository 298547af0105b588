/**
 * Drizzle's view of the tables that drizzle/0000_init.sql creates (the SQL is the source of the
 * schema: it holds the trigram and expression indexes; keep the two in step).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const documentColumns = {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull(),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
};

export const company = pgTable('company', { ...documentColumns });

export const insertionOrder = pgTable('insertion_order', {
  ...documentColumns,
  campaignId: text('campaign_id').notNull().default(''),
  companyId: text('company_id').notNull().default(''),
  totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
});

export const campaign = pgTable('campaign', {
  ...documentColumns,
  associate: text('associate').notNull().default(''),
  startDate: text('start_date').notNull().default(''),
  endDate: text('end_date').notNull().default(''),
  status: text('status').notNull(),
  category: text('category').notNull(),
});

export const adSet = pgTable('ad_set', { ...documentColumns, campaignId: text('campaign_id').notNull() });

export const ad = pgTable('ad', {
  ...documentColumns,
  campaignId: text('campaign_id').notNull(),
  adSetId: text('ad_set_id').notNull(),
  descriptionKey: text('description_key').notNull().default(''),
  formatType: text('format_type').notNull().default(''),
  kickAmount: bigint('kick_amount', { mode: 'number' }).notNull().default(-1),
  startTs: text('start_ts').notNull().default(''),
  endTs: text('end_ts').notNull().default(''),
  chainIds: text('chain_ids').array().notNull().default([]),
  locationIds: text('location_ids').array().notNull().default([]),
  nextAdId: text('next_ad_id').notNull().default(''),
});

/**
 * drizzle/0002_ad_search.sql: the ad browser's search, written by triggers on ad (so every write of an
 * ad, whatever its path, keeps it in step): each distinct name and description once, and per ad its
 * text and the keys the browser filters and sorts on.
 */
export const adSearchText = pgTable('ad_search_text', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // text_hash (bytea, unique) is the triggers' own: TypeScript never reads or writes it
  nameKey: text('name_key').notNull(),
  descriptionKey: text('description_key').notNull(),
});

export const adSearch = pgTable('ad_search', {
  id: text('id').primaryKey(),
  textId: bigint('text_id', { mode: 'number' }).notNull(),
  nameKey: text('name_key').notNull(),
  formatType: text('format_type').notNull(),
  kickAmount: bigint('kick_amount', { mode: 'number' }).notNull(),
  startTs: text('start_ts').notNull(),
  endTs: text('end_ts').notNull(),
  chainIds: text('chain_ids').array().notNull(),
  locationIds: text('location_ids').array().notNull(),
});

export const topic = pgTable('topic', {
  ...documentColumns,
  campaignId: text('campaign_id').notNull(),
  topicType: text('topic_type').notNull(),
});

export const chain = pgTable('chain', {
  ...documentColumns,
  isOnline: boolean('is_online').notNull(),
  isDisabled: boolean('is_disabled').notNull(),
  /** the list's status sort: '0' active or '1' disabled, then name_key (spec 3 §3: chains sorted by name) */
  statusKey: text('status_key').notNull().default(''),
  priority: text('priority').notNull().default(''),
});

export const chainLocation = pgTable('chain_location', {
  id: text('id').primaryKey(),
  chainId: text('chain_id').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
});

export const mappingTask = pgTable('mapping_task', {
  id: text('id').primaryKey(),
  campaignId: text('campaign_id').notNull(),
  parentId: text('parent_id').notNull().default(''),
  position: integer('position').notNull().default(0),
  name: text('name').notNull(),
  type: text('type').notNull(),
  action: text('action').notNull().default('NONE'),
  stateType: text('state_type').notNull(),
  error: text('error'),
  retries: integer('retries').notNull().default(0),
  updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull(),
  lastPingTime: timestamp('last_ping_time', { withTimezone: true, mode: 'date' }),
  body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
});

export const changelogVersion = pgTable('changelog_version', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  documentId: text('document_id').notNull(),
  documentType: text('document_type').notNull(),
  parentIds: jsonb('parent_ids').$type<string[]>().notNull(),
  event: text('event').notNull(),
  name: text('name').notNull().default(''),
  userId: text('user_id').notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  // drizzle/0008_change_sets.sql: the write this version was made by (a version written without one gets a set of its own)
  changeSetId: bigint('change_set_id', { mode: 'number' }).notNull().default(sql`nextval('change_set_id_seq')`),
});

export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const appUser = pgTable('app_user', {
  email: text('email').primaryKey(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull(),
  // drizzle/0007_picker_search.sql: generated from the row (the name in lower case; name and e-mail for the search)
  nameKey: text('name_key').generatedAlwaysAs(sql`lower(trim(given_name || ' ' || family_name))`),
  searchKey: text('search_key').generatedAlwaysAs(sql`lower(trim(given_name || ' ' || family_name)) || E'\\u0001' || lower(email)`),
});

export const referenceItem = pgTable(
  'reference_item',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** drizzle/0001_events_mapping.sql: events to deliver downstream, written with the change they report. */
export const eventOutbox = pgTable('event_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  aggregateType: text('aggregate_type').notNull(),
  aggregateId: text('aggregate_id').notNull(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  /** the downstream URL, or 'local' for the local delivery log */
  deliveredTo: text('delivered_to'),
  deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
});

/** drizzle/0001_events_mapping.sql: every mapping task change; the id is the stream's event id. */
export const mappingChange = pgTable('mapping_change', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: text('campaign_id').notNull(),
  task: jsonb('task').$type<object>().notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** drizzle/0004_saved_views.sql: saved views (issue 28 §1), user settings with no change history. */
export const savedView = pgTable('saved_view', {
  ...documentColumns,
  owner: text('owner').notNull(),
  screen: text('screen').notNull(),
  shared: boolean('shared').notNull().default(false),
});

/** PostgreSQL's bytea; PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** drizzle/0005_stored_files.sql: uploaded files kept in the store (with DATABASE_URL), their bytes in chunks. */
export const storedFile = pgTable(
  'stored_file',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    fileId: uuid('file_id').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
);

export const storedFileChunk = pgTable(
  'stored_file_chunk',
  {
    fileId: uuid('file_id').notNull(),
    n: integer('n').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.n] })],
);

/** drizzle/0005_stored_files.sql: secrets made once and shared by every gateway on the store (store/secrets.ts). */
export const gatewaySecret = pgTable('gateway_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** drizzle/0006_idp_records.sql: the bundled sign-in provider's sessions, codes and tokens (idp/store-adapter.ts). */
export const idpRecord = pgTable(
  'idp_record',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] })],
);

/** drizzle/0009_presence.sql: who has a record open in edit (repo/presence.ts); a row past `expires` counts as gone. */
export const presence = pgTable(
  'presence',
  {
    documentType: text('document_type').notNull(),
    documentId: text('document_id').notNull(),
    userId: text('user_id').notNull(),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull(),
    expires: timestamp('expires', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentType, t.documentId, t.userId] })],
);
