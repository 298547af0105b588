import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENTITIES } from '#domain/entities';
import { beat } from '#server/repo/presence';
import { seedAdWorld, type AdWorld } from '#tests/app/support/seed-ads';
import { realGateway, type RealGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

/** A save by someone else: the record read and written back with `patch` applied, on its current version. */
async function saveElsewhere(g: RealGateway, path: string, patch: (doc: any) => unknown) {
  const current = await g.call('GET', path);
  const res = await g.call('PUT', path, patch(current.json), { 'If-Match': current.headers.get('ETag')! });
  if (res.status !== 200) throw new Error(`saving ${path}: ${res.status} ${JSON.stringify(res.json)}`);
}

interface FormKind {
  kind: string;
  documentType: string;
  /** the record to open: its id, its API path and the portal's address of its form */
  open: (w: AdWorld) => Promise<{ id: string; path: string; url: string; heading: RegExp }>;
  /** what someone else changes, and the field's label in the form's words */
  change: (doc: any) => unknown;
  field: string;
  /** what differs in the campaign (retailer categories live in MCOMM campaigns only) */
  campaign?: Record<string, unknown>;
}

const campaignPath = (w: AdWorld) => `/campaign/v1/campaigns/${w.campaignId}`;

const KINDS: FormKind[] = [
  {
    kind: 'chain',
    documentType: ENTITIES.chain.documentType,
    open: async (w) => {
      const id = w.chains['Fresh Mart']!;
      return { id, path: `/chain/v1/chains/${id}`, url: `/flightdeck/chains/${id}`, heading: /^Edit chain: Fresh Mart$/ };
    },
    change: (doc) => ({ ...doc, chain: { ...doc.chain, name: 'Fresh Mart West' }, old_button_ids: doc.button_ids }),
    field: 'Name',
  },
  {
    kind: 'insertion order',
    documentType: ENTITIES.insertionOrder.documentType,
    open: async (w) => ({ id: w.orderId, path: `/order/v1/insertionOrders/${w.orderId}`, url: `/flightdeck/orders/${w.orderId}`, heading: /Spring order/ }),
    change: (doc) => ({ ...doc, name: 'Summer order' }),
    field: 'Name',
  },
  {
    kind: 'campaign',
    documentType: ENTITIES.campaign.documentType,
    open: async (w) => ({ id: w.campaignId, path: campaignPath(w), url: `/flightdeck/campaigns/${w.campaignId}`, heading: /Harbor Spring/ }),
    change: (doc) => ({ ...doc, campaignName: 'Harbor Summer' }),
    field: 'Campaign Name',
  },
  {
    kind: 'ad set',
    documentType: ENTITIES.adSet.documentType,
    open: async (w) => ({ id: w.adSetId, path: `${campaignPath(w)}/adsets/${w.adSetId}`, url: w.setUrl, heading: /^Edit Ad Set$/ }),
    change: (doc) => ({ ...doc, name: 'Second set' }),
    field: 'Name',
  },
  {
    kind: 'promoted product',
    documentType: ENTITIES.topic.documentType,
    open: async (w) => {
      const id = w.products['Oat Crunch']!;
      return { id, path: `${campaignPath(w)}/topics/${id}`, url: `/flightdeck/campaigns/${w.campaignId}/topics/${id}`, heading: /Oat Crunch/ };
    },
    change: (doc) => ({ ...doc, description: 'Crunchier' }),
    field: 'Description',
  },
  {
    kind: 'retailer category',
    documentType: ENTITIES.topic.documentType,
    campaign: { category: 'MCOMM' },
    open: async (w) => {
      const made = await gw.call('POST', `${campaignPath(w)}/topics/`, { '@type': 'PromotedCategory', name: 'Snack aisle', includedCategories: ['Chips'] });
      if (made.status !== 201) throw new Error(`seeding a retailer category: ${made.status} ${JSON.stringify(made.json)}`);
      const id = made.json.id as string;
      return { id, path: `${campaignPath(w)}/topics/${id}`, url: `/flightdeck/campaigns/${w.campaignId}/categories/${id}`, heading: /Snack aisle/ };
    },
    change: (doc) => ({ ...doc, includedCategories: ['Chips', 'Pretzels'] }),
    field: 'Included Categories',
  },
];

describe('an open form whose record changes elsewhere, for every form kind (issue 28 §3)', () => {
  it.each(KINDS)('$kind: says who else edits it, then at once who changed which field, with Compare and Reload', async ({ documentType, open, change, field, campaign }) => {
    const w = await seedAdWorld(gw, { chains: [{ name: 'Fresh Mart' }], products: ['Oat Crunch'], campaign });
    const record = await open(w);
    await gw.store.tx((tx) => beat(tx, { documentType, documentId: record.id }, 'ann@flightdeck.example', new Date(), 30_000));
    renderApp(record.url);
    await screen.findByRole('heading', { name: record.heading }, { timeout: 5_000 });
    expect(await screen.findByText('Also editing: ann@flightdeck.example', {}, { timeout: 5_000 })).toBeTruthy();
    await saveElsewhere(gw, record.path, change);
    const status = await screen.findByText(new RegExp(`^local changed ${field} \\d+ s ago$`), {}, { timeout: 5_000 });
    expect(status.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compare' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
