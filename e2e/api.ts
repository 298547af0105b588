/**
 * The browser tests' calls to the gateway global setup started: building and checking data through
 * the API beside what the browser does.
 */
export type Doc = { id: string; version: number } & Record<string, unknown>;

/** One API call under /flightdeck/services; anything but a 2xx fails the test with the answer's text. */
export async function call<T = Doc>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/flightdeck/services${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A UTC timestamp `offset` days from now, in the gateway's text form. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';
