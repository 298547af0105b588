/**
 * The demo seed's own thread (demo-thread.ts): makes the demo data's statements, validated and
 * turned into JSON here, and hands them to the database's thread a part at a time, at most as many
 * parts ahead as it has been granted.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { must } from '#server/errors';
import { type DemoPlan, makeDemo } from './demo';
import type { DemoMessage } from './demo-thread';

const port = must(parentPort ?? undefined, 'the demo seed runs as a worker thread');
const data: { plan: DemoPlan; ahead: number } = workerData;
let granted = data.ahead;
let granting: (() => void) | undefined;
port.on('message', (parts: number) => {
  granted += parts;
  granting?.();
});

const send = (message: DemoMessage) => port.postMessage(message);
const next = await makeDemo(data.plan, async (statements) => {
  while (granted === 0) await new Promise<void>((resolve) => (granting = resolve));
  granted--;
  send({ statements });
});
send({ next });
