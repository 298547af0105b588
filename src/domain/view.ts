import * as v from 'valibot';
import { NAVIGABLE_ENTITIES, type NavigableEntity } from '#domain/entities';
import { object } from './plain-object';
import { readableName, requiredText } from './text';

/**
 * Saved views (issue 28 §1): a list screen's URL search kept under a name, private or shared with
 * everyone. The entity manifest names each list screen once (`nav.view`), beside its path.
 */
export type ViewScreen = NavigableEntity['nav']['view'];
export const VIEW_SCREENS: readonly ViewScreen[] = NAVIGABLE_ENTITIES.map(({ nav }) => nav.view);

/** Longest search a view keeps: a URL's query, well within what browsers and proxies take. */
export const MAX_VIEW_SEARCH = 2000;
export const MAX_VIEW_NAME = 100;

export const VIEW_MESSAGES = {
  nameRequired: 'Enter a name for the view',
  nameTaken: 'You already have a view of this screen with this name',
  notOwner: 'Only the person who saved this view may change or delete it',
  search: 'Must be the query of a URL, starting with ?',
  screen: `Must be one of ${VIEW_SCREENS.join(', ')}`,
} as const;

export const ViewSchema = object({
  name: v.pipe(requiredText(VIEW_MESSAGES.nameRequired, MAX_VIEW_NAME), v.transform(readableName)),
  screen: v.picklist(VIEW_SCREENS, VIEW_MESSAGES.screen),
  search: v.pipe(
    v.optional(v.string(VIEW_MESSAGES.search), ''),
    v.maxLength(MAX_VIEW_SEARCH, `Must be at most ${MAX_VIEW_SEARCH} characters`),
    v.check((s) => s === '' || (s.startsWith('?') && !/[\s#]/.test(s)), VIEW_MESSAGES.search),
  ),
  shared: v.optional(v.boolean('Must be true or false'), false),
});
export type ViewInput = v.InferOutput<typeof ViewSchema>;

/** A view as the gateway answers it: its fields, who saved it, and the server's id, times and version. */
export type SavedView = ViewInput & { id: string; owner: string; created: string; modified: string; version: number };

/** The URL search params a view does not keep: where the list was paged to, which row, which popup. */
export const TRANSIENT_VIEW_PARAMS = ['cursor', 'selected', 'view', 'dialog'] as const;

/** The search a view keeps of a URL's query ('?q=x&cursor=…' → '?q=x'). */
export function viewSearchOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of TRANSIENT_VIEW_PARAMS) params.delete(name);
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}
