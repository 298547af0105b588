import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { chainIdsOf } from '#domain/constraint';
import { tapoutsLeftOut } from '#domain/ad/tapout-chains';
import { listAds, type AdSetDocument } from '#app/api/ad-set';
import { chainQuery } from '#app/api/chain';
import type { CampaignServiceVersion } from '#domain/flags';
import { PopupDialog } from '#app/ui/PopupDialog';

export const CHAIN_CHANGE_TEXT = {
  title: 'Tapouts at chains this ad set leaves out',
  body: "With these chains, these ads' tapouts lead to chains the ads no longer run at. Save anyway, or cancel and keep editing.",
  tapout: (adName: string, tapout: string, chain: string) => `${adName}: ${tapout} at ${chain}`,
  confirm: 'Save anyway',
} as const;

/**
 * Issue 26 §2: changing a stored ad set's chains would leave its ads' tapouts at chains they no longer
 * run at (tapouts lead to the ad's or its ad set's chains), silently. Before such a save the form
 * lists the ads and tapouts affected and the user confirms or cancels. `ask` answers whether it
 * asked (the save then waits for Save anyway, which runs `onConfirm`).
 */
export function useChainChangeWarning(args: { version: CampaignServiceVersion; campaignId: string; adSet?: AdSetDocument; chainIds: readonly string[]; onConfirm: () => void }) {
  const { version, campaignId, adSet } = args;
  const queryClient = useQueryClient();
  const ads = useQuery({
    queryKey: ['campaigns', version, 'detail', campaignId, 'adsets', adSet?.id, 'ads'],
    // no ad set yet (a new one): nothing to read
    queryFn: adSet ? ({ signal }) => listAds(version, campaignId, adSet.id, signal) : skipToken,
  });
  const [isOpen, setOpen] = useState(false);
  const leftOut = adSet ? tapoutsLeftOut(ads.data ?? [], chainIdsOf(adSet.constraints), args.chainIds) : [];
  const chainName = (id: string) => queryClient.getQueryData(chainQuery(id).queryKey)?.chain.name ?? `Chain ${id}`;
  const ask = () => {
    if (leftOut.length === 0) return false;
    setOpen(true);
    return true;
  };
  const dialog = (
    <PopupDialog title={CHAIN_CHANGE_TEXT.title} message={CHAIN_CHANGE_TEXT.body} isOpen={isOpen} onOpenChange={setOpen} confirmLabel={CHAIN_CHANGE_TEXT.confirm} onConfirm={args.onConfirm} cancelFirst>
      <ul aria-label={CHAIN_CHANGE_TEXT.title}>
        {leftOut.flatMap((ad) =>
          ad.tapouts.map((t) => <li key={`${ad.adName}-${t.path}`}>{CHAIN_CHANGE_TEXT.tapout(ad.adName, t.label, chainName(t.chainId))}</li>),
        )}
      </ul>
    </PopupDialog>
  );
  return { ask, dialog };
}
