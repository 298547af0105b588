import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { adTypeLabel } from '#domain/catalogs/ad-types';
import { takesRetailerCategories } from '#domain/catalogs/categories';
import { pricingModelLabel } from '#domain/catalogs/pricing-models';
import type { CampaignServiceVersion } from '#domain/flags';
import { formatMoney } from '#domain/money';
import { PRODUCTS_ON_SUMMARY, TOPIC_MESSAGES } from '#domain/topic';
import { campaignAdSetsQuery, type AdSetWithAds } from '#app/api/ad-set';
import { campaignQuery, type CampaignDocument } from '#app/api/campaign';
import { companyQuery } from '#app/api/company';
import { orderQuery, type OrderDocument } from '#app/api/order';
import { campaignTopicsQuery } from '#app/api/topic';
import { formatDate } from '#app/ui/format';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { AD_STATUS_LABELS } from '#domain/ad/row';
import { AdStatusBadge } from '#app/kit/ads/AdStatusBadge';
import { adRows, timelineOf, type AdRow } from './flight';
import './campaign-summary.css';
import { AppLink } from '#app/ui/AppLink';
import { useRecordTitle } from '#app/ui/record-title';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { adLink, adSetLink, adSetListLink, campaignEditLink, categoryLink, orderLink, productLink, topicListLink } from '#app/api/links';

/** spec 1 'Campaign summary', verbatim. */
export const SUMMARY_TEXT = {
  editCampaign: 'Edit Campaign',
  campaignFailed: 'Campaign details failed to load',
  orderFailed: 'Insertion order details failed to load',
  promotedProducts: 'Promoted Products',
  noProducts: 'This campaign has no promoted products.',
  showMore: 'Show More',
  showLess: 'Show Less',
  retailerCategories: 'Retailer Categories',
  adSets: 'Ad Sets',
  noAdSets: 'This campaign has no ad sets yet.',
  noAds: 'There are no ads added yet',
  salesforceLink: 'Salesforce Link',
  timeline: 'Flight timeline',
} as const;


export interface CampaignSummaryProps {
  campaignId: string;
  version: CampaignServiceVersion;
  /** Composed in by the route: the campaign's status badge and fields (shared with the list's pane). */
  renderStatus: (campaign: CampaignDocument) => ReactNode;
  renderFields: (campaign: CampaignDocument) => ReactNode;
  /** The mapping status button and popup (flag v3), composed in by the route. */
  mapping?: ReactNode;
  /** The 'Changelog' button and its 'Changelog Details' popup, composed in by the route. */
  changelog?: ReactNode;
  /** The 'Resend Event' button and popup (privileged roles only), composed in by the route. */
  resend?: ReactNode;
  now?: Date;
}

/** The campaign summary page (/campaigns/view/{campaignId}). */
export function CampaignSummary({ campaignId, version, renderStatus, renderFields, mapping, changelog, resend, now: nowProp }: CampaignSummaryProps) {
  const campaign = useQuery(campaignQuery(version, campaignId));
  useRecordTitle(campaign.data?.campaignName);
  const [opened] = useState(() => new Date());
  const now = nowProp ?? opened;
  if (campaign.isPending) return <LoadingIndicator />;
  if (campaign.error) return <InlineBanner type="error">{SUMMARY_TEXT.campaignFailed}</InlineBanner>;
  const c = campaign.data;
  return (
    <article className="campaign-summary" aria-labelledby="campaign-summary-title">
      <header className="campaign-summary-header">
        <ScreenHeading id="campaign-summary-title">{c.campaignName}</ScreenHeading>
        {renderStatus(c)}
        <div className="campaign-summary-actions">
          {mapping}
          {changelog}
          {resend}
          <AppLink className="button" to={campaignEditLink(c.id)}>
            {SUMMARY_TEXT.editCampaign}
          </AppLink>
        </div>
      </header>
      {renderFields(c)}
      <InsertionOrders ids={c.insertionOrderIds ?? []} />
      <PromotedProducts version={version} campaignId={c.id} />
      {takesRetailerCategories(c.category) && <RetailerCategories version={version} campaignId={c.id} />}
      <AdSets version={version} campaign={c} now={now} />
    </article>
  );
}

