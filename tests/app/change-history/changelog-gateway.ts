import { vi } from 'vitest';
import type { ChangeMetadata, DocumentChangelog } from '#domain/changelog';
import { ANA, BOB, at, campaignLog } from '#tests/app/support/history';
import { usersAnswer } from '#tests/app/support/users-gateway';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** 25 changes by Ana (20 + 5 'Load more'): campaigns, ad sets, ads, topics, orders, newest first. */
export function sampleEntries(): ChangeMetadata[] {
  const kinds: [string, string[]][] = [['Campaign', []], ['AdSet', ['1000']], ['Ad', ['1000', '2000']], ['Topic', ['1000']], ['InsertionOrder', ['1000']]];
  return Array.from({ length: 25 }, (_, i) => {
    const [documentType, parentIds] = kinds[i % kinds.length]!;
    return { id: String(900 - i), changedDocumentId: String(3000 + i), documentType, parentIds, name: `Doc ${String(i).padStart(2, '0')}`, event: 'UPDATE', userId: ANA, changeTime: at(59 - i) };
  });
}

export interface ChangelogGateway {
  metadataCalls: URL[];
  /** The users calls (the User e-mail box's suggestions). */
  userCalls: URL[];
  logCalls: string[];
  entries: ChangeMetadata[];
  logs: Record<string, DocumentChangelog>;
  /** The metadata search answers with this status. */
  failure?: number;
}

/**
 * Answers the changelog service (metadata search paged by offsets, one document's versions, 404
 * without history) and the user list.
 */
export function changelogGateway(init: Partial<Pick<ChangelogGateway, 'entries' | 'logs'>> = {}): ChangelogGateway {
  const gw: ChangelogGateway = { metadataCalls: [], userCalls: [], logCalls: [], entries: init.entries ?? sampleEntries(), logs: init.logs ?? { '1000': campaignLog() } };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, options?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), options);
    const url = new URL(req.url, 'http://portal.test');
    const path = url.pathname.replace('/flightdeck/services', '');
    if (path === '/changelog/v1/change/metadata') {
      gw.metadataCalls.push(url);
      if (gw.failure) return json({ errorMsg: 'Boom' }, gw.failure);
      const user = url.searchParams.get('userId');
      const hits = gw.entries.filter((e) => !user || e.userId === user);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('next') ?? 0);
      const next = offset + limit < hits.length ? String(offset + limit) : null;
      return json({ objects: hits.slice(offset, offset + limit), pagination: { objectCount: hits.length, pageCount: Math.ceil(hits.length / limit), pageIndex: offset / limit, limit, prev: null, next } });
    }
    const one = /^\/changelog\/v1\/changelog\/(.+)$/.exec(path);
    if (one) {
      gw.logCalls.push(one[1]!);
      const log = gw.logs[one[1]!];
      return log ? json(log) : json({ errorMsg: `Changelog of document ${one[1]} not found` }, 404);
    }
    if (path === '/adminBackend/v1/users') gw.userCalls.push(url);
    if (path === '/adminBackend/v1/users') return json(usersAnswer([{ email: ANA, given_name: 'Ana', family_name: 'Account' }, { email: BOB, given_name: 'Bob', family_name: 'Ops' }], url));
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v3' });
    return json({ errorMsg: `No such call: ${path}` }, 404);
  });
  return gw;
}
