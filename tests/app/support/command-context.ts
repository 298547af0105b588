import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi, type Mock } from 'vitest';
import type { CommandContext } from '#commands/types';
import type { AppTo } from '#app/api/links';
import { BASE_PATH } from '#app/env';
import { screenOfMatches } from '#app/palette/screen';
import { createAppRouter } from '#app/router';
import { defaultFlags } from '#domain/flags';

export type TestContext = CommandContext & { navigate: Mock<(to: AppTo) => void> };

/**
 * A palette command's context on the screen at `url` (inside the base path, with its search): the
 * screen as the portal's own routes match it, and links resolved by its router. `navigated()` lists
 * where the command went, as URLs inside the base path.
 */
export function commandContext(url: string, extra: Partial<CommandContext> = {}): TestContext & { navigated: () => string[] } {
  const queryClient = new QueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`${BASE_PATH}${url}`] }));
  const screen = screenOfMatches(router.matchRoutes(router.latestLocation));
  const navigate = vi.fn<(to: AppTo) => void>();
  const hrefOf = (to: AppTo) => router.buildLocation(to).href;
  const inBase = (href: string) => (href.startsWith(`${BASE_PATH}/`) ? href.slice(BASE_PATH.length) : href);
  return {
    screen,
    roles: [],
    flags: defaultFlags('local'),
    hrefOf,
    openDialog: vi.fn(),
    queryClient,
    ...extra,
    navigate,
    navigated: () => navigate.mock.calls.map(([to]) => inBase(hrefOf(to))),
  };
}

/** Where a link leads, as a URL inside the base path. */
export function urlOf(to: AppTo): string {
  const c = commandContext('/');
  c.navigate(to);
  return c.navigated()[0] ?? '';
}
