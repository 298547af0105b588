import { NAVIGABLE_ENTITIES, type NavigableEntity } from '#domain/entities';
import { isOneOf } from '#domain/lists';
/**
 * The search of each list screen as last seen in this tab, so that coming back to a list (its 'Back
 * to …' link, the side navigation) shows it as it was left: same filters, sort, page and selected
 * row. The flat route tree gives TanStack Router's retainSearchParams nothing to retain from a
 * record's page, hence this. An open popup (`dialog`) is not brought back.
 */
export type ListPath = NavigableEntity['nav']['path'] | '/history';
/** The entity manifest's list screens, and the change history's (not a document kind's). */
const LIST_PATHS: readonly ListPath[] = [...NAVIGABLE_ENTITIES.map(({ nav }) => nav.path), '/history'];

const STORAGE_KEY = 'flightdeck.listSearch';
type Search = Record<string, unknown>;

function stored(): Partial<Record<ListPath, Search>> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<ListPath, Search>>;
  } catch {
    return {};
  }
}

const isListPath = (pathname: string): pathname is ListPath => isOneOf(LIST_PATHS, pathname);

/** Notes a list screen's search (called on every resolved navigation; other screens are ignored). */
export function rememberListSearch(pathname: string, search: Search) {
  if (!isListPath(pathname)) return;
  const { dialog: _popup, ...kept } = search;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored(), [pathname]: kept }));
  } catch {
    // storage full or denied: links back to the list show it with its defaults
  }
}

/** The search a link back to a list carries: the list as it was left, or its defaults. */
export const listSearchOf = (path: ListPath): Search => stored()[path] ?? {};
