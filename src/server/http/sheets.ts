import { setImmediate as nextTurn } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import Papa from 'papaparse';
import { LOOKBOOK_SHEET_COLUMNS, LOOKBOOK_UPLOAD_MESSAGES, LookbookMetadataSchema, MAX_STORY_CARDS, type LookbookSheetRow } from '#domain/ad/lookbook';
import { CampaignSchema, type Campaign } from '#domain/campaign';
import { restoreCell, toCsv } from '#domain/csv';
import { validate, type FieldError } from '#domain/validation';
import { newFileName } from '#server/files/storage';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { writeDocuments } from '#server/repo/bulk-write';
import { getDocument, toDocument } from '#server/repo/documents';
import { type Actor, type StoredDocument } from '#server/repo/document-types';
import { recordJob } from '#server/repo/jobs';
import type { Db, Store } from '#server/store/db';
import { campaign, insertionOrder } from '#server/store/schema';
import { lookbookProblems } from '#server/services/lookbook';
import { loadAdScope } from '#server/services/ad-checks';
import { campaignOrNotFound, claimOrders, prepareCampaign } from '#server/services/campaign';
import type { AppEnv } from './context';
import { badRequest, HttpError, must, notFound } from '#server/errors';
import type { FileStore } from '#server/files/file-store';
import { filePart, readUpload } from './files';
import { write, writeChecked } from './write';

/**
 * The sheet calls of spec 1 §7 and spec 2 §7, mounted at /adminBackend/sheets/v1:
 * - `GET campaigns`: every campaign as CSV (campaigns.csv), one row each, every cell quoted and
 *   formula-like cells neutralised (domain/csv.ts);
 * - `POST campaigns` (multipart `file`): the same columns back. A row with an `id` updates that
 *   campaign (its `version` must still be current) unless it changes nothing (answered among
 *   `unchanged`, no new version), a row without one creates a campaign. Every row
 *   is checked with the campaign form's rules; one bad row and nothing is stored (400 naming each
 *   row and field), otherwise all are written in one transaction;
 * - `POST campaigns/{id}/adsets/{adSetId}/lookbooks` (multipart `file` + `lookbookMetadata`): checks
 *   the sheet's shape, the metadata and what the lookbook needs of the campaign and ad set, keeps the
 *   sheet and records a LOOKBOOK_UPLOAD job (listed by the jobs calls), 202. The job worker then
 *   creates the story card ads and the lookbook (workers/lookbook-job.ts) or fails naming rows and columns.
 */

export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/**
 * Rows in one upload: the demo data's whole export (about 3000 campaigns) goes back in one sheet
 * (8 s when nothing changed, on the embedded store); the 5 MB cap holds about as many.
 */
export const MAX_SHEET_ROWS = 5000;

/** The campaign sheet's columns, in order. Lists are separated by ';'. */
export const CAMPAIGN_COLUMNS = [
  'id', 'version', 'campaignName', 'status', 'category', 'enabled', 'companyIds', 'insertionOrderIds', 'accountManager', 'campaignManager',
  'opsAssociate', 'startDate', 'endDate', 'description', 'campaignNotes', 'tags', 'ontologyNodeId', 'budgetedCost',
] as const;
const LIST_COLUMNS = new Set(['companyIds', 'insertionOrderIds', 'tags']);
/** Not campaign fields: the row's identity. */
const KEY_COLUMNS = new Set(['id', 'version']);

function campaignRow(doc: StoredDocument): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of CAMPAIGN_COLUMNS) {
    const value = doc[column];
    row[column] = Array.isArray(value) ? value.join(';') : value;
  }
  return row;
}

/** A sheet cell as the campaign field it fills; an empty cell leaves the field out. */
function fieldValue(column: string, text: string): unknown {
  if (LIST_COLUMNS.has(column)) return text.split(/[;,]/).map((s) => s.trim()).filter(Boolean);
  if (column === 'enabled') return /^(true|yes|1)$/i.test(text) ? true : /^(false|no|0)$/i.test(text) ? false : text;
  if (column === 'budgetedCost') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  return text;
}

interface SheetRow {
  /** the spreadsheet's row number (the header is row 1) */
  line: number;
  id?: string;
  version?: number;
  fields: Record<string, unknown>;
}

/** Papa's parse errors worth telling; a one-column sheet has no delimiter to detect, which is fine. */
const realErrors = (errors: readonly Papa.ParseError[]) => errors.filter((e) => e.code !== 'UndetectableDelimiter').slice(0, 20);

