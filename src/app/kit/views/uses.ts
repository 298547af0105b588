/**
 * How often this browser opened each view (decision 018): the palette lists the five most used
 * first. Kept locally, so uses stay private and the gateway only stores real changes.
 */
const KEY = 'flightdeck.viewUses';
export const MOST_USED_LIMIT = 5;

function read(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

export function countViewUse(id: string): void {
  const uses = read();
  uses[id] = (Number(uses[id]) || 0) + 1;
  try {
    localStorage.setItem(KEY, JSON.stringify(uses));
  } catch {
    // storage full or barred: the ranking only loses a hint
  }
}

/** The ids among `ids` used at least once, most used first (ties keep `ids`' order), at most five. */
export function mostUsedViews(ids: readonly string[]): string[] {
  const uses = read();
  return ids
    .filter((id) => Number(uses[id]) > 0)
    .map((id, i) => ({ id, i, n: Number(uses[id]) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, MOST_USED_LIMIT)
    .map((u) => u.id);
}
