import { Hono } from 'hono';
import { checkTooltip } from '#domain/topic';
import { chainCollection } from '#server/repo/collections/chain';
import { topicCollection } from '#server/repo/collections/topic';
import { getDocument, updateDocument } from '#server/repo/documents';
import { type Page } from '#server/repo/keyset';
import { REF, findReferenceItem, referenceItems, referenceItemsById } from '#server/repo/reference';
import type { Db } from '#server/store/db';
import { failedBarcodesOf, type OntologyNode } from '#server/repo/reference-data';
import { rawBody, readJson } from './body';
import type { AppContext, AppEnv } from './context';
import { badRequest, found } from '#server/errors';
import { chainLocationsPage, chainLocationsQuery, jobsPage, jobsQuery, jobTasksPage, jobTasksQuery, usersList, usersPage, usersPageQuery } from '#server/services/admin-backend';
import { queryText } from '#server/services/list-query';
import { write } from './write';
import { isRecord } from '#domain/changelog-document';

/**
 * The admin backend's calls (spec 1 §7, spec 2 §7, spec 3 §7), mounted at /adminBackend.
 * Its legacy calls answer bare JSON lists (ontology, story groups, filter categories, users, UPC
 * info, failed barcodes); chain locations and jobs answer the usual `{ objects, pagination }`.
 */
export const adminBackendRoutes = new Hono<AppEnv>({ strict: false });

/** A whole, short list as one page of the list answer. */
export function singlePage<T>(objects: T[], customParams: Record<string, unknown> = {}): Page<T> {
  return {
    objects,
    pagination: { objectCount: objects.length, pageCount: objects.length ? 1 : 0, pageIndex: 0, limit: Math.max(objects.length, 1), prev: null, curr: null, next: null, customParams },
  };
}

// ---- Ontology: the taxonomy as a tree of roots with childNodes ----

type TreeNode = OntologyNode & { childNodes: TreeNode[] };

export function ontologyTree(nodes: readonly OntologyNode[]): TreeNode[] {
  const byId = new Map(nodes.map((n): [string, TreeNode] => [n.node_id, { ...n, childNodes: [] }]));
  const roots: TreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id ? byId.get(node.parent_id) : undefined;
    (parent ? parent.childNodes : roots).push(node);
  }
  return roots;
}

adminBackendRoutes.get('/legacy/v1/ontology/taxonomyNodes', async (c) => {
  const nodes = await c.var.store.read((db) => referenceItems<OntologyNode>(db, REF.ontologyNode));
  return c.json(ontologyTree(nodes));
});

adminBackendRoutes.get('/legacy/v1/storyGroups', async (c) => c.json(await c.var.store.read((db) => referenceItems(db, REF.storyGroup))));

// ---- Chain filter categories ----

interface FilterCategory {
  filter_category_id: number;
  title: string;
}

adminBackendRoutes.get('/legacy/v1/filter/categories', async (c) => c.json(await c.var.store.read((db) => referenceItems<FilterCategory>(db, REF.filterCategory))));

async function categoriesOf(db: Db, ids: readonly number[]): Promise<FilterCategory[]> {
  const found = await referenceItemsById<FilterCategory>(db, REF.filterCategory, ids.map(String));
  return ids.map((id) => found.get(String(id))).filter((x): x is FilterCategory => Boolean(x));
}

adminBackendRoutes.get('/legacy/v1/filter/chain/:chainId/categories', async (c) => {
  const chainId = c.req.param('chainId');
  const list = await c.var.store.read(async (db) => {
    const chain = found(await getDocument(db, chainCollection, chainId), 'Chain', chainId);
    return categoriesOf(db, chain.category_ids ?? []);
  });
  return c.json(list);
});

/** The selected categories: ids, numeric texts or `{ filter_category_id }` objects. */
function categoryIdsOf(input: unknown): number[] {
  if (!Array.isArray(input)) throw badRequest([{ fieldName: '(body)', message: 'Must be a list of filter categories' }]);
  if (input.length > 1000) throw badRequest([{ fieldName: '(body)', message: 'At most 1000 categories' }]);
  const ids = input.map((item, i) => {
    const raw = isRecord(item) ? item.filter_category_id : item;
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      throw badRequest([{ fieldName: `${i}.filter_category_id`, message: 'Must be a filter category id' }]);
    }
    return id;
  });
  return [...new Set(ids)];
}

/** Replaces the chain's categories (its category_ids): a chain update, so it gets a change log version. */
adminBackendRoutes.post('/legacy/v1/filter/chain/:chainId/categories', async (c) => {
  const chainId = c.req.param('chainId');
  const ids = categoryIdsOf(await readJson(c));
  return write(c, async (tx, actor) => {
    const chain = found(await getDocument(tx, chainCollection, chainId), 'Chain', chainId);
    const categories = await categoriesOf(tx, ids);
    if (categories.length !== ids.length) {
      const known = new Set(categories.map((x) => x.filter_category_id));
      throw badRequest([{ fieldName: 'filter_category_id', message: `Unknown category ${ids.filter((id) => !known.has(id)).join(', ')}` }]);
    }
    const { id: _i, created: _c, modified: _m, version: _v, ...body } = chain;
    await updateDocument(tx, chainCollection, chainId, null, { ...body, category_ids: ids }, actor);
    return { status: 200, body: categories };
  });
});

