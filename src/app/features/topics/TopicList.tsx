import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ENTITIES } from '#domain/entities';
import { takesRetailerCategories } from '#domain/catalogs/categories';
import type { Topic } from '#domain/topic';
import { campaignQuery } from '#app/api/campaign';
import { chainQuery } from '#app/api/chain';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { useFlags } from '#app/api/flags';
import { topicPageQuery, topicQuery, type TopicDocument } from '#app/api/topic';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { Pager, pageWindow } from '#app/ui/list-screen/Pager';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { focusAfterRemoval } from '#app/ui/focus-after-removal';
import { categoryColumns, productColumns } from './columns';
import { setTopicsInView } from './in-view';
import type { TopicListSearch } from './search';
import { TOPIC_TEXT } from './text';
import { CloneTopicDialog, DeleteTopicDialog } from './TopicDialogs';
import { TopicPreviewPane } from './TopicPreviewPane';
import './topics.css';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { adSetListLink, campaignEditLink, newCategoryLink, newProductLink, topicFormLink } from '#app/api/links';
import { StepLinks } from '#app/ui/StepLinks';
import { useLiveList } from '#app/kit/crud/list/live-list';

const ROUTE = '/campaigns/$campaignId/topics/';
/** A row's height (styles.css --row): a list is as tall as its rows, shrunk to what the window holds (topics.css). */
const ROW = 40;

/**
 * spec 3 'Promoted products list (/campaigns/{campaignId}/topics)': the campaign's promoted products
 * and, for an MCOMM campaign, its retailer categories, each paged with its own cursor, beside the
 * selected one's preview (Edit, Clone, Delete, Changelog). Selection, pages and the open
 * confirmation live in the URL.
 */
