import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '#server/http/body';
import { createCompany, orderBody } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** PostgreSQL text cannot hold U+0000: such input is a 400 naming where it was, never a 500. */
describe.each(STORE_KINDS)('a NUL character on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('in a body field is refused with a 400 naming the field', async () => {
    const company = await createCompany(gw);
    const cases: [string, unknown, string][] = [
      ['/company/v1/companies/', { name: 'Nul\u0000 Company' }, 'name'],
      ['/company/v1/companies/', { name: 'Nul Tag Company', tags: ['ok', 'a\u0000'] }, 'tags.1'],
      ['/order/v1/insertionOrders/', { ...orderBody(company.id), name: 'Order\u0000' }, 'name'],
      ['/order/v1/insertionOrders/', { ...orderBody(company.id), extra: { 'k\u0000': 1 } }, 'extra.k\u0000'],
    ];
    for (const [path, body, field] of cases) {
      const res = await gw.call('POST', path, { body });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.json.errors).toEqual([{ fieldName: field, message: NUL_MESSAGE }]);
    }
  });

  it('in a query parameter or a path is refused with a 400 naming it', async () => {
    for (const [path, field] of [
      ['/company/v1/companies/?name=%00', 'name'],
      ['/order/v1/insertionOrders/?name=a%00b', 'name'],
      ['/changelog/v1/change/metadata?userId=%00', 'userId'],
      ['/campaign/v1/campaigns/?campaignName=%00', 'campaignName'],
      ['/company/v1/companies/%00', '(path)'],
      ['/changelog/v1/changelog/a%00', '(path)'],
    ]) {
      const res = await gw.call('GET', path!);
      expect(res.status, path).toBe(400);
      expect(res.json.errors, path).toEqual([{ fieldName: field, message: NUL_MESSAGE }]);
    }
  });
});