function parseCampaignSheet(text: string): { rows: SheetRow[]; errors: FieldError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => restoreCell(h.trim()) });
  const errors: FieldError[] = [];
  const unknown = (parsed.meta.fields ?? []).filter((f) => !CAMPAIGN_COLUMNS.some((column) => column === f));
  if (unknown.length) errors.push({ fieldName: 'file', message: `Unknown columns ${unknown.join(', ')}; the sheet's columns are ${CAMPAIGN_COLUMNS.join(', ')}` });
  if (!parsed.meta.fields?.includes('campaignName')) errors.push({ fieldName: 'file', message: 'The first row must name the columns, campaignName among them' });
  for (const e of realErrors(parsed.errors)) errors.push({ fieldName: e.row === undefined ? 'file' : `row ${e.row + 2}`, message: e.message });
  if (parsed.data.length > MAX_SHEET_ROWS) errors.push({ fieldName: 'file', message: `At most ${MAX_SHEET_ROWS} rows` });
  if (parsed.data.length === 0) errors.push({ fieldName: 'file', message: 'The sheet has no rows' });
  const rows = parsed.data.map((record, i): SheetRow => {
    const fields: Record<string, unknown> = {};
    for (const [column, raw] of Object.entries(record)) {
      const text = restoreCell(String(raw ?? '').trim());
      if (text !== '' && !KEY_COLUMNS.has(column)) fields[column] = fieldValue(column, text);
    }
    const id = record.id?.trim() || undefined;
    const versionText = record.version?.trim();
    return { line: i + 2, id, version: versionText ? Number(versionText) : undefined, fields };
  });
  return { rows, errors };
}

const rowErrors = (line: number, errors: readonly FieldError[]) => errors.map((e) => ({ fieldName: `row ${line}.${e.fieldName}`, message: e.message }));

/** Rows checked in one read: short enough that other calls answer between two of them. */
const CHECK_CHUNK = 20;

interface CheckedRow {
  line: number;
  body: Campaign;
  /** the campaign the row updates, as read when it was checked */
  current?: StoredDocument<Campaign>;
}

/** What a sheet asks for, every row checked: the campaigns to create and to update, and those it leaves as they are. */
interface CheckedSheet {
  creates: CheckedRow[];
  updates: (CheckedRow & { current: StoredDocument })[];
  unchanged: string[];
}

/**
 * Checks every row with the campaign form's rules, a few rows per read so that the store serves
 * other calls between them, or throws one 400 listing every bad row (nothing is stored then).
 */
async function checkCampaignRows(store: Store, rows: readonly SheetRow[]): Promise<CheckedSheet> {
  const sheet: CheckedSheet = { creates: [], updates: [], unchanged: [] };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
    // The embedded store answers within this process without a turn of the event loop: without
    // this wait, the calls that came in meanwhile would not even be read until the check ends.
    await nextTurn();
    await store.read(async (db) => {
      for (const row of rows.slice(i, i + CHECK_CHUNK)) errors.push(...rowErrors(row.line, await checkCampaignRow(db, row, seen, sheet)));
    });
  }
  if (errors.length) throw badRequest(errors.slice(0, 200), SHEET_REFUSED);
  return sheet;
}

const SHEET_REFUSED = 'The sheet has errors; nothing was stored';

/** One row's problems; a good row joins the sheet's creates, updates or unchanged. */
async function checkCampaignRow(db: Db, row: SheetRow, seen: Set<string>, sheet: CheckedSheet): Promise<FieldError[]> {
  let current: StoredDocument<Campaign> | undefined;
  if (row.id) {
    if (seen.has(row.id)) return [{ fieldName: 'id', message: `Campaign ${row.id} is on an earlier row too` }];
    seen.add(row.id);
    current = await getDocument(db, campaignCollection, row.id);
    if (!current) return [{ fieldName: 'id', message: `Campaign ${row.id} not found` }];
    if (row.version === undefined || !Number.isInteger(row.version)) return [{ fieldName: 'version', message: 'An updated campaign needs the version it was exported at' }];
    if (row.version !== current.version) {
      return [{ fieldName: 'version', message: `Campaign ${row.id} was changed by someone else since the export (now at version ${current.version}); export again` }];
    }
  }
  // An update keeps what the sheet has no column for (constraints, legacy, wallet ids...).
  const { id: _i, created: _c, modified: _m, version: _v, ...kept } = current ?? {};
  const result = validate(CampaignSchema, { ...kept, ...row.fields });
  if (!result.ok) return result.errors;
  let body: Campaign;
  try {
    body = await prepareCampaign(db, result.value, current);
  } catch (error) {
    if (error instanceof HttpError && error.errors) return error.errors;
    throw error;
  }
  // A row the sheet did not change writes no new version: an export sent back whole changes only what was edited.
  if (!current) sheet.creates.push({ line: row.line, body });
  else if (isDeepStrictEqual(body, kept)) sheet.unchanged.push(current.id);
  else sheet.updates.push({ line: row.line, body, current });
  return [];
}