export function TopicList({ campaignId }: { campaignId: string }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const version = useFlags().campaignServiceVersion;
  const campaign = useQuery(campaignQuery(version, campaignId));
  const isMcomm = takesRetailerCategories(campaign.data?.category);
  const products = useQuery(topicPageQuery(version, campaignId, 'PromotedProduct', search.products));
  const categories = useQuery({ ...topicPageQuery(version, campaignId, 'PromotedCategory', search.categories), enabled: isMcomm });
  useLiveList(ENTITIES.topic, [products, categories]);
  const set = (patch: Partial<TopicListSearch>, replace = true) =>
    void navigate({ search: (s: TopicListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  // Each list's failure shows in its place; a page link the gateway no longer takes starts that list again.
  const silently = (error: unknown) => reportFailure(error, { silent: true });
  useEffect(() => {
    if (campaign.error) silently(campaign.error);
  }, [campaign.error]);
  const staleProducts = useListFailure(products.error, { cursor: search.products, dropCursor: () => set({ products: undefined }), report: silently });
  const staleCategories = useListFailure(categories.error, { cursor: search.categories, dropCursor: () => set({ categories: undefined }), report: silently });

  const rows = [...(products.data?.objects ?? []), ...(isMcomm ? (categories.data?.objects ?? []) : [])];
  const onPage = rows.find((t) => t.id === search.selected);
  // A selection off the shown pages (e.g. a copy just made) is read by id.
  const byId = useQuery({ ...topicQuery(version, campaignId, search.selected ?? ''), enabled: Boolean(search.selected) && !onPage && products.isSuccess });
  const selected = onPage ?? byId.data;

  useEffect(() => {
    const mine = {
      campaignId,
      category: campaign.data?.category,
      selected: selected && { id: selected.id, type: selected['@type'] },
    };
    setTopicsInView(mine);
    return () => setTopicsInView(undefined, mine);
  }, [campaignId, campaign.data?.category, selected?.id]);

  const chainIds = [...new Set((categories.data?.objects ?? []).flatMap((c) => (c['@type'] === 'PromotedCategory' && c.chainId ? [c.chainId] : [])))];
  const chains = useQueries({ queries: chainIds.map((id) => ({ ...chainQuery(id), staleTime: 60_000 })) });
  const chainName = (id: string) => chains[chainIds.indexOf(id)]?.data?.chain.name ?? id;
  const chainNames = chains.map((c) => c.data?.chain.name ?? '').join('|');
  const productCols = useMemo(() => productColumns(), []);
  const categoryCols = useMemo(() => categoryColumns(chainName), [chainNames]);

  const open = (t: TopicDocument) => void navigate(topicFormLink(t));
  // After a delete the next topic of the same list (the one before, for the last) is selected and takes focus.
  const [focusRequest, setFocusRequest] = useState<{ type: Topic['@type']; rowId: string }>();
  const newProductRef = useRef<HTMLAnchorElement>(null);
  const newCategoryRef = useRef<HTMLAnchorElement>(null);
  const onDeleted = (deleted: TopicDocument) => {
    const list = deleted['@type'] === 'PromotedCategory' ? (categories.data?.objects ?? []) : (products.data?.objects ?? []);
    const at = list.findIndex((t) => t.id === deleted.id);
    const neighbour = at < 0 ? undefined : (list[at + 1] ?? list[at - 1]);
    if (neighbour) setFocusRequest({ type: neighbour['@type'], rowId: neighbour.id });
    // None left in that list: focus goes to its new-item link.
    else focusAfterRemoval(deleted['@type'] === 'PromotedCategory' ? newCategoryRef : newProductRef);
    set({ selected: neighbour?.id, dialog: undefined });
  };
  const table = (type: Topic['@type'], query: typeof products, columns: ColumnDef<TopicDocument, any>[], cursorKey: 'products' | 'categories') => {
    const isProduct = type === 'PromotedProduct';
    const objects = query.data?.objects ?? [];
    if (query.isPending) return <LoadingIndicator label={isProduct ? TOPIC_TEXT.loadingProducts : TOPIC_TEXT.loadingCategories} />;
    if (query.error && !(isProduct ? staleProducts : staleCategories)) return <ListFailure title={failureDetail(query.error)} onRetry={() => query.refetch()} />;
    return (
      <>
        {objects.length === 0 ? (
          <InlineBanner type="info" title={isProduct ? TOPIC_TEXT.noProducts : TOPIC_TEXT.noCategories} />
        ) : (
          <DataTable
            label={isProduct ? TOPIC_TEXT.listTitle : TOPIC_TEXT.categoriesTitle}
            rows={objects}
            columns={columns}
            getRowId={(t) => t.id}
            {...pageWindow(query.data?.pagination)}
            selectedId={objects.some((t) => t.id === search.selected) ? search.selected : undefined}
            focusRequest={focusRequest?.type === type ? focusRequest : undefined}
            onSelect={(id) => set({ selected: id })}
            onOpen={open}
            height={(objects.length + 1) * ROW + 2}
          />
        )}
        {(query.data?.pagination.prev || query.data?.pagination.next) && (
          <Pager
            label={isProduct ? TOPIC_TEXT.productPages : TOPIC_TEXT.categoryPages}
            pagination={query.data?.pagination}
            onPage={(cursor) => set({ [cursorKey]: cursor, selected: undefined }, false)}
          />
        )}
      </>
    );
  };

  return (
    <div className="list-screen topic-list">
      <CampaignStepper current="topics" campaignId={campaignId} />
      <ListHeader title={TOPIC_TEXT.listTitle} newLabel={TOPIC_TEXT.newProduct} newTo={newProductLink(campaignId)} newRef={newProductRef} />
      {campaign.data && <p className="topic-campaign">{campaign.data.campaignName}</p>}
      {campaign.error && <InlineBanner type="error" title={TOPIC_TEXT.campaignFailed(failureDetail(campaign.error))} />}
      <SplitPane
        id="topics"
        paneLabel={TOPIC_TEXT.paneLabel}
        list={
          <div className="topic-lists">
            <section aria-label={TOPIC_TEXT.listTitle} className="topic-list-section">
              {table('PromotedProduct', products, productCols, 'products')}
            </section>
            {isMcomm && (
              <section aria-labelledby="retailer-categories-title" className="topic-list-section">
                <div className="list-header">
                  <h2 id="retailer-categories-title">{TOPIC_TEXT.categoriesTitle}</h2>
                  <Link {...newCategoryLink(campaignId)} className="button button-primary" ref={newCategoryRef}>
                    {TOPIC_TEXT.newCategory}
                  </Link>
                </div>
                {table('PromotedCategory', categories, categoryCols, 'categories')}
              </section>
            )}
          </div>
        }
        pane={selected && <TopicPreviewPane topic={selected} onClone={() => set({ dialog: 'clone' })} onDelete={() => set({ dialog: 'delete' })} />}
      />
      <StepLinks back={{ to: campaignEditLink(campaignId), label: TOPIC_TEXT.goBack }} next={{ to: adSetListLink(campaignId), label: TOPIC_TEXT.continueToAds }} />
      <CloneTopicDialog
        version={version}
        topic={search.dialog === 'clone' && selected?.['@type'] === 'PromotedProduct' ? selected : undefined}
        isOpen={search.dialog === 'clone'}
        onOpenChange={(isOpen) => !isOpen && set({ dialog: undefined })}
        onCloned={(copy) => set({ selected: copy.id, dialog: undefined })}
      />
      <DeleteTopicDialog
        version={version}
        topic={search.dialog === 'delete' ? selected : undefined}
        isOpen={search.dialog === 'delete'}
        onOpenChange={(isOpen) => !isOpen && set({ dialog: undefined })}
        onDeleted={onDeleted}
      />
    </div>
  );
}
