// A process that tries to lock data folders base/0 … base/{count-1}, each at its own moment shared
// with the other processes (tests/server/data-dir-lock.test.ts): prints 'locked' or 'refused' per
// folder, and keeps what it locked until the end, as a gateway would.
import { join } from 'node:path';
import { lockDataDir } from '#server/store/lock';

const [base, count, startAt] = process.argv.slice(2);
const SLOT_MS = 40;
const said: string[] = [];
for (let i = 0; i < Number(count); i++) {
  while (Date.now() < Number(startAt) + i * SLOT_MS) { /* start together with the others */ }
  try {
    lockDataDir(join(base!, String(i)));
    said.push('locked');
  } catch {
    said.push('refused');
  }
}
console.log(said.join(' '));
