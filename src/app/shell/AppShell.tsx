import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { COMMANDS } from '#commands/registry';
import type { CommandContext } from '#commands/types';
import { defaultFlags } from '#domain/flags';
import { isSignInPath } from '#app/auth/guard';
import { signOut, useCurrentUser } from '#app/auth/session';
import { flagsQuery } from '#app/api/flags';
import { appEnv, authMode, BASE_PATH, isStaging } from '#app/env';
import { screenOfMatches } from '#app/palette/screen';
import { shortcutsOf } from '#app/palette/shortcuts';
import { shellDialogAtom } from '#app/palette/state';
import { paletteOpenAtom } from '#app/ui/palette-open';
import { screenSelectionAtom } from '#app/ui/screen-selection';
import { useGlobalKeys } from '#app/palette/useGlobalKeys';
import { useAfterFirstScreen } from '#app/ui/after-first-screen';
import { useHrefOf } from '#app/ui/AppLink';
import { focusAfterRemoval } from '#app/ui/focus-after-removal';
import { NotificationBar } from '#app/ui/NotificationBar';
import { Header } from './Header';
import { SideNav } from './SideNav';
import { ThirdPartyCookieBanner } from './ThirdPartyCookieBanner';
import { useRouteFocus } from './useRouteFocus';
import { MAIN_CONTENT_ID } from '#app/ui/route-focus';
import { useF6Landmark } from '#app/ui/use-landmark';

// The palette and the dialogs load apart from the first screen: the dialogs when first opened, the
// palette once the first screen's data has been painted (DeferredPalette).
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));
const CommandPalette = lazy(() => import('#app/palette/view-commands').then((m) => ({ default: m.PaletteWithViews })));
const ShortcutsDialog = lazy(() => import('#app/palette/ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));
const PreferencesDialog = lazy(() => import('#app/palette/PreferencesDialog').then((m) => ({ default: m.PreferencesDialog })));

/**
 * The palette, loaded (and made, hidden) once the first screen's data is on screen, so its chunk
 * never competes with the first screen's code or data; at once if Cmd/Ctrl-K comes first.
 */
function DeferredPalette({ ctx }: { ctx: CommandContext }) {
  const ready = useAfterFirstScreen();
  const asked = useAtomValue(paletteOpenAtom);
  return ready || asked ? <CommandPalette commands={COMMANDS} ctx={ctx} /> : null;
}

/** The frame around every screen: side navigation, header, notifications, palette and dialogs. */
export function AppShell() {
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  const user = useCurrentUser();
  const flags = useQuery(flagsQuery()).data ?? defaultFlags(appEnv());
  const [dialog, setDialog] = useAtom(shellDialogAtom);

  // What the screen shows comes from the matched routes (compared shallowly: a new screen, params or search makes a new context).
  const routeScreen = useMatches({ select: screenOfMatches });
  // The list's multi-selection, when it has one, is part of what is on screen (bulk commands act on it).
  const selection = useAtomValue(screenSelectionAtom);
  const screen = useMemo(() => (selection ? { ...routeScreen, selection } : routeScreen), [routeScreen, selection]);
  const hrefOf = useHrefOf();
  const queryClient = useQueryClient();
  const ctx: CommandContext = useMemo(
    () => ({
      screen,
      roles: user.roles,
      flags,
      navigate: (to) => void router.navigate(to),
      hrefOf,
      openDialog: setDialog,
      queryClient,
    }),
    [screen, user, flags, router, setDialog, queryClient],
  );
  useGlobalKeys(COMMANDS, ctx, !isSignInPath(pathname));
  useRouteFocus(router);
  const main = useF6Landmark<HTMLElement>('main');
  const closeUnless = (name: typeof dialog) => (open: boolean) => {
    if (open) return;
    setDialog((d) => (d === name ? undefined : d));
    // Opened from the palette or a shortcut, these have no control to give focus back to: rather than
    // to the page itself, focus goes to the main content.
    focusAfterRemoval(main.ref);
  };

  // The sign-in pages (sign-in on only) stand alone, without navigation.
  if (isSignInPath(pathname)) {
    return (
      <div className={isStaging() ? 'app app-sign-in staging' : 'app app-sign-in'}>
        <Outlet />
        <NotificationBar />
      </div>
    );
  }

  return (
    <div className={isStaging() ? 'app staging' : 'app'}>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">Skip to content</a>
      <SideNav user={user} onLogOut={() => setDialog('logout')} />
      <div className="app-main">
        <Header />
        {authMode() !== 'off' && <ThirdPartyCookieBanner />}
        <main ref={main.ref} {...main.landmarkProps} id={MAIN_CONTENT_ID} tabIndex={-1} className="app-content">
          <Outlet />
        </main>
      </div>
      <NotificationBar />
      {/* Its own boundary: while its chunk loads, the palette beside must not be hidden by a fallback. */}
      <Suspense fallback={null}>
        {dialog === 'logout' && <LogoutDialog isOpen onOpenChange={closeUnless('logout')} onConfirm={() => void signOut(BASE_PATH)} />}
      </Suspense>
      <Suspense fallback={null}>
        <DeferredPalette ctx={ctx} />
        {dialog === 'shortcuts' && <ShortcutsDialog shortcuts={shortcutsOf(COMMANDS)} isOpen onOpenChange={closeUnless('shortcuts')} />}
        {dialog === 'preferences' && <PreferencesDialog isOpen onOpenChange={closeUnless('preferences')} />}
      </Suspense>
    </div>
  );
}
