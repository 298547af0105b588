import { describe, expect, it } from 'vitest';
import { VIEW_MESSAGES } from '#domain/view';
import { STORE_KINDS } from './harness';
import { signedInGatewayForSuite } from './auth/oidc-fixture';

const VIEWS = '/view/v1/views';

describe.each(STORE_KINDS)('saved views on %s (AUTH=oidc)', (kind) => {
  const { gw, as } = signedInGatewayForSuite(kind);
  const ann = () => as(['sk_ops_associate'], { email: 'ann@flightdeck.example' });
  const bob = () => as(['sk_product'], { email: 'bob@flightdeck.example' });
  const save = async (who: { authorization: string }, body: Record<string, unknown>) => gw.call('POST', VIEWS, { body, headers: who });
  const names = async (who: { authorization: string }, query = '?screen=campaigns') =>
    ((await gw.call('GET', `${VIEWS}${query}`, { headers: who })).json.objects as { name: string }[]).map((v) => v.name);

  it("lists a user's own views and the shared ones of the screen, by name, never another user's private ones", async () => {
    const created = await save(await ann(), { name: '  Live  BRAND campaigns ', screen: 'campaigns', search: '?q=BRAND&sort=-endDate', shared: true });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.json).toMatchObject({ name: 'Live BRAND campaigns', screen: 'campaigns', search: '?q=BRAND&sort=-endDate', shared: true, owner: 'ann@flightdeck.example', version: 1 });
    await save(await ann(), { name: 'Ann only', screen: 'campaigns', search: '?q=ann' });
    await save(await ann(), { name: 'Ann orders', screen: 'orders', search: '' });
    await save(await bob(), { name: 'Bob only', screen: 'campaigns', search: '?q=bob' });

    expect(await names(await ann())).toEqual(['Ann only', 'Live BRAND campaigns']);
    expect(await names(await bob())).toEqual(['Bob only', 'Live BRAND campaigns']);
    expect(await names(await ann(), '?screen=orders')).toEqual(['Ann orders']);
    expect(await names(await bob(), '')).toEqual(['Bob only', 'Live BRAND campaigns']);
    const page = (await gw.call('GET', `${VIEWS}?screen=campaigns&limit=1`, { headers: await ann() })).json;
    expect(page.pagination).toMatchObject({ objectCount: 2, limit: 1 });
  });

  it('refuses a bad view naming the field, and stores nothing', async () => {
    const who = await ann();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', screen: 'campaigns', search: '' }, 'name'],
      [{ name: 'x', screen: 'nowhere', search: '' }, 'screen'],
      [{ name: 'x', screen: 'campaigns', search: 'q=1' }, 'search'],
      [{ name: 'x', screen: 'campaigns', search: '?q=1', shared: 'yes' }, 'shared'],
    ];
    for (const [body, field] of cases) {
      const refused = await save(who, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.errors[0].fieldName).toBe(field);
    }
    expect((await gw.call('GET', `${VIEWS}?screen=nowhere`, { headers: who })).json.errors[0].fieldName).toBe('screen');
    expect(await names(who, '?screen=companies')).toEqual([]);
  });

  it("keeps names unique per user and screen, whatever the case (409 naming name), not across users or screens", async () => {
    expect((await save(await ann(), { name: 'Mine', screen: 'chains', search: '' })).status).toBe(201);
    const clash = await save(await ann(), { name: 'MINE', screen: 'chains', search: '?q=x' });
    expect(clash.status).toBe(409);
    expect(clash.json.errors).toEqual([{ fieldName: 'name', message: VIEW_MESSAGES.nameTaken }]);
    expect((await save(await bob(), { name: 'Mine', screen: 'chains', search: '' })).status).toBe(201);
    expect((await save(await ann(), { name: 'Mine', screen: 'companies', search: '' })).status).toBe(201);
  });

  it('lets only the owner change or delete a view, with If-Match (428, 412 with the current view)', async () => {
    const view = (await save(await ann(), { name: 'Ending soon', screen: 'adBrowser', search: '?sort=endDate', shared: true })).json;
    const path = `${VIEWS}/${view.id}`;
    const body = { name: 'Ending soon', screen: 'adBrowser', search: '?sort=-endDate', shared: true };

    expect((await gw.call('PUT', path, { body, headers: await ann() })).status).toBe(428);
    const byBob = await gw.call('PUT', path, { body, headers: { ...(await bob()), 'If-Match': '"1"' } });
    expect(byBob.status).toBe(403);
    expect(byBob.json.errorMsg).toBe(VIEW_MESSAGES.notOwner);
    expect((await gw.call('DELETE', path, { headers: { ...(await bob()), 'If-Match': '"1"' } })).status).toBe(403);

    const saved = await gw.call('PUT', path, { body, headers: { ...(await ann()), 'If-Match': '"1"' } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect(saved.json).toMatchObject({ search: '?sort=-endDate', version: 2 });

    const stale = await gw.call('DELETE', path, { headers: { ...(await ann()), 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(stale.json.current).toMatchObject({ id: view.id, version: 2 });

    expect((await gw.call('DELETE', path, { headers: { ...(await ann()), 'If-Match': '"2"' } })).status).toBe(200);
    expect(await names(await bob(), '?screen=adBrowser')).toEqual([]);
    expect((await gw.call('DELETE', path, { headers: { ...(await ann()), 'If-Match': '*' } })).status).toBe(404);
  });

  it("answers 404 for another user's private view, as for none", async () => {
    const view = (await save(await ann(), { name: 'Private', screen: 'orders', search: '' })).json;
    const put = await gw.call('PUT', `${VIEWS}/${view.id}`, { body: { name: 'Taken over', screen: 'orders', search: '' }, headers: { ...(await bob()), 'If-Match': '*' } });
    expect(put.status).toBe(404);
    expect(await names(await ann(), '?screen=orders')).toContain('Private');
  });

  it('asks for a token', async () => {
    expect((await gw.call('GET', VIEWS)).status).toBe(401);
  });
});
