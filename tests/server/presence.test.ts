import { describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS } from '#server/http/events';
import { beat as storeBeat } from '#server/repo/presence';
import { STORE_KINDS } from './harness';
import { signedInGatewayForSuite } from './auth/oidc-fixture';

const at = (documentType: string, id: string) => `/events/v1/presence/${documentType}/${id}`;

describe.each(STORE_KINDS)('presence on %s (AUTH=oidc)', (kind) => {
  const { gw, as } = signedInGatewayForSuite(kind);
  const ann = () => as(['sk_campaign_manager'], { email: 'ann@flightdeck.example' });
  const bob = () => as(['sk_account_manager'], { email: 'bob@flightdeck.example' });
  const beat = async (who: Promise<{ authorization: string }>, path: string) => {
    const res = await gw.call('PUT', path, { headers: await who });
    expect(res.status).toBe(200);
    return res.json.editors as { userId: string; since: string }[];
  };

  it('tells each editor of a record who else has it open, by e-mail, and no one else’s record', async () => {
    expect(await beat(ann(), at('Campaign', '7001'))).toEqual([]);
    const others = await beat(bob(), at('Campaign', '7001'));
    expect(others).toEqual([{ userId: 'ann@flightdeck.example', since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(await beat(ann(), at('Campaign', '7001'))).toEqual([{ userId: 'bob@flightdeck.example', since: expect.any(String) }]);
    // the same id of another kind is another record
    expect(await beat(bob(), at('Company', '7001'))).toEqual([]);
    // a heartbeat goes on with the stay: the time Ann opened it does not move
    expect((await beat(bob(), at('Campaign', '7001')))[0]!.since).toBe(others[0]!.since);
  });

  it('forgets an editor who closed the record', async () => {
    await beat(ann(), at('Ad', '7002'));
    expect(await beat(bob(), at('Ad', '7002'))).toHaveLength(1);
    expect((await gw.call('DELETE', at('Ad', '7002'), { headers: await ann() })).status).toBe(204);
    expect(await beat(bob(), at('Ad', '7002'))).toEqual([]);
  });

  it('lets an editor go 30 s after their last heartbeat', async () => {
    await beat(ann(), at('Topic', '7003'));
    const record = { documentType: 'Topic', documentId: '7003' };
    const seen = (ms: number) => gw.store.tx((tx) => storeBeat(tx, record, 'carl@flightdeck.example', new Date(Date.now() + ms), PRESENCE_TTL_MS));
    expect((await seen(PRESENCE_TTL_MS - 2_000)).map((e) => e.userId)).toEqual(['ann@flightdeck.example']);
    expect(await seen(PRESENCE_TTL_MS + 1_000)).toEqual([]);
  });

  it('refuses a kind of document the specs do not have, naming documentType, and a call without sign-in', async () => {
    const res = await gw.call('PUT', at('Coupon', '1'), { headers: await ann() });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ fieldName: 'documentType', message: expect.stringContaining('Campaign, InsertionOrder, Company') }]);
    expect((await gw.call('PUT', at('Campaign', '1'))).status).toBe(401);
  });
});
