import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { isResendEventType, RESEND_EVENT_TYPES, type ResendEventType } from '#domain/resend-event';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { dismiss, notify } from './notifications';
import { PopupDialog } from './PopupDialog';
import { RESEND_TEXT } from './resend-text';
import { SelectField } from './SelectField';

const EVENT_TYPES = RESEND_EVENT_TYPES.map((type) => ({ id: type, label: type }));

/** The screen's state that opens the popup: `dialog=resend`, so the palette's command opens it too. */
type ResendSearch = { dialog?: string };

/**
 * A campaign's or an ad's 'Resend Event' button (privileged roles only, spec 1 §6, spec 2 §6) and its
 * popup, which asks for the event type (PUT .../event?eventType=CREATE or UPDATE).
 */
export function ResendEventButton({ noun, send }: { noun: 'ad' | 'campaign'; send: (eventType: ResendEventType) => Promise<unknown> }) {
  const open = (useSearch({ strict: false }) as ResendSearch).dialog === 'resend';
  const navigate = useNavigate();
  const setOpen = (next: boolean) =>
    void navigate({ to: '.', search: ((s: ResendSearch) => ({ ...s, dialog: next ? 'resend' : undefined })) as never, replace: true, resetScroll: false });
  const [eventType, setEventType] = useState<ResendEventType>('UPDATE');
  const trigger = useRef<HTMLButtonElement>(null);
  const resend = useMutation({
    mutationFn: () => send(eventType),
    onMutate: () => notify({ message: RESEND_TEXT.sending, type: 'info', timeout: 0 }),
    onSettled: (_d, _e, _v, key) => key && dismiss(key),
    onSuccess: () => notify({ message: RESEND_TEXT.sent(noun), type: 'success' }),
    onError: (error) => {
      reportFailure(error, { silent: true });
      notify({ message: RESEND_TEXT.failed(noun, failureDetail(error)), type: 'error' });
    },
  });
  return (
    <>
      <Button ref={trigger} className="button" onPress={() => setOpen(true)}>
        {RESEND_TEXT.button}
      </Button>
      <PopupDialog title={RESEND_TEXT.title(noun)} message={RESEND_TEXT.body(noun)} isOpen={open} onOpenChange={setOpen} returnFocusTo={trigger} confirmLabel={RESEND_TEXT.resend} onConfirm={() => resend.mutate()}>
        <SelectField label={RESEND_TEXT.eventType} options={EVENT_TYPES} value={eventType} onChange={(v) => isResendEventType(v) && setEventType(v)} />
      </PopupDialog>
    </>
  );
}
