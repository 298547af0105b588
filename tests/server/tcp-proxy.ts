import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'stall' | 'cut';

/**
 * A TCP proxy in front of the database, as a flaky network would be: `pass` forwards, `stall` holds
 * every byte either way (and lets new connections hang), `cut` ends every connection and refuses new ones.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'pass';
  const held: (() => void)[] = [];
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (mode === 'cut') return void client.destroy();
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (mode === 'stall') held.push(() => { if (!to.destroyed) to.write(chunk); });
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set(next: ProxyMode) {
      mode = next;
      if (mode === 'cut') for (const [a, b] of pairs) { a.destroy(); b.destroy(); }
      if (mode === 'pass') for (const write of held.splice(0)) write();
    },
    async close() {
      for (const [a, b] of pairs) { a.destroy(); b.destroy(); }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
