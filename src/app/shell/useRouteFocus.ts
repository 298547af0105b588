import type { AnyRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '#app/ui/route-focus';

/**
 * After a move to another screen (a link, the palette, Back), focus that was on the old screen is
 * lost with it, and the browser puts it on the page's body: a keyboard or screen-reader user would
 * start again from the top of the page. Then focus goes to the main content, from where Tab goes on
 * into the new screen and a screen reader reads it. Focus the new screen has placed is left alone.
 */
export function useRouteFocus(router: AnyRouter) {
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        // The first screen of a visit starts as any page does.
        if (!event.pathChanged || !event.fromLocation) return;
        requestAnimationFrame(() => {
          const focus = document.activeElement;
          if (focus && focus !== document.body) return;
          document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
        });
      }),
    [router],
  );
}
