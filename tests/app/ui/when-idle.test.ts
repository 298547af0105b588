import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '#app/ui/when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs once the browser says it is idle, and not once cancelled', () => {
    const waiting: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    waiting[0]!();
    expect(run).toHaveBeenCalledOnce();

    const cancel = whenIdle(vi.fn());
    cancel();
    expect(cancelled).toEqual([2]);
  });

  it('runs in the next task where the browser cannot say (Safari), and not once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(10);
    expect(never).not.toHaveBeenCalled();
  });
});
