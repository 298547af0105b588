import { must } from '#domain/must';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  cloneAdOf, cloneBlocked, cloneDateProblems, cloneDescription, cloneSteps, complementaryTypeOf, expiredEnd, hasComplementary, scanAdsToLink,
} from '#domain/ad/clone';
import { datesOfConstraints } from '#domain/ad/status';
import type { CampaignServiceVersion } from '#domain/flags';
import { createAd, type AdInput } from '#app/api/ad';
import { campaignAdSetsQuery, type AdDocument, type AdSetWithAds } from '#app/api/ad-set';
import type { CampaignDocument } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { orderQuery } from '#app/api/order';
import { topicCountQuery, topicPickerSource, topicQuery } from '#app/api/topic';
import { TextInput } from '#app/ui/form-fields';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { notify } from '#app/ui/notifications';
import { SearchSelectPicker } from '#app/ui/SearchPicker';
import { StartEndDatesEditor } from '#app/ui/PacificDateEditor';
import { SelectField } from '#app/ui/SelectField';
import { failureDetail } from '#app/api/errors';
import { AD_ACTION_TEXT } from './ad-actions-text';
import { createComplementary, linkScanTo, reportCloneFailure } from './clone-follow-ups';
import { ordersAsViews } from './form-context';
import { AD_TEXT } from './text';
// the kit's checkbox look (kept with the walk-in's Own-The-Trip boxes)
import { isPostScanVideo } from '#domain/ad/scan-links';
import '#app/ui/checkbox.css';


export interface CloneAdDialogProps {
  version: CampaignServiceVersion;
  campaign: CampaignDocument;
  /** the ad's ad set with its ads (the copy's description is told apart from theirs) */
  set: AdSetWithAds;
  ad: AdDocument;
  now: Date;
  onClose: () => void;
}

/**
 * spec 2 'Clone flow' and §4: refused once the campaign has ended; otherwise a confirm step, the
 * promoted product for scan and receipt ads, the description ('Duplicate' or 'Duplicate (n)'), the
 * complementary ad when the budget has a line item for it, the scan ad to link for a post-scan
 * video and, for an expired ad, new dates. The copy is created in the same ad set, without a next
 * ad; the complementary ad and the scan's link follow it, each reporting its own outcome.
 */
