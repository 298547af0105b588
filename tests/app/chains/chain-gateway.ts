import { vi } from 'vitest';
import { chainDefaults, chainListItem, type StoredChain } from '#domain/chain';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export interface StoredChainDoc {
  chain: StoredChain;
  button_ids: string[];
  version: number;
}

export interface ChainGateway {
  docs: StoredChainDoc[];
  requests: { method: string; url: URL; body?: unknown; ifMatch: string | null }[];
  uploads: { width: unknown; height: unknown }[];
  /** The image upload answers 400 with this message. */
  uploadFailure?: string;
  /** Answers the next write with this status and field error. */
  failNextWrite?: { status: number; fieldName: string; message: string };
  locations: Record<string, { id: string; name: string; address: string; city: string; state: string; zip: string }[]>;
  /** The chain filter categories' save answers 400 with this message. */
  categoriesFailure?: string;
}

export const FILTER_CATEGORIES = [
  { filter_category_id: 1, title: 'Apparel' },
  { filter_category_id: 2, title: 'Grocers' },
  { filter_category_id: 3, title: 'Pharmacy' },
];

/** A stored chain with the defaults, the six required logos and the given fields. */
export function chainDoc(id: string, fields: Partial<StoredChain> & { name: string }, buttonIds: string[] = []): StoredChainDoc {
  const logos = {
    logo_image_name_38x38: 'http://portal.test/l38.png',
    logo_image_name_105x105: 'http://portal.test/l105.png',
    logo_image_name_50x25: 'http://portal.test/l50.png',
    square_logo_image_name: 'http://portal.test/sq.png',
    logo_image_name_Nx30: 'http://portal.test/n30.png',
    white_logo_image_name_130x50: 'http://portal.test/w130.png',
  };
  return { chain: { ...chainDefaults(), ...logos, ...fields, chain_id: id } as StoredChain, button_ids: buttonIds, version: 1 };
}

const sortKey = (c: StoredChain, key: string) => (key === 'status' ? (chainListItem(c).isDisabled ? 1 : 0) : key === 'priority' ? (c.priority ?? '') : c.name.toLowerCase());

