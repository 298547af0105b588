import { AsyncResource } from 'node:async_hooks';
import { log, type Logger } from '#server/log';
import { onWork, type WorkKind } from '#server/work-signal';
import { messageOf } from '#server/errors';

/** How a worker's loop starts; every worker's options take these. */
export interface PollerStart {
  /** false: no loop, only runOnce (tests) */
  autoStart?: boolean;
  /**
   * The wait before the first pass. The gateway waits a little after start-up (main.ts): work left
   * from before the restart is found by a first pass that, on the embedded store, holds the one
   * connection, and the calls arriving as the gateway comes up are answered first.
   */
  firstPassAfterMs?: number;
}

/** A worker's loop: passes run one at a time, now and then again after a delay, until stopped. */
export interface Poller {
  /** runs one pass (after any pass under way) and answers how many items it handled */
  runOnce(): Promise<number>;
  /** stops the loop and waits for the pass under way */
  stop(): Promise<void>;
}

/**
 * On PostgreSQL the announcement comes from inside the writer's transaction: a pass a moment later
 * usually sees it committed, and one that does not polls again after the first idle delay.
 */
const WAKE_DELAY_MS = 25;

export function startPoller(o: {
  name: string;
  pass: () => Promise<number>;
  /** the wait before the next pass, given how many items the last one handled */
  delayAfter: (handled: number) => number;
  /**
   * With a kind of work to listen for: each pass in a row that finds nothing doubles the wait, up to
   * idleMaxMs, so an idle worker does not keep taking turns at the store (on PGlite every pass waits
   * for and holds the one connection); an announcement of that work ends the slow polling. Work
   * written by another process is found within idleMaxMs.
   */
  wakeOn?: { kind: WorkKind; idleMaxMs: number };
  logger?: Logger;
} & PollerStart): Poller {
  const logger = o.logger ?? log();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let due = 0;
  let running: Promise<number> | undefined;
  let idlePasses = 0;
  let wokenDuringPass = false;

  const runOnce = async () => {
    while (running) await running.catch(() => undefined);
    running = o.pass();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  // Bound to the poller's own async context: a wake comes from inside a writer's transaction, and a
  // timer set there would run the next pass inside it too (the store refuses such nested access).
  const schedule = AsyncResource.bind((ms: number) => {
    clearTimeout(timer);
    due = Date.now() + ms;
    timer = setTimeout(loop, ms);
  });

  const nextDelay = (handled: number) => {
    idlePasses = handled > 0 ? 0 : idlePasses + 1;
    const base = o.delayAfter(handled);
    if (!o.wakeOn || idlePasses <= 1) return base;
    return Math.min(Math.max(base, o.wakeOn.idleMaxMs), base * 2 ** (idlePasses - 1));
  };

  const loop = async () => {
    if (stopped) return;
    timer = undefined;
    wokenDuringPass = false;
    let handled = 0;
    try {
      handled = await runOnce();
    } catch (error) {
      if (!stopped) logger.error({ worker: o.name, cause: messageOf(error) }, `${o.name}: the pass failed`);
    }
    if (stopped) return;
    const delay = nextDelay(handled);
    // Work announced while the pass ran may have come too late for it.
    schedule(wokenDuringPass ? WAKE_DELAY_MS : delay);
  };

  const wake = () => {
    if (stopped) return;
    idlePasses = 0;
    if (running) wokenDuringPass = true;
    // a pass already due soon is not put off (a stream of announcements must not starve it)
    else if (due > Date.now() + WAKE_DELAY_MS) schedule(WAKE_DELAY_MS);
  };

  const looping = o.autoStart !== false;
  if (looping) schedule(o.firstPassAfterMs ?? 0);
  const stopWaking = looping && o.wakeOn ? onWork(o.wakeOn.kind, wake) : undefined;

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopWaking?.();
      await running?.catch(() => undefined);
    },
  };
}
