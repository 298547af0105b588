import { kickAmountOf } from './award';

/**
 * A scan ad's links (spec 2 'Scan ad Other section', §4, §5): the post-scan video it leads to
 * through nextAdId, and the big scans of its product, whose Kicks must exceed its own.
 */
export const SCAN_LINK_MESSAGES = {
  linkedToVideo: 'Scan ad successfully updated and linked to Post-Scan video.',
  bigScanKicks: (scanKicks: number) => `Big scan Kicks must exceed the main scan's kick level (${scanKicks} Kicks)`,
} as const;

interface LinkableAd {
  id?: string;
  topicIds?: readonly string[] | null;
  format: { '@type': string; placement?: string | null; promotedProductId?: string | null };
  awards?: { COMPLETED?: object | null } | null;
}

/** The promoted product an ad of the product family is about. */
export const productOf = (ad: LinkableAd) => ad.format.promotedProductId ?? ad.topicIds?.[0] ?? undefined;

export const isPostScanVideo = (format: { '@type': string; placement?: string | null }) => format['@type'] === 'VideoFormat' && format.placement === 'POST_SCAN';

/** The campaign's post-scan videos, which a scan ad may lead to. */
export const postScanVideos = <A extends LinkableAd>(ads: readonly A[]) => ads.filter((a) => isPostScanVideo(a.format));

/** The big scans of a scan ad's product. */
export function linkedBigScans<A extends LinkableAd>(scan: LinkableAd, ads: readonly A[]): A[] {
  const product = productOf(scan);
  return product ? ads.filter((a) => a.format['@type'] === 'BigScanFormat' && productOf(a) === product) : [];
}

/** The main scan of a big scan: the scan ad of its product. */
export function mainScanOf<A extends LinkableAd>(bigScan: LinkableAd, ads: readonly A[]): A | undefined {
  const product = productOf(bigScan);
  return product ? ads.find((a) => a.format['@type'] === 'ProductScanFormat' && productOf(a) === product && a.id !== bigScan.id) : undefined;
}

/** spec 2 §5: 'Big scan kicks must exceed the main scan's kick level.' */
export function bigScanKicksProblem(bigScan: LinkableAd, ads: readonly LinkableAd[]): string | undefined {
  if (bigScan.format['@type'] !== 'BigScanFormat') return undefined;
  const scan = mainScanOf(bigScan, ads);
  const scanKicks = scan ? kickAmountOf(scan.awards) : undefined;
  const kicks = kickAmountOf(bigScan.awards);
  return scanKicks !== undefined && kicks !== undefined && kicks <= scanKicks ? SCAN_LINK_MESSAGES.bigScanKicks(scanKicks) : undefined;
}
