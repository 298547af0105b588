import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CampaignServiceVersion } from '#domain/flags';
import { adQuery, deleteAd } from '#app/api/ad';
import { campaignAdSetsQuery, type AdDocument } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { notify } from '#app/ui/notifications';
import { ConfirmDocumentDelete } from '#app/ui/ConfirmDeleteDialog';
import { failureDetail } from '#app/api/errors';
import { AD_ACTION_TEXT } from './ad-actions-text';

/** spec 2 §9 'Delete confirm auto-cancel': the deleting state gives up after this long, answer or not. */
export const DELETE_AUTO_CANCEL_MS = 3000;

/** What a delete says: 'Ad successfully deleted.' and the gateway's message, unless a kind of ad words its own. */
interface DeleteMessages {
  deleted: string;
  failed?: (detail: string) => string;
}

/**
 * Deletes an ad with If-Match (spec 2 §7 'Delete ad'): the success message and the campaign's ads
 * reload; a refusal (e.g. a stale version, 412) shows its message and they reload too.
 * `deletingId` names the ad being deleted, for at most DELETE_AUTO_CANCEL_MS (spec 2 §4).
 */
export function useDeleteAd(version: CampaignServiceVersion, messages: DeleteMessages = { deleted: AD_ACTION_TEXT.deleted }) {
  const queryClient = useQueryClient();
  const [deletingId, setDeletingId] = useState<string>();
  useEffect(() => {
    if (!deletingId) return;
    const timer = setTimeout(() => setDeletingId(undefined), DELETE_AUTO_CANCEL_MS);
    return () => clearTimeout(timer);
  }, [deletingId]);
  const remove = useMutation({
    mutationFn: (ad: AdDocument) => deleteAd(version, ad.campaignId, ad.adSetId, ad.id, ad.version),
    onMutate: (ad) => setDeletingId(ad.id),
    onSuccess: (_data, ad) => {
      notify({ message: messages.deleted, type: 'success' });
      queryClient.removeQueries({ queryKey: adQuery(version, ad.campaignId, ad.adSetId, ad.id).queryKey });
    },
    onError: (error) => {
      if (!messages.failed) return reportFailure(error);
      reportFailure(error, { silent: true });
      notify({ message: messages.failed(failureDetail(error)), type: 'error' });
    },
    onSettled: (_data, _error, ad) => {
      setDeletingId(undefined);
      return queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, ad.campaignId).queryKey });
    },
  });
  return { remove: remove.mutate, deletingId };
}

const DELETE_TEXT = { title: AD_ACTION_TEXT.deleteTitle, body: AD_ACTION_TEXT.deleteBody, confirm: AD_ACTION_TEXT.confirmDelete };

/** The delete confirmation of one ad. */
export function DeleteAdDialog({ ad, onOpenChange, onConfirm }: { ad: AdDocument | undefined; onOpenChange: (open: boolean) => void; onConfirm: (ad: AdDocument) => void }) {
  return <ConfirmDocumentDelete document={ad} text={DELETE_TEXT} isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} />;
}
