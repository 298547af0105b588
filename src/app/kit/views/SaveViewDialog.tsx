import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Checkbox } from 'react-aria-components';
import { validate } from '#domain/validation';
import { viewSearchOf, ViewSchema, type ViewScreen } from '#domain/view';
import { failureDetail, gatewayFieldErrors } from '#app/api/errors';
import { saveView } from '#app/api/view';
import { afterNextPaint } from '#app/ui/after-next-paint';
import { LabelledTextField } from '#app/ui/LabelledTextField';
import { notify } from '#app/ui/notifications';
import { PopupDialog } from '#app/ui/PopupDialog';
import { VIEW_TEXT } from './screens';
import '#app/ui/checkbox.css';

/**
 * 'Save view…': the list's URL search (without its page, row and popup) under a name, private or
 * shared with everyone. The domain's schema checks it as the gateway will; a name the user already
 * has on this screen comes back as a 409 and is shown on the Name field.
 */
export default function SaveViewDialog({ screen, onClose, returnFocusTo }: { screen: ViewScreen; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The dialog takes focus itself as it opens (loaded on demand, it mounts late): Name then takes it.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => afterNextPaint(() => fields.current?.querySelector('input')?.focus()), []);
  const submit = async () => {
    const checked = validate(ViewSchema, { name, screen, search: viewSearchOf(searchStr), shared });
    if (!checked.ok) return setError(checked.errors.find((e) => e.fieldName === 'name')?.message ?? checked.errors[0]!.message);
    setBusy(true);
    try {
      const view = await saveView(checked.value);
      await queryClient.invalidateQueries({ queryKey: ['views'] });
      notify({ message: VIEW_TEXT.saved(view.name), type: 'success' });
      onClose();
    } catch (failure) {
      setError(gatewayFieldErrors(failure).find((e) => e.fieldName === 'name')?.message ?? failureDetail(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PopupDialog
      title={VIEW_TEXT.saveView.replace('…', '')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={VIEW_TEXT.save}
      onConfirm={() => void submit()}
      confirmCloses={false}
      isConfirmDisabled={busy}
      returnFocusTo={returnFocusTo}
      focusContent
    >
      <div ref={fields} className="form-fields">
        <LabelledTextField label={VIEW_TEXT.name} value={name} onChange={(value) => { setName(value); setError(undefined); }} error={error} isRequired />
        <Checkbox className="checkbox" isSelected={shared} onChange={setShared}>
          {VIEW_TEXT.shared}
        </Checkbox>
      </div>
    </PopupDialog>
  );
}
