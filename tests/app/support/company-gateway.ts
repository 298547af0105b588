import { vi } from 'vitest';
import { COMPANY_MESSAGES } from '#domain/company';

export interface CompanyDoc { id: string; name: string; version: number; tags: string[]; urls: string[]; childCompanyIds: string[]; representedCompanyIds: string[]; externalId: string; created: string; modified: string }

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * The company service as the gateway answers it: keyset pages (offsets here), 409 on a taken name,
 * If-Match on PUT and DELETE, and a 409 on the delete of a company still in use (those of `inUse`).
 * Companies are numbered from id 100 and named by `name` (by default 'Company 000', 'Company 001', …).
 */
export function companyGateway(n: number, { name = (i: number) => `Company ${String(i).padStart(3, '0')}`, inUse = [] }: { name?: (i: number) => string; inUse?: string[] } = {}) {
  const docs: CompanyDoc[] = Array.from({ length: n }, (_, i) => ({
    id: String(100 + i), name: name(i), version: 1, tags: [], urls: [], childCompanyIds: [], representedCompanyIds: [], externalId: '-',
    created: '2026-01-01T00:00:00Z[UTC]', modified: '2026-01-01T00:00:00Z[UTC]',
  }));
  const writes: { method: string; body: Record<string, unknown>; ifMatch: string | null }[] = [];
  const deletes: { path: string; ifMatch: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url);
    const path = url.pathname.replace('/flightdeck/services', '');
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v3' });
    if (path === '/company/v1/companies/' && req.method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const next = url.searchParams.get('next');
      if (next !== null && !/^\d+$/.test(next)) return json({ errorMsg: 'Invalid request. next: Not a cursor this list gave out', errors: [{ fieldName: 'next', message: 'Not a cursor this list gave out' }] }, 400);
      const offset = Number(next ?? 0);
      const term = (url.searchParams.get('name') ?? '').toLowerCase();
      const hits = docs.filter((d) => d.name.toLowerCase().includes(term));
      const objects = hits.slice(offset, offset + limit);
      return json({ objects, pagination: { objectCount: hits.length, pageCount: Math.ceil(hits.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next: offset + limit < hits.length ? String(offset + limit) : null } });
    }
    const one = /^\/company\/v1\/companies\/(\w+)$/.exec(path);
    const doc = one ? docs.find((d) => d.id === one[1]) : undefined;
    if (doc && req.method === 'DELETE') {
      deletes.push({ path, ifMatch: req.headers.get('If-Match') });
      if (inUse.includes(doc.id)) {
        const message = `${COMPANY_MESSAGES.inUse} insertion order "Spring Order"`;
        return json({ errorMsg: message, errors: [{ fieldName: 'id', message }] }, 409);
      }
      docs.splice(docs.indexOf(doc), 1);
      return json(doc);
    }
    const body = req.method === 'GET' ? {} : ((await req.json()) as Record<string, unknown>);
    const taken = (name: unknown, id?: string) => docs.some((d) => d.name.toLowerCase() === String(name).toLowerCase() && d.id !== id);
    const conflict = () => json({ errorMsg: COMPANY_MESSAGES.nameTaken, errors: [{ fieldName: 'name', message: COMPANY_MESSAGES.nameTaken }] }, 409);
    if (path === '/company/v1/companies/' && req.method === 'POST') {
      writes.push({ method: 'POST', body, ifMatch: null });
      if (taken(body.name)) return conflict();
      const created = { ...(body as object), id: String(100 + docs.length), version: 1, externalId: '-', created: 'x', modified: 'x' } as CompanyDoc;
      docs.push(created);
      return json(created, 201, { ETag: '"1"' });
    }
    if (doc && req.method === 'GET') return json(doc, 200, { ETag: `"${doc.version}"` });
    if (doc && req.method === 'PUT') {
      writes.push({ method: 'PUT', body, ifMatch: req.headers.get('If-Match') });
      if (taken(body.name, doc.id)) return conflict();
      Object.assign(doc, body, { version: doc.version + 1 });
      return json(doc, 200, { ETag: `"${doc.version}"` });
    }
    return json({ errorMsg: `No such call: ${req.method} ${path}` }, 404);
  });
  return { docs, writes, deletes };
}