/**
 * Writes a checked sheet in one transaction, in a handful of statements (repo/bulk-write.ts), so
 * its rows become visible together; a campaign changed since its row was checked refuses the sheet.
 */
async function writeCampaignRows(db: Db, sheet: CheckedSheet, actor: Actor) {
  const updates = sheet.updates.map((r) => ({ id: r.current.id, version: r.current.version, body: r.body }));
  const outcome = await writeDocuments(db, campaignCollection, sheet.creates.map((r) => r.body), updates, actor);
  if (!outcome.ok) {
    const stale = new Set(outcome.stale);
    const changed = sheet.updates.filter((r) => stale.has(r.current.id));
    throw badRequest(changed.slice(0, 200).flatMap((r) => rowErrors(r.line, [{ fieldName: 'version', message: `Campaign ${r.current.id} changed meanwhile; export again` }])), SHEET_REFUSED);
  }
  const created = outcome.created.map((doc, i) => ({ id: doc.id, body: must(sheet.creates[i], `Campaign ${doc.id} was created from a row`).body }));
  const updated = sheet.updates.map((r) => ({ id: r.current.id, body: r.body, before: r.current.insertionOrderIds }));
  for (const row of await rowsClaimingOrders(db, [...created, ...updated])) await claimOrders(db, row.id, row.body.insertionOrderIds, actor);
  return { created: created.map((r) => r.id), updated: updated.map((r) => r.id), unchanged: sheet.unchanged };
}

type WrittenRow = { id: string; body: Campaign; before?: string[] };

/**
 * The written campaigns whose orders must follow them (claimOrders, as a single save does): those
 * whose order list changed, and those naming an order no campaign holds. Found with one query for
 * the whole sheet rather than two per row.
 */
async function rowsClaimingOrders(db: Db, rows: readonly WrittenRow[]): Promise<WrittenRow[]> {
  const named = [...new Set(rows.flatMap((r) => r.body.insertionOrderIds))];
  // An order no campaign holds has an empty campaign_id (as claimOrders reads it).
  const free = new Set(named.length ? (await db.select({ id: insertionOrder.id }).from(insertionOrder).where(and(inArray(insertionOrder.id, named), eq(insertionOrder.campaignId, '')))).map((o) => o.id) : []);
  return rows.filter((r) => (r.before !== undefined && !isDeepStrictEqual(r.body.insertionOrderIds, r.before)) || r.body.insertionOrderIds.some((id) => free.has(id)));
}

// ---- Lookbooks ----

/** The lookbook sheet (domain LOOKBOOK_SHEET_COLUMNS): a header row naming at least `name`, then one story card per row. */
function lookbookRows(text: string): { rows: LookbookSheetRow[]; errors: FieldError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const errors: FieldError[] = realErrors(parsed.errors).map((e) => ({ fieldName: e.row === undefined ? 'file' : `row ${e.row + 2}`, message: e.message }));
  const unknown = (parsed.meta.fields ?? []).filter((f) => !LOOKBOOK_SHEET_COLUMNS.some((column) => column === f));
  if (unknown.length) errors.push({ fieldName: 'file', message: `Unknown columns ${unknown.join(', ')}; the sheet's columns are ${LOOKBOOK_SHEET_COLUMNS.join(', ')}` });
  if (!parsed.meta.fields?.includes('name')) errors.push({ fieldName: 'file', message: 'The first row must name the columns, name among them' });
  else parsed.data.forEach((r, i) => { if (!r.name?.trim()) errors.push({ fieldName: `row ${i + 2}.name`, message: 'Is required' }); });
  if (parsed.data.length === 0) errors.push({ fieldName: 'file', message: 'The sheet has no rows' });
  if (parsed.data.length > MAX_STORY_CARDS) errors.push({ fieldName: 'file', message: `At most ${MAX_STORY_CARDS} story cards (rows) in one lookbook` });
  const rows = parsed.data.map((record) => {
    const row: LookbookSheetRow = {};
    for (const column of LOOKBOOK_SHEET_COLUMNS) {
      const value = record[column]?.trim();
      if (value) row[column] = value;
    }
    return row;
  });
  return { rows, errors };
}

