import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import type { Logger } from '#server/log';
import type { GatewayMetrics } from '#server/metrics';
import type { AppEnv } from './context';

/** GET /metrics: the gateway's Prometheus text (permission `metrics` when sign-in is on, decision 003). */
export const metricsRoutes = new Hono<AppEnv>({ strict: false }).get('/metrics', async (c) => {
  const { contentType, body } = await c.var.metrics.text();
  return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
});

/** The paths the METRICS_PORT server answers on: Prometheus' default and the API's. */
const METRICS_PATHS = new Set(['/metrics', '/flightdeck/services/metrics']);

/**
 * `METRICS_PORT`: the same metrics without sign-in on a port of their own, for a scraper on a private
 * network; a small node server, apart from the API so nothing else is reachable there.
 */
export function serveMetricsPort(metrics: GatewayMetrics, port: number, logger: Logger, hostname = '0.0.0.0'): Promise<Server> {
  const server = createServer((req, res) => {
    const [path = '/'] = (req.url ?? '/').split('?');
    if (!METRICS_PATHS.has(path) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Metrics are at GET /metrics\n');
      return;
    }
    metrics.text().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics: the scrape failed');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
