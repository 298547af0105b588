import type { SavedView, ViewInput } from '#domain/view';
import { openChangeSet } from '#server/repo/changelog';
import { createView } from '#server/services/view';
import type { RealGateway } from './real-gateway';

/** A view of the campaign list unless told. */
const input = (view: Partial<ViewInput> & Pick<ViewInput, 'name'>): ViewInput => ({ screen: 'campaigns', search: '', shared: false, ...view });

/** A view saved through the API by the portal's user (`local`, with sign-in off); answers it. */
export async function saveView(gw: RealGateway, view: Partial<ViewInput> & Pick<ViewInput, 'name'>) {
  const res = await gw.call<SavedView>('POST', '/view/v1/views', input(view));
  if (res.status !== 201) throw new Error(`saving view ${view.name}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A view saved by someone else: with sign-in off the API knows only `local`, so the views service stores it as theirs. */
export const saveViewOf = (gw: RealGateway, owner: string, view: Partial<ViewInput> & Pick<ViewInput, 'name'>) =>
  gw.store.tx(async (db) => createView(db, input(view), await openChangeSet(db, owner)));

/** The portal's changes to saved views in this test (PUT and DELETE of one), as the service received them. */
export const viewChanges = (gw: RealGateway) =>
  gw.calls
    .filter((c) => c.path.startsWith('/view/v1/views/'))
    .map((c) => ({ method: c.method, id: decodeURIComponent(c.path.slice('/view/v1/views/'.length)), ifMatch: c.ifMatch, body: c.body }));

/** The portal's new views in this test (the POST bodies). */
export const viewsSaved = (gw: RealGateway) => gw.calls.filter((c) => c.method === 'POST' && c.path === '/view/v1/views').map((c) => c.body);
