import { createColumnHelper } from '@tanstack/react-table';
import { LOYALTY_PROGRAMS } from '#domain/catalogs/loyalty-programs';
import type { ChainListItem } from '#domain/chain';
import { CHAIN_TEXT } from './text';
import { AppLink } from '#app/ui/AppLink';
import { chainLink } from '#app/api/links';

const col = createColumnHelper<ChainListItem>();
const programLabel = new Map<string, string>(LOYALTY_PROGRAMS.map((p) => [p.value, p.label]));

export const loyaltyProgramsText = (ids: readonly string[]) => ids.map((id) => programLabel.get(id) ?? id).join(', ');
export const statusText = (c: Pick<ChainListItem, 'isDisabled'>) => (c.isDisabled ? CHAIN_TEXT.disabled : CHAIN_TEXT.active);

/** spec 3 'Chains list': Name, Status (sortable), Priority (Online tab only), Loyalty Programs. */
export function chainColumns(online: boolean) {
  return [
    col.accessor('label', {
      id: 'name',
      header: CHAIN_TEXT.name,
      // One tab stop per grid: the row takes focus (Enter opens); the link serves the pointer.
      cell: (info) => (
        <AppLink to={chainLink(info.row.original.id)} tabIndex={-1}>
          {info.getValue()}
        </AppLink>
      ),
    }),
    col.accessor((c) => statusText(c), { id: 'status', header: CHAIN_TEXT.status, size: 140 }),
    ...(online ? [col.accessor((c) => c.priority ?? '', { id: 'priority', header: CHAIN_TEXT.priority, size: 140 })] : []),
    col.accessor((c) => loyaltyProgramsText(c.loyaltyPrograms), { id: 'loyaltyPrograms', header: CHAIN_TEXT.loyaltyPrograms }),
  ];
}
