import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import type { SavedView, ViewScreen } from '#domain/view';
import { viewsQuery } from '#app/api/view';
import { notify } from '#app/ui/notifications';
import { onSaveViewRequest } from './save-request';
import { VIEW_SCREEN_PATHS, VIEW_TEXT } from './screens';
import { countViewUse } from './uses';
import { type AppTo } from '#app/api/links';

const SaveViewDialog = lazy(() => import('./SaveViewDialog'));

type Router = ReturnType<typeof useRouter>;

/** Opens a view: its screen with its search, counted as a use (the palette ranks by uses). */
function openView(router: Router, view: SavedView, replace = false) {
  countViewUse(view.id);
  // The view's search was the screen's own search when it was saved; the screen's schema reads it again.
  const to: AppTo = { to: VIEW_SCREEN_PATHS[view.screen], search: router.options.parseSearch(view.search), replace };
  void router.navigate(to);
}

/**
 * `?view={id}`: once the screen's views are in, the URL takes the view's search in place of the
 * link (the entry is replaced, so Back does not come back to the link).
 */
function useViewFromLink(router: Router, viewId: string | undefined, views: SavedView[] | undefined, failed: boolean) {
  useEffect(() => {
    if (!viewId || (!views && !failed)) return;
    const view = views?.find((v) => v.id === viewId);
    if (view) openView(router, view, true);
    else {
      notify({ message: VIEW_TEXT.notFound, type: 'error' });
      void router.navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, view: undefined }), replace: true });
    }
  }, [router, viewId, views, failed]);
}

/** The list header's Views menu and 'Save view…' (decision 018). */
export default function SavedViews({ screen }: { screen: ViewScreen }) {
  const router = useRouter();
  const views = useQuery(viewsQuery(screen));
  const viewId = useLocation({ select: (l) => (l.search as { view?: string }).view });
  // A link may name a view of another screen (it opens there): it is looked for among them all.
  const linked = useQuery({ ...viewsQuery(), enabled: Boolean(viewId) });
  useViewFromLink(router, viewId, linked.data, linked.isError);
  const [saving, setSaving] = useState(false);
  useEffect(() => onSaveViewRequest(() => setSaving(true)), []);
  const saveButton = useRef<HTMLButtonElement>(null);
  const list = views.data ?? [];
  return (
    <div className="form-actions list-views">
      {/* A popup of buttons rather than a menu: a menu's collection code would join the first screen's chunks. */}
      <DialogTrigger>
        <Button className="button">{VIEW_TEXT.views}</Button>
        <Popover className="select-popover" placement="bottom end">
          <Dialog aria-label={VIEW_TEXT.views} className="views-popup">
            {({ close }) =>
              list.length ? (
                <ul className="views-list">
                  {list.map((view) => (
                    <li key={view.id}>
                      <Button className="select-option" onPress={() => { close(); openView(router, view); }}>
                        {view.name}
                        {view.shared && <span className="view-shared"> · {VIEW_TEXT.sharedMark}</span>}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="select-option">{VIEW_TEXT.noViews}</p>
              )
            }
          </Dialog>
        </Popover>
      </DialogTrigger>
      <Button ref={saveButton} className="button" onPress={() => setSaving(true)}>
        {VIEW_TEXT.saveView}
      </Button>
      {saving && (
        <Suspense fallback={null}>
          <SaveViewDialog screen={screen} onClose={() => setSaving(false)} returnFocusTo={saveButton} />
        </Suspense>
      )}
    </div>
  );
}
