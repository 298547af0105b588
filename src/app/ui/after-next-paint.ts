/**
 * Runs `run` once the next frame has been painted: a frame callback runs before that frame's paint,
 * and a task queued from it runs after. Answers a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
