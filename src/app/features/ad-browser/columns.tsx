import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { MouseEvent, RefObject } from 'react';
import { adQuery, type BrowserAd } from '#app/api/ad-browser';
import { useHrefOf } from '#app/ui/AppLink';
import { datesText, formatText, kickText } from './format';
import { AD_BROWSER_TEXT } from './text';
import { adLink } from '#app/api/links';

const col = createColumnHelper<BrowserAd>();

/** The shown name: the ad's own, else (spec 3 'Ad browser') the name of the ad it leads to. */
export function useShownName(ad: Pick<BrowserAd, 'name' | 'nextAdId'>): string {
  const next = useQuery({ ...adQuery(ad.nextAdId ?? ''), enabled: !ad.name && Boolean(ad.nextAdId) });
  return ad.name || next.data?.name || AD_BROWSER_TEXT.missing;
}

export interface AdLinks {
  open: (id: string) => Promise<void>;
}

function NameCell({ ad, links: ref }: { ad: BrowserAd; links: RefObject<AdLinks> }) {
  const links = ref.current;
  const name = useShownName(ad);
  const hrefOf = useHrefOf();
  const onClick = (e: MouseEvent) => {
    // A modified click is the browser's own (new tab, new window); a plain one takes the open flow.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void links.open(ad.id);
  };
  // One tab stop per grid: the row takes focus (Enter opens); the link serves the pointer.
  return (
    <a href={hrefOf(adLink(ad.campaignId, ad.adSetId, ad.id))} tabIndex={-1} onClick={onClick}>
      {name}
    </a>
  );
}

/** spec 3 'Ad browser': Name, Format, Kick Amount (the three sortable), Start Date and End Date. */
export function adColumns(links: RefObject<AdLinks>) {
  return [
    col.accessor('name', { id: 'name', header: AD_BROWSER_TEXT.name, cell: (info) => <NameCell ad={info.row.original} links={links} /> }),
    col.accessor((ad) => formatText(ad.format), { id: 'format', header: AD_BROWSER_TEXT.format }),
    col.accessor((ad) => kickText(ad), { id: 'kickAmount', header: AD_BROWSER_TEXT.kickAmount, size: 168 }),
    col.accessor((ad) => datesText(ad).start, { id: 'startDate', header: AD_BROWSER_TEXT.startDate, size: 130 }),
    col.accessor((ad) => datesText(ad).end, { id: 'endDate', header: AD_BROWSER_TEXT.endDate, size: 130 }),
  ];
}
