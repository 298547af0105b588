import type { QueryClient } from '@tanstack/react-query';
import { stripSearchParams } from '@tanstack/react-router';
import { documentHistoryQuery } from '#app/api/changelog';
import { CHANGELOG_VIEW_DEFAULTS, changelogViewSearch, type ChangelogViewSearch } from './search';
import { HISTORY_TEXT } from './text';

/** What the six change log routes share (/history/{id} and the campaign-nested ones, spec 1 §2). */
export const changelogRouteOptions = {
  validateSearch: changelogViewSearch,
  search: { middlewares: [stripSearchParams<ChangelogViewSearch>(CHANGELOG_VIEW_DEFAULTS)] },
  staticData: { breadcrumb: HISTORY_TEXT.detailsTitle },
};

/** Starts loading the change log without holding the route: the view shows its loading state. */
export const prefetchHistory = (queryClient: QueryClient, documentId: string) => void queryClient.prefetchQuery(documentHistoryQuery(documentId));
