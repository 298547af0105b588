import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChainListItem } from '#domain/chain';
import { chainLocationsQuery, chainQuery } from '#app/api/chain';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { loyaltyProgramsText, statusText } from './columns';
import { CHAIN_FIELD_LABELS, CHAIN_SECTIONS, CHAIN_TEXT } from './text';

const isUrl = (s: string | null | undefined): s is string => Boolean(s && /^(https?:\/\/|\/)/i.test(s));

/** The selected chain beside the list: what the row shows, plus its logo, store link, aliases and store count. */
export function ChainPreviewPane({ row }: { row: ChainListItem }) {
  const full = useQuery(chainQuery(row.id));
  const locations = useQuery({ ...chainLocationsQuery(row.id, { limit: 1 }), enabled: !row.isOnline });
  const chain = full.data?.chain;
  return (
    <div className="summary-pane">
      <h2>{row.label}</h2>
      {isUrl(chain?.logo_image_name_105x105) && (
        <img src={chain.logo_image_name_105x105} alt={`Logo of ${row.label}`} width={105} height={105} className="chain-preview-logo" />
      )}
      <dl className="summary-fields">
        <div><dt>{CHAIN_TEXT.status}</dt><dd>{statusText(row)}</dd></div>
        <div><dt>{CHAIN_TEXT.tabs}</dt><dd>{row.isOnline ? CHAIN_TEXT.online : CHAIN_TEXT.offline}</dd></div>
        {row.priority && <div><dt>{CHAIN_TEXT.priority}</dt><dd>{row.priority}</dd></div>}
        <div><dt>{CHAIN_TEXT.loyaltyPrograms}</dt><dd>{loyaltyProgramsText(row.loyaltyPrograms) || '—'}</dd></div>
        {chain?.online_store_web_url && <div><dt>{CHAIN_FIELD_LABELS.online_store_web_url}</dt><dd>{chain.online_store_web_url}</dd></div>}
        {chain?.chain_aliases?.length ? <div><dt>{CHAIN_FIELD_LABELS.chain_aliases}</dt><dd>{chain.chain_aliases.join(', ')}</dd></div> : null}
        {locations.data && <div><dt>{CHAIN_SECTIONS.locations}</dt><dd>{locations.data.pagination.objectCount}</dd></div>}
      </dl>
      {full.isPending && <LoadingIndicator />}
      <div className="form-actions">
        <Link to="/chains/$chainId" params={{ chainId: row.id }} className="button button-primary">
          {CHAIN_TEXT.open}
        </Link>
      </div>
    </div>
  );
}
