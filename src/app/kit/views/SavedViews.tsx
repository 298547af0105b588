import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import type { SavedView, ViewScreen } from '#domain/view';
import { viewsQuery } from '#app/api/view';
import { useCurrentUser } from '#app/auth/session';
import { afterFrames, focusAfterRemoval } from '#app/ui/focus-after-removal';
import { notify } from '#app/ui/notifications';
import { onSaveViewRequest } from './save-request';
import { viewScreenPath, VIEW_TEXT } from './screens';
import { countViewUse } from './uses';
import { type AppTo } from '#app/api/links';
import DeleteViewDialog from './DeleteViewDialog';
import './views.css';

const SaveViewDialog = lazy(() => import('./SaveViewDialog'));

type Router = ReturnType<typeof useRouter>;

/** Opens a view: its screen with its search, counted as a use (the palette ranks by uses). */
function openView(router: Router, view: SavedView, replace = false) {
  countViewUse(view.id);
  // The view's search was the screen's own search when it was saved; the screen's schema reads it again.
  const to: AppTo = { to: viewScreenPath(view.screen), search: router.options.parseSearch(view.search), replace };
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

/**
 * One view in the Views popup: the button that opens it and, for its owner, Rename and Delete (the
 * gateway refuses others with 403). Their names are their visible label and the view's ('Rename
 * Harbor campaigns'), so each is told apart in a screen reader's list of buttons.
 */
function ViewItem({ view, isOwner, onOpen, onRename, onDelete }: { view: SavedView; isOwner: boolean; onOpen: () => void; onRename: () => void; onDelete: () => void }) {
  const id = useId();
  return (
    <li className="views-item">
      <Button className="select-option" onPress={onOpen}>
        <span id={`${id}-name`}>{view.name}</span>
        {view.shared && <span className="view-shared"> · {VIEW_TEXT.sharedMark}</span>}
      </Button>
      {isOwner && (
        <>
          <Button id={`${id}-rename`} aria-labelledby={`${id}-rename ${id}-name`} className="button views-item-action" onPress={onRename}>
            {VIEW_TEXT.rename}
          </Button>
          <Button id={`${id}-delete`} aria-labelledby={`${id}-delete ${id}-name`} className="button views-item-action" onPress={onDelete}>
            {VIEW_TEXT.delete}
          </Button>
        </>
      )}
    </li>
  );
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
  const viewsButton = useRef<HTMLButtonElement>(null);
  const [renaming, setRenaming] = useState<SavedView>();
  const [deleting, setDeleting] = useState<SavedView>();
  // Rename and Delete open once the popup has given focus back to its Views button (react-aria does
  // so a frame after it closes): the dialog then starts where it should (Name, or Delete) rather
  // than on itself, and gives focus back to Views when it closes.
  const afterPopup = (open: () => void) => void afterFrames(2, open);
  const closeChange = () => {
    setRenaming(undefined);
    setDeleting(undefined);
    focusAfterRemoval(viewsButton);
  };
  const me = useCurrentUser().email;
  const list = views.data ?? [];
  return (
    <div className="form-actions list-views">
      {/* A popup of buttons rather than a menu: a menu's collection code would join the first screen's chunks. */}
      <DialogTrigger>
        <Button ref={viewsButton} className="button">{VIEW_TEXT.views}</Button>
        <Popover className="select-popover" placement="bottom end">
          <Dialog aria-label={VIEW_TEXT.views} className="views-popup">
            {({ close }) =>
              list.length ? (
                <ul className="views-list">
                  {list.map((view) => (
                    <ViewItem
                      key={view.id}
                      view={view}
                      isOwner={view.owner === me}
                      onOpen={() => { close(); openView(router, view); }}
                      onRename={() => { close(); afterPopup(() => setRenaming(view)); }}
                      onDelete={() => { close(); afterPopup(() => setDeleting(view)); }}
                    />
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
      <Suspense fallback={null}>
        {saving && <SaveViewDialog screen={screen} onClose={() => setSaving(false)} returnFocusTo={saveButton} />}
        {renaming && <SaveViewDialog screen={screen} renaming={renaming} onClose={closeChange} returnFocusTo={viewsButton} />}
        {deleting && <DeleteViewDialog view={deleting} onClose={closeChange} />}
      </Suspense>
    </div>
  );
}
