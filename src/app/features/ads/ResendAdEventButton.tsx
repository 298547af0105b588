import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { CampaignServiceVersion } from '../../../domain/flags';
import { resendAdEvent } from '../../api/ad';
import type { AdDocument } from '../../api/ad-set';
import { reportFailure } from '../../api/client';
import { dismiss, notify } from '../../ui/notifications';
import { PopupDialog } from '../../ui/PopupDialog';
import { SelectField } from '../../ui/SelectField';
import { detailOf } from '../ad-sets/failure';
import type { AdFormSearch } from './search';
import { AD_TEXT } from './text';

const EVENT_TYPES = [
  { id: 'UPDATE', label: 'UPDATE' },
  { id: 'CREATE', label: 'CREATE' },
];

/**
 * spec 2 §6: in edit mode, privileged roles may resend the ad's event (PUT .../event?eventType=…).
 * The popup lives in the URL (`dialog=resend`), so the palette's command opens it too.
 */
export function ResendAdEventButton({ ad, version }: { ad: AdDocument; version: CampaignServiceVersion }) {
  const open = (useSearch({ strict: false }) as AdFormSearch).dialog === 'resend';
  const navigate = useNavigate();
  const setOpen = (next: boolean) =>
    void navigate({ to: '.', search: ((s: AdFormSearch) => ({ ...s, dialog: next ? 'resend' : undefined })) as never, replace: true, resetScroll: false });
  const [eventType, setEventType] = useState<'CREATE' | 'UPDATE'>('UPDATE');
  const resend = useMutation({
    mutationFn: () => resendAdEvent(version, ad.campaignId, ad.adSetId, ad.id, eventType),
    onMutate: () => notify({ message: AD_TEXT.submitting, type: 'info', timeout: 0 }),
    onSettled: (_d, _e, _v, key) => key && dismiss(key),
    onSuccess: () => notify({ message: AD_TEXT.resent, type: 'success' }),
    onError: (error) => {
      reportFailure(error, { silent: true });
      notify({ message: AD_TEXT.updateFailed(detailOf(error)), type: 'error' });
    },
  });
  return (
    <>
      <Button className="button" onPress={() => setOpen(true)} isDisabled={resend.isPending}>
        {AD_TEXT.resendEvent}
      </Button>
      <PopupDialog title={AD_TEXT.resendTitle} isOpen={open} onOpenChange={setOpen} confirmLabel={AD_TEXT.resend} onConfirm={() => resend.mutate()}>
        <p>{AD_TEXT.resendBody}</p>
        <SelectField label={AD_TEXT.eventType} options={EVENT_TYPES} value={eventType} onChange={(v) => v && setEventType(v as 'CREATE' | 'UPDATE')} />
      </PopupDialog>
    </>
  );
}