// ---- Chain locations ----

adminBackendRoutes.get('/legacy/v1/location/chains/:id/locations', async (c) => {
  const chainId = c.req.param('id');
  const p = chainLocationsQuery(c.req.query());
  const page = await c.var.store.read((db) => chainLocationsPage(db, chainId, p));
  return c.json(page);
});

// ---- Users ----

export const MAX_USER_RECORDS = 500;

/** Whether the call asks for a page (`limit`, `sort` or a cursor) rather than spec 1's bare list (`maxRecords`). */
function asksForPage(c: AppContext): boolean {
  const q = c.req.query();
  const paged = ['limit', 'sort', 'next', 'prev', 'curr', 'cursor'].some((key) => q[key] !== undefined);
  if (paged && q.maxRecords !== undefined) throw badRequest([{ fieldName: 'maxRecords', message: 'Not with limit, sort or a cursor: maxRecords asks for the whole list, limit for a page' }]);
  return paged;
}

/**
 * Users (spec 1 §7 'User e-mails'): `maxRecords` answers the bare list, by name; `limit`, `sort`
 * and the cursors answer a keyset page like every other list, for the pickers. Both take `name` (the name
 * or the e-mail contains it, in any case); a page also takes `emails` (those users only: a picker
 * naming its chosen ones).
 */
adminBackendRoutes.get('/v1/users', async (c) => {
  const name = queryText(c.req.query(), 'name');
  if (asksForPage(c)) {
    const q = usersPageQuery(c.req.query(), name);
    const page = await c.var.store.read((db) => usersPage(db, q));
    return c.json(page);
  }
  const text = c.req.query('maxRecords') ?? String(MAX_USER_RECORDS);
  const max = Number(text);
  if (!/^\d{1,4}$/.test(text) || max < 1 || max > MAX_USER_RECORDS) {
    throw badRequest([{ fieldName: 'maxRecords', message: `Must be a whole number from 1 to ${MAX_USER_RECORDS}` }]);
  }
  return c.json(await c.var.store.read((db) => usersList(db, name, max)));
});

// ---- Jobs ----

/**
 * Jobs, a list like the others (limit, cursor, sort). Jobs are recorded in the order they are
 * created (built-in ones first, then uploads: repo/jobs.ts), so their position is the `created` order.
 */
adminBackendRoutes.get('/jobs/v1/jobs', async (c) => {
  const p = jobsQuery(c.req.query());
  const page = await c.var.store.read((db) => jobsPage(db, p));
  return c.json(page);
});

adminBackendRoutes.get('/jobs/v1/jobs/:id', async (c) => {
  const id = c.req.param('id');
  return c.json(found(await c.var.store.read((db) => findReferenceItem(db, REF.job, id)), 'Job', id));
});

/** A job's tasks, a list like the others (limit, cursor, sort), in their order in the job (`position`). */
adminBackendRoutes.get('/jobs/v1/jobs/:id/tasks', async (c) => {
  const id = c.req.param('id');
  const p = jobTasksQuery(c.req.query());
  const page = await c.var.store.read((db) => jobTasksPage(db, id, p));
  return c.json(page);
});

// ---- Topics: tooltip check, UPC info, failed barcodes ----

/** Plain-text body (a JSON string is taken too) → { fits, fitsWhenSplit, splitValue }. */
adminBackendRoutes.post('/topics/tooltip', async (c) => {
  let text = await rawBody(c);
  if (/json/i.test(c.req.header('content-type') ?? '')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') text = parsed;
    } catch {
      /* plain text after all */
    }
  }
  return c.json(checkTooltip(text));
});

/** A list of barcodes → their product names; unknown barcodes get product_name null. */
adminBackendRoutes.post('/v1/blink/upcInfo', async (c) => {
  const input = await readJson(c);
  if (!Array.isArray(input)) throw badRequest([{ fieldName: '(body)', message: 'Must be a list of barcodes' }]);
  if (input.length > 1000) throw badRequest([{ fieldName: '(body)', message: 'At most 1000 barcodes' }]);
  const upcs = input.map((b: unknown, i): string => {
    if (typeof b !== 'string' || b.length === 0 || b.length > 64) throw badRequest([{ fieldName: String(i), message: 'Must be a barcode of 1 to 64 characters' }]);
    return b;
  });
  const found = await c.var.store.read((db) => referenceItemsById<{ product_name: string }>(db, REF.upcInfo, upcs));
  return c.json(upcs.map((upc) => ({ input_upc: upc, product_name: found.get(upc)?.product_name ?? null })));
});

/** Failed barcodes of a promoted product (see failedBarcodesOf); 404 for an unknown topic. */
adminBackendRoutes.get('/failedBarcodes/topics/:id', async (c) => {
  const id = c.req.param('id');
  const topic = found(await c.var.store.read((db) => getDocument(db, topicCollection, id)), 'Topic', id);
  return c.json(failedBarcodesOf(('barcodes' in topic ? topic.barcodes : undefined) ?? []));
});
