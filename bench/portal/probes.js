// Installed in each benchmark page before its own scripts (bench/portal/harness.ts).
//
// `__bench.arm(selector?)` notes the time of the next keydown (a modifier's own keydown excepted:
// Playwright sends Control+k as two keydowns a round trip apart, and it is the k that acts) and resolves at the first frame after
// the work that key caused: a requestAnimationFrame callback scheduled from the keydown runs only
// once the task's work (React's synchronous commit included) is done, and the timeout after it runs
// after that frame's paint. With a selector it waits for the first frame that shows it (e.g. a
// lazily shown dialog); with `change` too, for the first frame in which its text differs from what
// it was at the keydown (e.g. a table's first row after a sort answered by the server). Long
// animation frames are collected all along.
(() => {
  const loaf = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) loaf.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No long-animation-frame entries in this browser: supportsLoaf() says so.
  }
  // Event Timing: the browser's own measure from an input's timestamp to the paint after its
  // handlers, in 8 ms steps; events under 16 ms are not reported at all.
  const events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) events.push({ name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing in this browser: eventDurations() answers NaN for each key.
  }
  let pending;
  // The timestamps of the armed keys' keydowns, to find their Event Timing entries.
  const armedStamps = [];
  const modifiers = new Set(['Control', 'Meta', 'Shift', 'Alt']);
  addEventListener(
    'keydown',
    (event) => {
      const armed = pending;
      if (!armed || modifiers.has(event.key)) return;
      pending = undefined;
      armedStamps.push(event.timeStamp);
      const t0 = performance.now();
      const text = () => document.querySelector(armed.selector)?.textContent;
      const before = armed.change ? text() : undefined;
      const frame = () =>
        requestAnimationFrame(() => {
          if (armed.selector && !document.querySelector(armed.selector)) return frame();
          if (armed.change && text() === before) return frame();
          setTimeout(() => armed.done(performance.now() - t0));
        });
      frame();
    },
    { capture: true },
  );
  window.__bench = {
    // arm() returns at once (the caller presses the key after it); result() waits for the frame.
    arm: (selector, change) => {
      window.__bench.last = new Promise((done) => (pending = { done, selector, change }));
    },
    result: () => window.__bench.last,
    // The Event Timing durations of the keys armed since `since`: 8 for one under the 16 ms the API reports from.
    eventDurations: (since) => {
      const supported = PerformanceObserver.supportedEntryTypes.includes('event');
      return armedStamps
        .filter((stamp) => stamp >= since)
        .map((stamp) => (supported ? (events.find((e) => e.name === 'keydown' && Math.abs(e.start - stamp) < 1)?.duration ?? 8) : NaN));
    },
    longFrames: (since) => loaf.filter((f) => f.start >= since && f.duration > 50).map((f) => Math.round(f.duration)),
    supportsLoaf: () => PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'),
  };
})();
