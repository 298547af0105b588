/**
 * Runs `run` once the browser is idle (at once in the next task where it cannot say, as in Safari).
 * Answers a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const task = setTimeout(run, 0);
    return () => clearTimeout(task);
  }
  const idle = requestIdleCallback(run);
  return () => cancelIdleCallback(idle);
}
