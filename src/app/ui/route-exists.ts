import { useRouter, type AnyRouter } from '@tanstack/react-router';

/**
 * Whether a router has a screen at a route path ('/campaigns/$campaignId/adsets'): a link to a
 * screen that is not built yet would land on the catch-all redirect, so such links stay hidden or
 * disabled until their route exists (and light up by themselves when it does). Outside React (the
 * palette's commands) the shell hands this over as CommandContext.routeExists.
 */
export function routeExistsIn(router: AnyRouter): (routePath: string) => boolean {
  let check = checks.get(router);
  if (!check) {
    const routes = router.routesByPath as unknown as Record<string, unknown>;
    check = (routePath) => routePath.replace(/\/$/, '') in routes;
    checks.set(router, check);
  }
  return check;
}

/** One check per router, so it stays the same function from render to render. */
const checks = new WeakMap<AnyRouter, (routePath: string) => boolean>();

export function useRouteExists(): (routePath: string) => boolean {
  return routeExistsIn(useRouter());
}