function InsertionOrders({ ids }: { ids: readonly string[] }) {
  const orders = useQueries({ queries: ids.map((id) => orderQuery(id)) });
  return (
    <section className="summary-section" aria-labelledby="summary-orders">
      <h2 id="summary-orders">Insertion Orders</h2>
      {orders.map((o, i) =>
        o.isPending ? (
          <LoadingIndicator key={ids[i]} />
        ) : o.error ? (
          <InlineBanner key={ids[i]} type="error">{SUMMARY_TEXT.orderFailed}</InlineBanner>
        ) : (
          <OrderBlock key={ids[i]} order={o.data} />
        ),
      )}
    </section>
  );
}

const rateOf = (pm: OrderDocument['orderLineItems'][number]['pricingModel']) =>
  'amount' in pm && typeof pm.amount === 'number' ? `$${formatMoney(pm.amount, pm.precision ?? 2)}` : '—';

function OrderBlock({ order }: { order: OrderDocument }) {
  const company = useQuery({ ...companyQuery(order.companyId), enabled: Boolean(order.companyId) });
  const headingId = `order-${order.id}`;
  return (
    <section className="order-block" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <AppLink to={orderLink(order.id)}>{order.name}</AppLink>
      </h3>
      <dl className="summary-fields">
        <div><dt>Description</dt><dd>{order.description || '—'}</dd></div>
        <div><dt>Company</dt><dd>{company.data?.name ?? (company.isPending ? '…' : order.companyId)}</dd></div>
        <div>
          <dt>{SUMMARY_TEXT.salesforceLink}</dt>
          <dd>{order.url ? <a href={order.url} target="_blank" rel="noreferrer">{order.url}</a> : '—'}</dd>
        </div>
      </dl>
      <table className="summary-table">
        <caption className="visually-hidden">Order line items of {order.name}</caption>
        <thead>
          <tr><th scope="col">Type</th><th scope="col">Description</th><th scope="col">Pricing Model</th><th scope="col">Rate</th></tr>
        </thead>
        <tbody>
          {order.orderLineItems.map((li, i) => (
            <tr key={li.id ?? i}>
              <td>{adTypeLabel(li.orderLineItemType)}</td>
              <td>{li.description}</td>
              <td>{pricingModelLabel(li.pricingModel['@type'])}</td>
              <td>{rateOf(li.pricingModel)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PromotedProducts({ version, campaignId }: { version: CampaignServiceVersion; campaignId: string }) {
  const topics = useQuery(campaignTopicsQuery(version, campaignId, 'PromotedProduct'));
  const [all, setAll] = useState(false);
  const products = topics.data?.objects ?? [];
  const shown = all ? products : products.slice(0, PRODUCTS_ON_SUMMARY);
  return (
    <section className="summary-section" aria-labelledby="summary-products">
      <h2 id="summary-products">
        <AppLink to={topicListLink(campaignId)}>{SUMMARY_TEXT.promotedProducts}</AppLink>
      </h2>
      <TopicsRead read={topics} count={products.length} failed={TOPIC_MESSAGES.readTopicFailed} none={SUMMARY_TEXT.noProducts}>
        <ul className="summary-list" id="summary-product-list">
          {shown.map((t) => (
            <li key={t.id}><AppLink to={productLink(campaignId, t.id)}>{t.name}</AppLink></li>
          ))}
        </ul>
        {products.length > PRODUCTS_ON_SUMMARY && (
          <Button className="button button-link" aria-controls="summary-product-list" aria-expanded={all} onPress={() => setAll((a) => !a)}>
            {all ? SUMMARY_TEXT.showLess : SUMMARY_TEXT.showMore}
          </Button>
        )}
      </TopicsRead>
    </section>
  );
}

/** A section's list of topics as its read stands: loading, its failure, its words for none, else the list (`children`). */
function TopicsRead({ read, count, failed, none, children }: { read: { isPending: boolean; error: unknown }; count: number; failed: string; none: string; children: ReactNode }) {
  if (read.isPending) return <LoadingIndicator />;
  if (read.error) return <InlineBanner type="error">{failed}</InlineBanner>;
  if (count === 0) return <p>{none}</p>;
  return <>{children}</>;
}

function RetailerCategories({ version, campaignId }: { version: CampaignServiceVersion; campaignId: string }) {
  const topics = useQuery(campaignTopicsQuery(version, campaignId, 'PromotedCategory'));
  const categories = topics.data?.objects ?? [];
  return (
    <section className="summary-section" aria-labelledby="summary-categories">
      <h2 id="summary-categories">{SUMMARY_TEXT.retailerCategories}</h2>
      <TopicsRead read={topics} count={categories.length} failed={TOPIC_MESSAGES.readCategoryFailed} none={TOPIC_MESSAGES.noCategories}>
        <ul className="summary-list">
          {categories.map((t) => (
            <li key={t.id}><AppLink to={categoryLink(campaignId, t.id)}>{t.name}</AppLink></li>
          ))}
        </ul>
      </TopicsRead>
    </section>
  );
}

function AdSets({ version, campaign, now }: { version: CampaignServiceVersion; campaign: CampaignDocument; now: Date }) {
  const sets = useQuery(campaignAdSetsQuery(version, campaign.id));
  const rows = useMemo(() => (sets.data ? adRows(campaign, sets.data, now) : []), [sets.data, campaign, now]);
  return (
    <>
      <section className="summary-section" aria-labelledby="summary-adsets">
        <h2 id="summary-adsets">
          <AppLink to={adSetListLink(campaign.id)}>{SUMMARY_TEXT.adSets}</AppLink>
        </h2>
        {sets.isPending ? (
          <LoadingIndicator />
        ) : sets.error ? (
          <InlineBanner type="error">{SUMMARY_TEXT.campaignFailed}</InlineBanner>
        ) : sets.data.length === 0 ? (
          <p>{SUMMARY_TEXT.noAdSets}</p>
        ) : (
          sets.data.map((s) => <AdSetBlock key={s.adSet.id} set={s} rows={rows.filter((r) => r.adSetId === s.adSet.id)} campaignId={campaign.id} />)
        )}
      </section>
      {rows.length > 0 && <FlightTimeline rows={rows} campaign={campaign} now={now} />}
    </>
  );
}

function AdSetBlock({ set, rows, campaignId }: { set: AdSetWithAds; rows: AdRow[]; campaignId: string }) {
  const headingId = `adset-${set.adSet.id}`;
  return (
    <section className="adset-block" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <AppLink to={adSetLink(campaignId, set.adSet.id)}>{set.adSet.name}</AppLink>
      </h3>
      {rows.length === 0 ? (
        <p>{SUMMARY_TEXT.noAds}</p>
      ) : (
        <table className="summary-table">
          <caption className="visually-hidden">Ads of {set.adSet.name}</caption>
          <thead>
            <tr>
              {['Type and Status', 'Name and Description', 'Kicks', 'Freq Cap', 'Start', 'End', 'Modified'].map((h) => (
                <th key={h} scope="col">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.ad.id}>
                <td>
                  <div>{r.type}</div>
                  <AdStatusBadge status={r.status} tooltip={r.tooltip} />
                </td>
                <td>
                  <AppLink to={adLink(campaignId, r.adSetId, r.ad.id)}>{r.ad.name}</AppLink>
                  {r.ad.description && <div className="muted">{r.ad.description}</div>}
                </td>
                <td>{r.kicks ?? '—'}</td>
                <td>{r.freqCap || '—'}</td>
                <td>{formatDate(r.start)}</td>
                <td>{formatDate(r.end)}</td>
                <td>{formatDate(r.ad.modified)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The ads' effective dates on one axis, so a manager sees the flight at a glance. */
function FlightTimeline({ rows, campaign, now }: { rows: AdRow[]; campaign: CampaignDocument; now: Date }) {
  const timeline = timelineOf(rows, campaign, now);
  if (!timeline) return null;
  const iso = (d: Date) => d.toISOString();
  return (
    <section className="summary-section" aria-labelledby="summary-timeline">
      <h2 id="summary-timeline">{SUMMARY_TEXT.timeline}</h2>
      <p className="timeline-scale">
        <span>{formatDate(iso(timeline.from))}</span>
        <span>{formatDate(iso(timeline.to))}</span>
      </p>
      <ul className="timeline" aria-label="Ads by effective dates">
        {timeline.bars.map(({ row, left, width }) => (
          <li key={row.ad.id} className="timeline-row">
            <span className="timeline-label">
              {row.ad.name} <span className="muted">({row.adSetName})</span>
            </span>
            <span className="timeline-track">
              {timeline.today !== undefined && <span className="timeline-today" style={{ left: `${timeline.today}%` }} aria-hidden="true" />}
              <span className={`timeline-bar timeline-${row.status}`} style={{ left: `${left}%`, width: `${width}%` }} aria-hidden="true" />
            </span>
            <span className="timeline-dates">
              {formatDate(row.start) || '—'} – {formatDate(row.end) || '—'}, {AD_STATUS_LABELS[row.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
