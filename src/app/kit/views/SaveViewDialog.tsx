import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Checkbox } from 'react-aria-components';
import { validate } from '#domain/validation';
import { viewSearchOf, ViewSchema, type SavedView, type ViewScreen } from '#domain/view';
import { failureDetail, gatewayFieldErrors } from '#app/api/errors';
import { saveView, updateView } from '#app/api/view';
import { afterNextPaint } from '#app/ui/after-next-paint';
import { LabelledTextField } from '#app/ui/LabelledTextField';
import { notify } from '#app/ui/notifications';
import { PopupDialog } from '#app/ui/PopupDialog';
import { viewChangeRefused } from './refusal';
import { VIEW_TEXT } from './screens';
import '#app/ui/checkbox.css';

/** The view a dialog renames: it keeps its search and sharing, and its version goes as If-Match. */
type Renaming = { renaming?: SavedView };

/**
 * 'Save view…': the list's URL search (without its page, row and popup) under a name, private or
 * shared with everyone. The domain's schema checks it as the gateway will; a name the user already
 * has on this screen comes back as a 409 and is shown on the Name field. With `renaming` it is the
 * owner's 'Rename view' under the same name rules; a 412 (changed elsewhere) closes it with a notice.
 */
export default function SaveViewDialog({ screen, renaming, onClose, returnFocusTo }: Renaming & { screen: ViewScreen; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const queryClient = useQueryClient();
  const [name, setName] = useState(renaming?.name ?? '');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The dialog takes focus itself as it opens (loaded on demand, it mounts late): Name then takes it.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => afterNextPaint(() => fields.current?.querySelector('input')?.focus()), []);
  const submit = async () => {
    const input = renaming ? { name, screen: renaming.screen, search: renaming.search, shared: renaming.shared } : { name, screen, search: viewSearchOf(searchStr), shared };
    const checked = validate(ViewSchema, input);
    if (!checked.ok) return setError(checked.errors.find((e) => e.fieldName === 'name')?.message ?? checked.errors[0].message);
    setBusy(true);
    try {
      const view = await (renaming ? updateView(renaming.id, renaming.version, checked.value) : saveView(checked.value));
      await queryClient.invalidateQueries({ queryKey: ['views'] });
      notify({ message: (renaming ? VIEW_TEXT.renamed : VIEW_TEXT.saved)(view.name), type: 'success' });
      onClose();
    } catch (failure) {
      const taken = gatewayFieldErrors(failure).find((e) => e.fieldName === 'name')?.message;
      if (taken || !renaming) return setError(taken ?? failureDetail(failure));
      notify({ message: viewChangeRefused(failure, renaming, queryClient), type: 'error' });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PopupDialog
      title={renaming ? VIEW_TEXT.renameView : VIEW_TEXT.saveView.replace('…', '')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={renaming ? VIEW_TEXT.rename : VIEW_TEXT.save}
      onConfirm={() => void submit()}
      confirmCloses={false}
      isConfirmDisabled={busy}
      returnFocusTo={returnFocusTo}
      focusContent
    >
      <div ref={fields} className="form-fields">
        <LabelledTextField label={VIEW_TEXT.name} value={name} onChange={(value) => { setName(value); setError(undefined); }} error={error} isRequired />
        {/* Renaming changes the name only: the view's sharing stays as it was saved. */}
        {!renaming && (
          <Checkbox className="checkbox" isSelected={shared} onChange={setShared}>
            {VIEW_TEXT.shared}
          </Checkbox>
        )}
      </div>
    </PopupDialog>
  );
}
