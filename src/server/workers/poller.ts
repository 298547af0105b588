/** A worker's loop: passes run one at a time, now and then again after a delay, until stopped. */
export interface Poller {
  /** runs one pass (after any pass under way) and answers how many items it handled */
  runOnce(): Promise<number>;
  /** stops the loop and waits for the pass under way */
  stop(): Promise<void>;
}

export function startPoller(o: {
  name: string;
  pass: () => Promise<number>;
  /** the wait before the next pass, given how many items the last one handled */
  delayAfter: (handled: number) => number;
  autoStart?: boolean;
}): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = async () => {
    while (running) await running.catch(() => undefined);
    running = o.pass();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  const loop = async () => {
    if (stopped) return;
    let handled = 0;
    try {
      handled = await runOnce();
    } catch (error) {
      if (!stopped) console.error(`${o.name}:`, (error as Error).message);
    }
    if (!stopped) timer = setTimeout(loop, o.delayAfter(handled));
  };
  if (o.autoStart !== false) timer = setTimeout(loop, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
