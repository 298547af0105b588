import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serveMetricsPort } from '#server/http/metrics';
import { GatewayMetrics } from '#server/metrics';
import { signedInGatewayForSuite } from './auth/oidc-fixture';
import { createCampaign } from './fixtures';
import { gatewayForSuite, QUIET, STORE_KINDS, startGateway } from './harness';

/** The value of one sample of the Prometheus text: a metric name and, optionally, some of its labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe.each(STORE_KINDS)('GET /metrics on %s', (kind) => {
  const gw = gatewayForSuite(() => startGateway(kind));
  const scrape = async () => {
    const res = await fetch(`${gw.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('times requests by route pattern and status, never by raw path', async () => {
    const { company } = await createCampaign(gw);
    expect((await gw.call('GET', `/company/v1/companies/${company.id}`)).status).toBe(200);
    expect((await gw.call('GET', '/company/v1/companies/no-such-company')).status).toBe(404);
    const text = await scrape();
    const route = '/flightdeck/services/company/v1/companies/:id';
    expect(sample(text, 'flightdeck_http_request_duration_seconds_count', { method: 'GET', route, status: '200' })).toBe(1);
    expect(sample(text, 'flightdeck_http_request_duration_seconds_count', { method: 'GET', route, status: '404' })).toBe(1);
    expect(sample(text, 'flightdeck_http_request_duration_seconds_count', { method: 'POST', route: '/flightdeck/services/company/v1/companies', status: '201' })).toBe(1);
    expect(text).not.toContain(`/companies/${company.id}"`);
    expect(text).not.toContain('no-such-company');
    // store calls, and the process's own figures
    expect(sample(text, 'flightdeck_store_query_duration_seconds_count', { kind: 'transaction' })).toBeGreaterThan(0);
    expect(sample(text, 'flightdeck_store_query_duration_seconds_count', { kind: 'read' })).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it("reads the outbox backlog and its oldest event's age, dead letters, mapping tasks and jobs from the store at scrape time", async () => {
    const before = await scrape();
    const backlog = sample(before, 'flightdeck_outbox_backlog')!;
    const dead = sample(before, 'flightdeck_outbox_dead_letters')!;
    const failedTasks = sample(before, 'flightdeck_mapping_tasks', { state: 'FAILURE' })!;
    expect(sample(before, 'flightdeck_mapping_tasks', { state: 'PENDING' })).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'flightdeck_jobs', { status: 'COMPLETED' })).toBeGreaterThanOrEqual(0);
    await gw.store.tx(async (tx) => {
      await tx.execute(sql`insert into event_outbox (aggregate_type, aggregate_id, event_type, payload, created, next_attempt_at)
                           values ('campaign', 'c-metrics', 'UPDATE', '{}', now() - interval '1 hour', now() + interval '1 hour')`);
      await tx.execute(sql`insert into event_outbox (aggregate_type, aggregate_id, event_type, payload, attempts, dead_at, last_error)
                           values ('campaign', 'c-metrics', 'UPDATE', '{}', 8, now(), 'Downstream answered 500')`);
      await tx.execute(sql`insert into mapping_task (id, campaign_id, name, type, state_type, updated) values ('metrics-task', 'c-metrics', 'x', 'IMAGE', 'FAILURE', now())`);
    });
    const after = await scrape();
    expect(sample(after, 'flightdeck_outbox_backlog')).toBe(backlog + 1);
    expect(sample(after, 'flightdeck_outbox_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(after, 'flightdeck_outbox_dead_letters')).toBe(dead + 1);
    expect(sample(after, 'flightdeck_mapping_tasks', { state: 'FAILURE' })).toBe(failedTasks + 1);
    // the pool's use, on PostgreSQL only
    if (kind === 'postgres') {
      expect(sample(after, 'flightdeck_store_pool_connections')).toBeGreaterThan(0);
      expect(sample(after, 'flightdeck_store_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(after, 'flightdeck_store_pool_waiting_requests')).toBe(0);
    } else {
      expect(sample(after, 'flightdeck_store_pool_connections')).toBeUndefined();
    }
  });

  it('counts the clients of the mapping event stream while they are connected', async () => {
    const { campaign } = await createCampaign(gw);
    expect(sample(await scrape(), 'flightdeck_event_stream_clients', { stream: 'mapping' })).toBe(0);
    const abort = new AbortController();
    const res = await fetch(`${gw.base}/mapping/v1/campaigns/${campaign.id}/stream`, { signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read(); // the first event: the stream is open
    expect(sample(await scrape(), 'flightdeck_event_stream_clients', { stream: 'mapping' })).toBe(1);
    abort.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(async () => sample(await scrape(), 'flightdeck_event_stream_clients', { stream: 'mapping' }), { timeout: 10_000 }).toBe(0);
  });
});

describe('GET /metrics with sign-in on, and the metrics port (METRICS_PORT)', () => {
  const { gw, as } = signedInGatewayForSuite();
  let server: Server | undefined;
  afterAll(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  it('needs a token (401), then the metrics permission (403): sk_engineering and sk_god_mode hold it', async () => {
    expect((await gw.call('GET', '/metrics')).status).toBe(401);
    for (const roles of [['sk_product'], ['sk_account_manager', 'sk_campaign_manager', 'sk_ops_associate'], []]) {
      const refused = await gw.call('GET', '/metrics', { headers: await as(roles) });
      expect(refused.status, roles.join()).toBe(403);
      expect(refused.json.errorMsg).toBeTruthy();
    }
    for (const role of ['sk_engineering', 'sk_god_mode']) {
      const res = await gw.call('GET', '/metrics', { headers: await as([role]) });
      expect(res.status, role).toBe(200);
      expect(res.json).toContain('# TYPE flightdeck_http_request_duration_seconds histogram');
    }
  });

  it('serves them without sign-in on the metrics port at /metrics, and nothing else there', async () => {
    server = await serveMetricsPort(new GatewayMetrics(gw.store, QUIET), 0, QUIET, '127.0.0.1');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ['/metrics', '/flightdeck/services/metrics']) {
      const res = await fetch(origin + path);
      expect(res.status, path).toBe(200);
      expect(sample(await res.text(), 'flightdeck_outbox_backlog')).toBe(0);
    }
    expect((await fetch(`${origin}/flightdeck/services/company/v1/companies`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