/** The chain service, filter categories, locations and image upload as the gateway answers them (cursors are offsets). */
export function chainGateway(docs: StoredChainDoc[]): ChainGateway {
  const gw: ChainGateway = { docs, requests: [], uploads: [], locations: {} };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url);
    const path = url.pathname.replace('/flightdeck/services', '');
    const method = req.method;
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v3' });
    if (path === '/files/v1/images/' && method === 'POST') {
      const form = await req.formData();
      gw.uploads.push({ width: form.get('width'), height: form.get('height') });
      if (gw.uploadFailure) return json({ errorMsg: gw.uploadFailure, errors: [{ fieldName: 'image', message: gw.uploadFailure }] }, 400);
      return json({ fileURL: `http://portal.test/upload-${gw.uploads.length}.png`, width: 1, height: 1 }, 201);
    }
    const body = method === 'GET' ? undefined : await req.json().catch(() => undefined);
    gw.requests.push({ method, url, body, ifMatch: req.headers.get('If-Match') });
    if (path === '/adminBackend/legacy/v1/filter/categories') return json(FILTER_CATEGORIES);
    const loc = /^\/adminBackend\/legacy\/v1\/location\/chains\/([^/]+)\/locations$/.exec(path);
    if (loc) {
      const all = gw.locations[loc[1]!] ?? [];
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('next') ?? 0);
      return json({ objects: all.slice(offset, offset + limit), pagination: { objectCount: all.length, pageCount: 1, pageIndex: Math.floor(offset / limit), limit, prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next: offset + limit < all.length ? String(offset + limit) : null } });
    }
    // A chain's filter categories: its category_ids, read and replaced (a new version, as the gateway does).
    const filed = /^\/adminBackend\/legacy\/v1\/filter\/chain\/([^/]+)\/categories$/.exec(path);
    const filedDoc = filed && gw.docs.find((d) => d.chain.chain_id === filed[1]);
    if (filedDoc && method === 'GET') return json(FILTER_CATEGORIES.filter((c) => filedDoc.chain.category_ids?.includes(c.filter_category_id)));
    if (filedDoc && method === 'POST') {
      if (gw.categoriesFailure) return json({ errorMsg: `Invalid request. filter_category_id: ${gw.categoriesFailure}`, errors: [{ fieldName: 'filter_category_id', message: gw.categoriesFailure }] }, 400);
      const ids = (body as { filter_category_id: number }[]).map((c) => c.filter_category_id);
      Object.assign(filedDoc, { chain: { ...filedDoc.chain, category_ids: ids }, version: filedDoc.version + 1 });
      return json(FILTER_CATEGORIES.filter((c) => ids.includes(c.filter_category_id)));
    }
    if (path === '/chain/v1/chains' && method === 'GET') {
      const label = (url.searchParams.get('label') ?? '').toLowerCase();
      const online = url.searchParams.get('online');
      const sort = url.searchParams.get('sort') ?? 'name';
      const key = sort.replace(/^-/, '');
      const hits = gw.docs
        .map((d) => d.chain)
        .filter((c) => (online === null || String(c.supports_online_store) === online) && c.name.toLowerCase().includes(label))
        .sort((a, b) => (sortKey(a, key) < sortKey(b, key) ? -1 : sortKey(a, key) > sortKey(b, key) ? 1 : a.name.localeCompare(b.name)) * (sort.startsWith('-') ? -1 : 1));
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('next') ?? 0);
      const objects = hits.slice(offset, offset + limit).map(chainListItem);
      return json({ objects, pagination: { objectCount: hits.length, pageCount: Math.ceil(hits.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next: offset + limit < hits.length ? String(offset + limit) : null } });
    }
    const fail = gw.failNextWrite;
    if (fail && method !== 'GET') {
      gw.failNextWrite = undefined;
      return json({ errorMsg: `chain.${fail.fieldName}: ${fail.message}`, errors: [{ fieldName: `chain.${fail.fieldName}`, message: fail.message }] }, fail.status);
    }
    if (path === '/chain/v1/chains' && method === 'POST') {
      const input = body as { chain: StoredChain; button_ids: string[] };
      const doc = { chain: { ...input.chain, chain_id: String(500 + gw.docs.length) }, button_ids: input.button_ids, version: 1 };
      gw.docs.push(doc);
      return json({ chain: doc.chain, button_ids: doc.button_ids }, 201, { ETag: '"1"' });
    }
    const one = /^\/chain\/v1\/chains\/([^/]+)$/.exec(path);
    const doc = one && gw.docs.find((d) => d.chain.chain_id === one[1]);
    if (one && !doc) return json({ errorMsg: `Chain ${one[1]} not found` }, 404);
    if (doc && method === 'GET') return json({ chain: doc.chain, button_ids: doc.button_ids }, 200, { ETag: `"${doc.version}"` });
    if (doc && method === 'PUT') {
      if (req.headers.get('If-Match') !== `"${doc.version}"`) {
        return json({ errorMsg: 'Chain was changed by someone else', current: { chain: doc.chain, button_ids: doc.button_ids } }, 412, { ETag: `"${doc.version}"` });
      }
      const input = body as { chain: StoredChain; button_ids: string[] };
      Object.assign(doc, { chain: { ...input.chain, chain_id: doc.chain.chain_id }, button_ids: input.button_ids, version: doc.version + 1 });
      return json({ chain: doc.chain, button_ids: doc.button_ids }, 200, { ETag: `"${doc.version}"` });
    }
    return json({ errorMsg: `No such call: ${method} ${path}` }, 404);
  });
  return gw;
}

/** Someone else saves the chain (its version moves on). */
export function saveElsewhere(gw: ChainGateway, id: string, fields: Partial<StoredChain>) {
  const doc = gw.docs.find((d) => d.chain.chain_id === id)!;
  doc.chain = { ...doc.chain, ...fields };
  doc.version += 1;
}