/** A sheet is text: UTF-8 without NUL bytes (a renamed binary or spreadsheet file is refused). */
function sheetText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (bytes.includes(0) || text.includes('\uFFFD')) throw new HttpError(415, 'The file must be a CSV sheet (UTF-8 text)', [{ fieldName: 'file', message: 'Must be a CSV file' }]);
  return text;
}

export function sheetRoutes(fileStore: FileStore) {
  const routes = new Hono<AppEnv>({ strict: false });
  const tooLargeMessage = `A sheet is at most ${MAX_SHEET_BYTES / 1024 / 1024} MB`;

  routes.get('/campaigns', async (c) => {
    const rows = await c.var.store.read((db) => db.select().from(campaign).orderBy(asc(campaign.created), asc(campaign.id)));
    const csv = toCsv(CAMPAIGN_COLUMNS, rows.map((r) => campaignRow(toDocument(r))));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="campaigns.csv"' });
  });

  routes.post('/campaigns', async (c) => {
    const form = await readUpload(c, MAX_SHEET_BYTES, tooLargeMessage, 'file');
    const { bytes } = await filePart(form, 'file');
    const { rows, errors } = parseCampaignSheet(sheetText(bytes));
    if (errors.length) throw badRequest(errors, SHEET_REFUSED);
    return writeChecked(
      c,
      () => checkCampaignRows(c.var.store, rows),
      async (db, actor, sheet) => ({ status: 200, body: { message: 'Updated successfully', ...(await writeCampaignRows(db, sheet, actor)) } }),
      { form },
    );
  });

  routes.post('/campaigns/:id/adsets/:adSetId/lookbooks', async (c) => {
    const campaignId = c.req.param('id');
    const adSetId = c.req.param('adSetId');
    const form = await readUpload(c, MAX_SHEET_BYTES, tooLargeMessage, 'file');
    const metaText = form.get('lookbookMetadata');
    let metaInput: unknown;
    try {
      metaInput = typeof metaText === 'string' ? JSON.parse(metaText) : metaText ? JSON.parse(await metaText.text()) : undefined;
    } catch {
      throw badRequest([{ fieldName: 'lookbookMetadata', message: 'Must be a JSON object' }]);
    }
    if (!metaInput || typeof metaInput !== 'object') throw badRequest([{ fieldName: 'lookbookMetadata', message: 'Is required: a JSON object' }]);
    const meta = validate(LookbookMetadataSchema, metaInput);
    if (!meta.ok) throw badRequest(meta.errors.map((e) => ({ fieldName: `lookbookMetadata.${e.fieldName}`, message: e.message })));
    const { bytes, fileName } = await filePart(form, 'file');
    const { rows, errors } = lookbookRows(sheetText(bytes));
    if (errors.length) throw badRequest(errors, 'The lookbook sheet has errors');
    return write(c, async (db) => {
      const campaignDoc = await campaignOrNotFound(db, campaignId);
      const adSet = await getDocument(db, adSetCollection, adSetId);
      if (!adSet || adSet.campaignId !== campaignId) throw notFound('Ad set', adSetId);
      if (!campaignDoc.insertionOrderIds.includes(meta.value.insertionOrderId)) {
        throw badRequest([{ fieldName: 'lookbookMetadata.insertionOrderId', message: `Insertion order ${meta.value.insertionOrderId} is not one of the campaign's` }]);
      }
      // What would fail every row (the line item, its pricing model, the ad set's chains) is told now.
      const { errors: problems } = await lookbookProblems(db, meta.value, await loadAdScope(db, campaignDoc, adSet), fileName);
      if (problems.length) throw badRequest(problems, 'The lookbook cannot be made in this ad set');
      const stored = newFileName('csv');
      await fileStore.put('sheets', stored, [bytes]);
      const id = `lookbook-${stored.slice(0, 12)}`;
      const job = await recordJob(
        db,
        { id, name: `Lookbook bulk upload: ad set ${adSetId}`, type: 'LOOKBOOK_UPLOAD', campaignId, adSetId, metadata: meta.value, fileName, file: stored, rows: rows.length, userId: c.var.userId },
        [[`Parse lookbook file (${rows.length} rows)`, 'COMPLETED'], ['Create lookbook ads', 'PENDING']],
        { rows },
      );
      return { status: 202, body: { message: LOOKBOOK_UPLOAD_MESSAGES.accepted, jobId: job.id, job } };
    }, { form });
  });

  return routes;
}
