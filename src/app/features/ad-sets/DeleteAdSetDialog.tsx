import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignServiceVersion } from '#domain/flags';
import { adSetQuery, campaignAdSetsQuery, deleteAdSet, type AdSetWithAds } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { notify } from '#app/ui/notifications';
import { ConfirmDeleteDialog } from '#app/ui/ConfirmDeleteDialog';
import { AD_SET_TEXT } from './text';

/**
 * The delete confirmation of an ad set; the gateway deletes its ads with it. On success
 * 'Ad set successfully deleted.' shows and the list reloads; a failure (e.g. someone changed the
 * ad set since it was read, 412) shows the gateway's message and the list reloads too.
 */
export function DeleteAdSetDialog({ version, set, isOpen, onOpenChange, onDeleted }: {
  version: CampaignServiceVersion;
  set: AdSetWithAds | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ adSet }: AdSetWithAds) => deleteAdSet(version, adSet.campaignId, adSet.id, adSet.version),
    onSuccess: (_data, { adSet }) => {
      notify({ message: AD_SET_TEXT.deleted, type: 'success' });
      queryClient.removeQueries({ queryKey: adSetQuery(version, adSet.campaignId, adSet.id).queryKey });
      onDeleted();
    },
    onError: (error) => reportFailure(error),
    onSettled: (_data, _error, { adSet }) => queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, adSet.campaignId).queryKey }),
  });
  if (!set) return null;
  return (
    <ConfirmDeleteDialog
      title={AD_SET_TEXT.deleteTitle}
      body={AD_SET_TEXT.deleteBody(set.adSet.name, set.ads.length)}
      confirmLabel={AD_SET_TEXT.confirmDelete}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={() => remove.mutate(set)}
    />
  );
}
