import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chainLocationsQuery } from '#app/api/chain';
import { InlineBanner } from '#app/ui/InlineBanner';
import { Pager } from '#app/ui/list-screen/Pager';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { CHAIN_SECTIONS, CHAIN_TEXT } from './text';

/** Locations per page; the spec leaves it open. */
export const LOCATION_PAGE_SIZE = 25;

const COLUMNS = ['Id', 'Name', 'Address', 'City', 'State', 'ZIP'] as const;

/** The chain's stores, from GET /adminBackend/legacy/v1/location/chains/{id}/locations (read only: they come from an import). */
export function ChainLocations({ chainId }: { chainId: string }) {
  const [cursor, setCursor] = useState<string>();
  const page = useQuery(chainLocationsQuery(chainId, { cursor, limit: LOCATION_PAGE_SIZE }));
  const rows = page.data?.objects ?? [];
  return (
    <section className="chain-section" aria-labelledby="chain-locations-title">
      <h2 id="chain-locations-title">{CHAIN_SECTIONS.locations}</h2>
      {page.isPending && <LoadingIndicator />}
      {page.isError && <InlineBanner type="error" title={CHAIN_TEXT.locationsFailed} />}
      {page.data && <ResultsLine count={page.data.pagination.objectCount} term="" />}
      {page.data && rows.length === 0 && <p>{CHAIN_TEXT.empty}</p>}
      {rows.length > 0 && (
        <table className="chain-locations">
          <caption className="visually-hidden">{CHAIN_SECTIONS.locations}</caption>
          <thead>
            <tr>{COLUMNS.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.id}>
                <td>{l.id}</td>
                <td>{l.name}</td>
                <td>{l.address}</td>
                <td>{l.city}</td>
                <td>{l.state}</td>
                <td>{l.zip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(page.data?.pagination.next || page.data?.pagination.prev) && <Pager pagination={page.data.pagination} onPage={setCursor} />}
    </section>
  );
}