export function CloneAdDialog({ version, campaign, set, ad, now, onClose }: CloneAdDialogProps) {
  const queryClient = useQueryClient();
  const blocked = cloneBlocked(campaign, now);
  const expired = expiredEnd({ ad, adSet: set.adSet, campaign }, now);
  // Whether a complementary ad is offered depends on the campaign's orders: the steps wait for them.
  const orderReads = useQueries({ queries: (!blocked && hasComplementary(ad.format['@type']) ? (campaign.insertionOrderIds ?? []) : []).map((id) => orderQuery(id)) });
  const ordersError = orderReads.find((o) => o.error)?.error;
  const ordersRead = orderReads.every((o) => o.data || o.error);
  const orders = ordersAsViews(ordersError ? [] : orderReads.flatMap((o) => (o.data ? [o.data] : [])));
  const complementaryType = complementaryTypeOf(ad.format['@type'], orders);
  const postScan = isPostScanVideo(ad.format);
  const steps = cloneSteps(ad.format, { expired: Boolean(expired), complementary: Boolean(complementaryType) });
  const [at, setAt] = useState(0);
  const step = must(steps[at], 'the dialog moves only between its steps');
  const [productId, setProductId] = useState<string | null>(ad.format.promotedProductId ?? null);
  const [description, setDescription] = useState(() => cloneDescription(ad, set.ads));
  const [complementary, setComplementary] = useState(false);
  const [scanId, setScanId] = useState<string | null>(null);
  const [dates, setDates] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const productStep = !blocked && steps.includes('product');
  const productCount = useQuery({ ...topicCountQuery(version, ad.campaignId, 'PromotedProduct'), enabled: productStep });
  const products = useMemo(() => topicPickerSource(version, ad.campaignId, 'PromotedProduct'), [version, ad.campaignId]);
  // the chosen product is named whether or not the picker's matches hold it
  const chosenProduct = useQuery({ ...topicQuery(version, ad.campaignId, productId ?? ''), enabled: productStep && Boolean(productId), staleTime: 60_000 });
  // the ad set list has read them already
  const campaignAds = useQuery({ ...campaignAdSetsQuery(version, ad.campaignId), enabled: !blocked && postScan });
  const scanAds = scanAdsToLink(campaignAds.data?.flatMap((s) => s.ads) ?? []);
  const scan = scanAds.find((a) => a.id === scanId);
  useEffect(() => {
    if (ordersError) reportFailure(ordersError, { silent: true });
  }, [ordersError]);

  const adSetDates = datesOfConstraints(set.adSet.constraints);
  const parent = { start: adSetDates.start || campaign.startDate, end: adSetDates.end || campaign.endDate };
  const dateProblems = expired ? cloneDateProblems(dates, expired, parent, now) : [];
  const stepDone = step === 'product' ? Boolean(productId) : step === 'scanLink' ? Boolean(scan) : step === 'dates' ? dateProblems.length === 0 : true;
  const last = at === steps.length - 1;

  const clone = useMutation({
    mutationFn: async () => {
      const copy = cloneAdOf(ad, { description, promotedProductId: steps.includes('product') ? (productId ?? undefined) : undefined, dates: expired ? dates : undefined });
      const created = await createAd(version, ad.campaignId, ad.adSetId, copy as AdInput);
      notify({ message: AD_ACTION_TEXT.cloned, type: 'success' });
      if (complementary && complementaryType) await createComplementary(version, ad, copy, complementaryType, orders);
      if (postScan && scan) await linkScanTo(version, scan, created);
    },
    // once the copy exists the dialog closes, whatever became of what follows it: a retry would copy again
    onSuccess: onClose,
    onError: reportCloneFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, ad.campaignId).queryKey }),
  });

  // Each step's heading takes focus, so the new step is read out where Next was pressed.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [at]);
  const go = (to: number) => {
    moved.current = true;
    setAt(to);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!stepDone || clone.isPending) return;
    if (last) clone.mutate();
    else go(at + 1);
  };

  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog role={blocked ? 'alertdialog' : 'dialog'} className="popup-dialog">
          <Heading slot="title" className="popup-title">{AD_ACTION_TEXT.cloneTitle(ad.name)}</Heading>
          {blocked ? (
            <>
              <div className="popup-body">
                <InlineBanner type="error" title={blocked} />
              </div>
              <div className="popup-actions">
                <Button className="button" onPress={onClose} autoFocus>
                  {AD_ACTION_TEXT.close}
                </Button>
              </div>
            </>
          ) : !ordersRead ? (
            <div className="popup-body">
              <LoadingIndicator />
            </div>
          ) : (
            <Form onSubmit={onSubmit} validationBehavior="aria">
              <div className="popup-body">
                {/* Enter where the step put focus goes on, as Next does (a heading has no Enter of its own) */}
                <h3
                  ref={heading}
                  tabIndex={-1}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    e.currentTarget.closest('form')?.requestSubmit();
                  }}
                >
                  {AD_ACTION_TEXT.step(at + 1, steps.length, step)}
                </h3>
                {step === 'confirm' && (
                  <>
                    <p>{AD_ACTION_TEXT.confirmBody(ad.name, set.adSet.name)}</p>
                    {/* without the orders no complementary ad is offered; the copy itself can still be made */}
                    {ordersError && <InlineBanner type="error" title={AD_TEXT.ordersFailed(failureDetail(ordersError))} />}
                  </>
                )}
                {step === 'product' && (
                  <>
                    {productCount.data === 0 && <InlineBanner type="info" title={AD_ACTION_TEXT.noProducts} />}
                    <SearchSelectPicker
                      label={AD_ACTION_TEXT.promotedProduct}
                      source={products}
                      nameOf={(id) => (chosenProduct.data?.id === id ? chosenProduct.data.name : undefined)}
                      value={productId}
                      onChange={setProductId}
                      placeholder={AD_TEXT.topicSearch}
                      description={AD_ACTION_TEXT.productHint}
                      isRequired
                    />
                  </>
                )}
                {step === 'description' && (
                  <TextInput label={AD_ACTION_TEXT.description} value={description} onChange={setDescription} description={AD_ACTION_TEXT.descriptionHint} />
                )}
                {step === 'complementary' && complementaryType && (
                  <>
                    <Checkbox className="checkbox" isSelected={complementary} onChange={setComplementary}>
                      {AD_ACTION_TEXT.complementary(complementaryType)}
                    </Checkbox>
                    <p className="field-description">{AD_ACTION_TEXT.complementaryHint}</p>
                  </>
                )}
                {step === 'scanLink' && (
                  <>
                    {campaignAds.data && scanAds.length === 0 && <InlineBanner type="info" title={AD_ACTION_TEXT.noScanAds} />}
                    <SelectField
                      label={AD_ACTION_TEXT.scanAd}
                      options={scanAds.map((a) => ({ id: a.id, label: a.description ? `${a.name} – ${a.description}` : a.name }))}
                      value={scanId}
                      onChange={setScanId}
                      description={AD_ACTION_TEXT.scanAdHint}
                      isRequired
                    />
                  </>
                )}
                {step === 'dates' && (
                  <>
                    <p className="field-description">{AD_ACTION_TEXT.newDates}</p>
                    <StartEndDatesEditor start={dates.start} end={dates.end} errorOf={(path) => dateProblems.find((p) => p.field === path)?.message} onChange={setDates} />
                  </>
                )}
              </div>
              <div className="popup-actions">
                <Button type="submit" className="button button-primary" isDisabled={!stepDone} autoFocus>
                  {last ? AD_ACTION_TEXT.confirmClone : AD_ACTION_TEXT.next}
                </Button>
                {at > 0 && (
                  <Button className="button" onPress={() => go(at - 1)} isDisabled={clone.isPending}>
                    {AD_ACTION_TEXT.back}
                  </Button>
                )}
                <Button className="button" onPress={onClose}>
                  {AD_ACTION_TEXT.cancel}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
