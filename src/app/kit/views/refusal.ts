import type { QueryClient } from '@tanstack/react-query';
import type { SavedView } from '#domain/view';
import { failureDetail, isStaleWrite } from '#app/api/errors';
import { VIEW_TEXT } from './screens';

/**
 * What a refused rename or delete of `view` tells the user. A 412 means it changed elsewhere since
 * the menu read it: the gateway's text names the id and ETags, so the view's name is said instead,
 * and the menu reads the views again so a retry sends the new version. Anything else (403, 404) is
 * the gateway's own words.
 */
export function viewChangeRefused(failure: unknown, view: SavedView, queryClient: QueryClient): string {
  if (!isStaleWrite(failure)) return failureDetail(failure);
  void queryClient.invalidateQueries({ queryKey: ['views'] });
  return VIEW_TEXT.changedElsewhere(view.name);
}
