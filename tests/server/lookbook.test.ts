import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOOKBOOK_RULE_MESSAGES } from '#domain/ad/lookbook-rules';
import { execRows } from '#server/repo/documents';
import { STORY_GROUPS } from '#server/repo/reference-data';
import { startJobWorker } from '#server/workers/jobs';
import type { Poller } from '#server/workers/poller';
import { adsPath, countAds, worldForSuite } from './ad-fixtures';
import { ifMatch } from './fixtures';
import { STORE_KINDS } from './harness';

const SHEETS = '/adminBackend/sheets/v1/campaigns';
const SPONSORED_GROUP = STORY_GROUPS.find((g) => g.story_group_type === 'SPONSORED')!.story_group_id;
const JOBS = '/adminBackend/jobs/v1/jobs';

type Ad = { id: string; name: string; description?: string; orderLineItemId: string; pricingModelId: string; format: Record<string, any> };

describe.each(STORE_KINDS)('lookbook upload on %s', (kind) => {
  const { gw, w } = worldForSuite(kind, 'v3');
  let carousel: { id: string; pricingModelId: string };
  const workers: Poller[] = [];
  const worker = () => {
    const made = startJobWorker({ store: gw.store, autoStart: false });
    workers.push(made);
    return made;
  };

  beforeAll(async () => {
    // the world's order gets a Lookbook (CAROUSEL) line item
    const order = await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`);
    const items = [...order.json.orderLineItems, { orderLineItemType: 'CAROUSEL', description: 'Lookbook line', pricingModel: { '@type': 'FreePricingModel' } }];
    const put = await gw.call('PUT', `/order/v1/insertionOrders/${w.orderId}`, { body: { ...order.json, orderLineItems: items }, headers: ifMatch(order.json) });
    expect(put.status).toBe(200);
    const line = put.json.orderLineItems.find((li: { orderLineItemType: string }) => li.orderLineItemType === 'CAROUSEL');
    carousel = { id: line.id, pricingModelId: line.pricingModel.id };
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((x) => x.stop()));
  });

  const meta = (overrides: Record<string, unknown> = {}) => ({
    insertionOrderId: w.orderId, orderLineItemId: carousel.id, pricingModelId: carousel.pricingModelId, storyGroupId: '1', taxonomyNodeId: '10', storyType: 'BRANDED', ...overrides,
  });
  const path = (campaignId = w.campaignId, adSetId = w.adSetId) => `${SHEETS}/${campaignId}/adsets/${adSetId}/lookbooks`;
  async function upload(csv: string, metadata: unknown = meta(), target = path(), fileName = 'Holiday gifting.csv') {
    const res = await send(csv, metadata, target, fileName);
    return { status: res.status, json: await res.json() };
  }
  function send(csv: string, metadata: unknown, target: string, fileName: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), fileName);
    form.set('lookbookMetadata', typeof metadata === 'string' ? metadata : JSON.stringify(metadata));
    return fetch(`${gw.base}${target}`, { method: 'POST', body: form, headers });
  }
  const adsOf = async () => (await gw.call('GET', `${adsPath(w)}?limit=200`)).json.objects as Ad[];
  const outboxCreates = () => gw.store.read((db) => execRows<{ aggregate_id: string }>(db, sql`select aggregate_id from event_outbox where event_type = 'CREATE' and aggregate_type = 'Ad'`));

  it('records a job the jobs calls list; the worker creates the story cards and the lookbook, with history and events', async () => {
    const csv = [
      'name,description,imageUrl,webViewUrl,webViewButtonText,overlayHtml',
      '"Cola card","Cold cola","https://img.example/cola.png","https://brand.example/cola","Shop now","<b>Fizz</b><script>alert(1)</script>"',
      '"Chips card","","","","",""',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(202);
    expect(res.json.message).toBe('Creating Lookbook... Please wait a few minutes...');
    const jobId = res.json.jobId as string;
    expect((await gw.call('GET', `${JOBS}/${jobId}`)).json).toMatchObject({ type: 'LOOKBOOK_UPLOAD', status: 'PENDING', campaignId: w.campaignId, adSetId: w.adSetId, rows: 2 });
    const listed = await gw.call('GET', JOBS);
    expect(listed.json.objects.map((j: { id: string }) => j.id)).toContain(jobId);
    expect(JSON.stringify(listed.json)).not.toContain('Cola card'); // the sheet itself is not in the jobs answers

    const before = await outboxCreates();
    const runner = worker();
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0);

    const job = (await gw.call('GET', `${JOBS}/${jobId}`)).json;
    expect(job).toMatchObject({ status: 'COMPLETED', error: null, errors: [] });
    expect(job.finished).toMatch(/\[UTC\]$/);
    const { lookbookAdId, storyCardAdIds } = job.result as { lookbookAdId: string; storyCardAdIds: string[] };
    expect(storyCardAdIds).toHaveLength(2);
    const tasks = (await gw.call('GET', `${JOBS}/${jobId}/tasks`)).json.objects;
    expect(tasks.map((t: { status: string }) => t.status)).toEqual(['COMPLETED', 'COMPLETED']);
    // the rows the job worked on are not kept once it has ended
    expect(await gw.store.read((db) => execRows(db, sql`select id from reference_item where kind = 'jobInput' and id = ${jobId}`))).toEqual([]);

    const ads = new Map((await adsOf()).map((a) => [a.id, a]));
    const [cola, chips] = storyCardAdIds.map((id) => ads.get(id)!);
    expect(cola).toMatchObject({ name: 'Cola card', description: 'Cold cola', orderLineItemId: carousel.id, pricingModelId: carousel.pricingModelId });
    expect(cola!.format).toMatchObject({ '@type': 'ImageFormat', images: { cover: { url: 'https://img.example/cola.png' } }, legacy: { storyGroupId: '1' }, ontologyNodeId: '10' });
    expect(chips!.format.images).toBeUndefined();
    const lookbook = ads.get(lookbookAdId)!;
    expect(lookbook).toMatchObject({ name: 'Holiday gifting', orderLineItemId: carousel.id });
    expect(lookbook.format).toMatchObject({ '@type': 'CarouselFormat', insertionOrderId: w.orderId, legacy: { storyGroupId: '1', storyType: 'BRANDED' } });
    expect(lookbook.format.items.map((i: { ad: { id: string } }) => i.ad.id)).toEqual(storyCardAdIds);
    const content = lookbook.format.items[0].additionalContent;
    expect(content).toMatchObject({ webViewUrl: 'https://brand.example/cola', webViewButtonText: 'Shop now', enabled: true });
    expect(content.overlayHtml).toBe('<b>Fizz</b>');
    expect(lookbook.format.items[1].additionalContent).toBeUndefined();

    const history = await gw.call('GET', `/changelog/v1/changelog/${lookbookAdId}`);
    expect(history.json.versions.map((x: { event: string }) => x.event)).toEqual(['CREATE']);
    const created = (await outboxCreates()).slice(before.length).map((r) => r.aggregate_id);
    expect(created.sort()).toEqual([lookbookAdId, ...storyCardAdIds].sort());
  });

  it('sanitises overlayHtml on every write path of the ad API, as the sheet does: create, update, bulk create and bulk update', async () => {
    const res = await upload('name,overlayHtml\n"Card","<b>Clean</b>"');
    expect(await worker().runOnce()).toBe(1);
    const { lookbookAdId } = (await gw.call('GET', `${JOBS}/${res.json.jobId}`)).json.result as { lookbookAdId: string };
    const stored = (await gw.call('GET', `${adsPath(w)}/${lookbookAdId}`)).json;
    const dirty = '<b>Fizz</b><script>alert(1)</script><img src="x" onerror="alert(2)">';
    const withOverlay = (ad: Ad, html: string) => ({
      ...ad,
      format: { ...ad.format, items: ad.format.items.map((i: Record<string, unknown>) => ({ ...i, additionalContent: { overlayHtml: html } })) },
    });
    const overlayOf = async (id: string) => (await gw.call('GET', `${adsPath(w)}/${id}`)).json.format.items[0].additionalContent.overlayHtml;
    const clean = '<b>Fizz</b><img src="x">';

    const put = await gw.call('PUT', `${adsPath(w)}/${lookbookAdId}`, { body: withOverlay(stored, dirty), headers: ifMatch(stored) });
    expect(put.status).toBe(200);
    expect(await overlayOf(lookbookAdId)).toBe(clean);
    const { id: _id, version: _v, ...copy } = withOverlay(stored, dirty) as unknown as Ad & { version: number };
    const created = await gw.call('POST', adsPath(w), { body: { ...copy, name: 'Copy' } });
    expect(created.status).toBe(201);
    expect(await overlayOf(created.json.id)).toBe(clean);
    const bulk = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [{ ...copy, name: 'Bulk copy' }] } });
    expect(bulk.status, JSON.stringify(bulk.json)).toBe(201);
    expect(await overlayOf(bulk.json.objects[0].id)).toBe(clean);
    const current = (await gw.call('GET', `${adsPath(w)}/${lookbookAdId}`)).json;
    const updated = await gw.call('POST', `${adsPath(w)}:bulkUpdate`, { body: { ads: [withOverlay(current, `${dirty}<a href="javascript:x()">go</a>`)] } });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(await overlayOf(lookbookAdId)).toBe(`${clean}<a>go</a>`);
  });

  it('makes a Retail Lookbook of catalog cards for story type CONTENT', async () => {
    const res = await upload('name,productId\n"Pasta","prod-77"', meta({ storyType: 'CONTENT' }), path(), 'retail.csv');
    expect(res.status).toBe(202);
    expect(await worker().runOnce()).toBe(1);
    const job = (await gw.call('GET', `${JOBS}/${res.json.jobId}`)).json;
    expect(job.status).toBe('COMPLETED');
    const ads = new Map((await adsOf()).map((a) => [a.id, a]));
    expect(ads.get(job.result.lookbookAdId)!.format).toMatchObject({ '@type': 'ProductCatalogFormat', productCatalogType: 'RETAIL' });
    expect(ads.get(job.result.storyCardAdIds[0])!.format).toMatchObject({ '@type': 'RetailProductCatalogItemFormat', productId: 'prod-77' });
  });

  it('fails the job on bad rows, naming each row and column, and creates nothing', async () => {
    const csv = [
      'name,imageUrl,webViewUrl,webViewButtonText',
      '"Good card","https://img.example/ok.png","",""',
      '"Bad image","not a url","",""',
      '"A very long story card name, well over 36","","",""',
      '"Half content","","https://brand.example/x",""',
    ].join('\n');
    const adsBefore = await countAds(gw, w);
    const eventsBefore = (await outboxCreates()).length;
    const res = await upload(csv);
    expect(res.status).toBe(202);
    expect(await worker().runOnce()).toBe(1);
    const job = (await gw.call('GET', `${JOBS}/${res.json.jobId}`)).json;
    expect(job.status).toBe('FAILED');
    expect(job.result).toBeNull();
    expect(job.errors).toEqual([
      { fieldName: 'row 3.imageUrl', message: 'Please make sure to add a valid URL.' },
      { fieldName: 'row 4.name', message: 'Name must be at most 36 characters' },
      { fieldName: 'row 5.webViewButtonText', message: 'Button text is required when a web view URL is set' },
    ]);
    expect(job.error).toBe(
      'The lookbook was not created: Row 3, column imageUrl: Please make sure to add a valid URL.; Row 4, column name: Name must be at most 36 characters; ' +
        'Row 5, column webViewButtonText: Button text is required when a web view URL is set',
    );
    const tasks = (await gw.call('GET', `${JOBS}/${res.json.jobId}/tasks`)).json.objects;
    expect(tasks[1]).toMatchObject({ status: 'FAILED', error: job.error });
    expect(await countAds(gw, w)).toBe(adsBefore);
    expect((await outboxCreates()).length).toBe(eventsBefore);
  });

  it('checks the campaign again when the job runs: a change since the upload fails it', async () => {
    const adSet = await gw.call('POST', `${w.base}`, { body: { name: 'Chained set', constraints: [{ '@type': 'ChainConstraint', chainIds: { [w.chainId]: true } }] } });
    const res = await upload('name\n"Card"', meta(), path(w.campaignId, adSet.json.id));
    expect(res.status).toBe(202);
    // the ad set loses its chains before the job runs
    const put = await gw.call('PUT', `${w.base}/${adSet.json.id}`, { body: { ...adSet.json, constraints: [] }, headers: ifMatch(adSet.json) });
    expect(put.status).toBe(200);
    expect(await worker().runOnce()).toBe(1);
    const job = (await gw.call('GET', `${JOBS}/${res.json.jobId}`)).json;
    expect(job.status).toBe('FAILED');
    expect(job.error).toContain('Row 2, constraints: You have not set chain constraints on the Ad Set level. Chains are required on this ad.');
    expect(await countAds(gw, w, adSet.json.id)).toBe(0);
  });

  it('an upload retried with its Idempotency-Key is answered again, not recorded twice; another sheet under that key is refused', async () => {
    const csv = 'name,description,imageUrl\n"Tea card","","https://img.example/tea.png"';
    const key = { 'Idempotency-Key': `lookbook-retry-${kind}` };
    const teaJobs = async () => ((await gw.call('GET', `${JOBS}?limit=200`)).json.objects as { fileName?: string }[]).filter((j) => j.fileName === 'Tea.csv').length;
    const first = await send(csv, meta(), path(), 'Tea.csv', key);
    expect(first.status).toBe(202);
    const { jobId } = await first.json();
    // the same form sent again: a new multipart boundary, the same parts
    const retry = await send(csv, meta(), path(), 'Tea.csv', key);
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await retry.json()).jobId).toBe(jobId);
    expect(await teaJobs()).toBe(1);
    expect((await send(`${csv}\n"Mint card","",""`, meta(), path(), 'Tea.csv', key)).status).toBe(422);
    // its job runs, so the later tests find no job of this one waiting
    await worker().runOnce();
  });

  it('two workers never run the same job', async () => {
    const res = await upload('name\n"Only once"');
    expect(res.status).toBe(202);
    const handled = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(handled.sort()).toEqual([0, 1]);
    const job = (await gw.call('GET', `${JOBS}/${res.json.jobId}`)).json;
    expect(job.status).toBe('COMPLETED');
    expect((await adsOf()).filter((a) => a.name === 'Only once')).toHaveLength(1);
  });

  it('refuses at once what would fail every row: metadata, the line item, its pricing model, the sheet shape', async () => {
    const { storyType: _s, ...partial } = meta();
    const missing = await upload('name\n"Card"', partial);
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].fieldName).toBe('lookbookMetadata.storyType');
    expect((await upload('name\n"Card"', 'not json')).json.errors[0].fieldName).toBe('lookbookMetadata');
    const scanLine = await upload('name\n"Card"', meta({ orderLineItemId: w.lineItems.SCAN!.id, pricingModelId: w.lineItems.SCAN!.pricingModelId }));
    expect(scanLine.status).toBe(400);
    expect(scanLine.json.errors).toEqual([{ fieldName: 'lookbookMetadata.orderLineItemId', message: `Order line item ${w.lineItems.SCAN!.id} is of type SCAN; a CarouselFormat needs CAROUSEL` }]);
    const wrongModel = await upload('name\n"Card"', meta({ pricingModelId: w.lineItems.SCAN!.pricingModelId }));
    expect(wrongModel.json.errors[0].fieldName).toBe('lookbookMetadata.pricingModelId');
    // a sheet gives no sponsored cover: a sponsored story group is refused at the metadata naming it
    const sponsored = await upload('name\n"Card"', meta({ storyGroupId: SPONSORED_GROUP }));
    expect(sponsored.json.errors).toEqual([{ fieldName: 'lookbookMetadata.storyGroupId', message: LOOKBOOK_RULE_MESSAGES.sponsoredCover }]);
    const otherOrder = await upload('name\n"Card"', meta({ insertionOrderId: '999999' }));
    expect(otherOrder.json.errors[0].fieldName).toBe('lookbookMetadata.insertionOrderId');
    const unknownColumn = await upload('name,secret\n"Card","x"');
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.json.errors[0].message).toMatch(/^Unknown columns secret;/);
    expect((await upload('name,imageUrl\n"","x"')).json.errors[0].fieldName).toBe('row 2.name');
    const tooMany = await upload(['name', ...Array.from({ length: 201 }, (_, i) => `"Card ${i}"`)].join('\n'));
    expect(tooMany.json.errors).toEqual([{ fieldName: 'file', message: 'At most 200 story cards (rows) in one lookbook' }]);
    const unknownCampaign = await upload('name\n"Card"', meta(), path('999999'));
    expect(unknownCampaign).toEqual({ status: 404, json: { errorMsg: 'Campaign 999999 not found' } });
    // none of these recorded a job
    const jobs = (await gw.call('GET', JOBS)).json.objects as { type: string; status: string }[];
    expect(jobs.filter((j) => j.type === 'LOOKBOOK_UPLOAD' && j.status === 'PENDING')).toEqual([]);
  });
});
