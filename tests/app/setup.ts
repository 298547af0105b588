import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { notificationQueue } from '#app/ui/notifications';

// testing-library cleans up by itself only when the runner exposes globals; vitest does not here.
afterEach(async () => {
  cleanup();
  // The app's one notification queue outlives a test: a toast still in its 5 s would show in the next.
  notificationQueue.clear();
  // The record stream's one connection outlives its screens by a few seconds: the next test's gateway
  // starts afresh. (Imported here, not above: a file's mocks of what it imports must come first.)
  (await import('#app/api/record-stream')).closeRecordStream();
  localStorage.clear();
  sessionStorage.clear();
});

// happy-dom has no layout: give the virtualised tables' scroll area a viewport size, as a browser would.
const VIEWPORT = { clientHeight: 400, clientWidth: 1000 } as const;
for (const [prop, size] of Object.entries(VIEWPORT)) {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, prop) ?? Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('data-table') ? size : (original?.get?.call(this) ?? 0);
    },
  });
}
