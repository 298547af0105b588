import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { linkedChainOf, withoutOtt } from '#domain/ad/own-the-trip-chain';
import { adQuery } from '#app/api/ad';
import { campaignAdSetsQuery, type AdDocument } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { notify } from '#app/ui/notifications';
import { ConfirmDeleteDialog } from '#app/ui/ConfirmDeleteDialog';
import { AD_ACTION_TEXT } from '#app/kit/ads/ad-actions-text';
import { useAdForm } from '#app/kit/ads/form-context';
import { deleteOttChain, OTT_CHAIN_TEXT, OttChainError } from '#app/features/ads/own-the-trip-chain';

export const DELETE_OTT_TEXT = {
  deleteOtt: 'Delete OTT',
  title: 'Delete the Own-The-Trip ads?',
  body: (n: number) => `This deletes the ${n} ads linked after this walk-in, clears its link and unchecks Own-The-Trip and Video Own-The-Trip.`,
  confirm: AD_ACTION_TEXT.confirmDelete,
} as const;

/**
 * 'Delete OTT' on a stored walk-in with its chain (spec 2 §4): after a confirm, the linked ads go
 * and the walk-in is saved without its link and with both boxes unchecked; the form follows.
 */
export function DeleteOttButton({ walkIn }: { walkIn: AdDocument }) {
  const form = useAdForm();
  const { campaign, adSet, version, campaignAds } = form.scope;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteOttChain({ version, campaignId: campaign.id, adSetId: adSet.id }, walkIn, campaignAds),
    onSuccess: (doc) => {
      queryClient.setQueryData(adQuery(version, campaign.id, adSet.id, doc.id).queryKey, doc);
      form.update((d) => ({ ...d, ad: withoutOtt(d.ad) }), 'format.isOwnTheTrip');
      form.storedChanged(doc);
      notify({ message: OTT_CHAIN_TEXT.deleted, type: 'success' });
    },
    onError: (error) => {
      reportFailure(error instanceof OttChainError ? error.failure : error, { silent: true });
      notify({ message: error.message, type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, campaign.id).queryKey }),
  });
  return (
    <>
      <Button className="button" onPress={() => setConfirming(true)}>
        {DELETE_OTT_TEXT.deleteOtt}
      </Button>
      <ConfirmDeleteDialog
        title={DELETE_OTT_TEXT.title}
        body={DELETE_OTT_TEXT.body(linkedChainOf(walkIn, campaignAds).length)}
        confirmLabel={DELETE_OTT_TEXT.confirm}
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
