import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { BARCODES_CSV_NAME, barcodesCsv, failedBarcodesCsv, parseBarcodeEntries, type BarcodeEntry, type FailedBarcode } from '#domain/topic';
import { isOneOf } from '#domain/lists';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { failedBarcodesQuery } from '#app/api/topic';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { downloadText } from '#app/ui/download';
import { InlineBanner } from '#app/ui/InlineBanner';
import { focusAfterRemoval } from '#app/ui/focus-after-removal';
import { useFocusWhenUnplaced } from '#app/ui/route-focus';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { useProductNames } from './BarcodeEditor';
import { TOPIC_TEXT } from './text';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

export const BARCODE_TABS = ['accepted', 'failed'] as const;
export type BarcodeTab = (typeof BARCODE_TABS)[number];

export interface AllBarcodesProps {
  productName: string;
  /** the saved product's id: failed barcodes are known only for a saved one */
  topicId?: string;
  barcodes: readonly BarcodeEntry[];
  onChange: (barcodes: BarcodeEntry[]) => void;
  tab: BarcodeTab;
  onTabChange: (tab: BarcodeTab) => void;
  selected?: string;
  onSelect: (barcode: string | undefined) => void;
  onBack: () => void;
  /** Tells the palette how to export the tab shown (or that it cannot). */
  onExportReady: (exportCsv: (() => void) | undefined) => void;
}

const accepted = createColumnHelper<BarcodeEntry>();
const failed = createColumnHelper<FailedBarcode>();

/**
 * The 'view all barcodes' sub-screen of the promoted product form (spec 3): tabs Accepted Barcodes
 * and Failed Barcodes, each a list beside the selected barcode; 'Go Back to Promoted Product';
 * the tab shown exported as barcodes.csv. Edits here are the form's (saved with Submit).
 */
export function AllBarcodes(props: AllBarcodesProps) {
  const failedList = useQuery({ ...failedBarcodesQuery(props.topicId ?? ''), enabled: Boolean(props.topicId) && props.tab === 'failed' });
  useEffect(() => {
    if (failedList.error) reportFailure(failedList.error, { silent: true });
  }, [failedList.error]);

  const failed = failedList.data;
  const exportCsv = props.tab === 'accepted'
    ? () => downloadText(BARCODES_CSV_NAME, barcodesCsv(props.barcodes))
    : failed && (() => downloadText(BARCODES_CSV_NAME, failedBarcodesCsv(failed)));
  const canExport = props.tab === 'accepted' ? props.barcodes.length > 0 : Boolean(failedList.data?.length);
  useEffect(() => {
    props.onExportReady(canExport ? exportCsv || undefined : undefined);
    return () => props.onExportReady(undefined);
  }, [canExport, props.tab, props.barcodes, failedList.data]);

  // The 'View all barcodes' button that opened this sub-screen is gone: focus starts at its title.
  // Opened from the palette, focus comes back from it a frame or two later, to the gone form.
  // Once the user acts (a key, a pointer), where focus goes is the action's to say.
  const heading = useRef<HTMLHeadingElement>(null);
  const acceptedTab = useRef<HTMLDivElement>(null);
  useFocusWhenUnplaced(heading);

  return (
    <section className="all-barcodes" aria-labelledby="all-barcodes-title">
      <div className="list-header">
        <h2 id="all-barcodes-title" ref={heading} tabIndex={-1}>{TOPIC_TEXT.allBarcodesTitle(props.productName)}</h2>
        <div className="form-actions">
          <Button className="button" isDisabled={!canExport} onPress={() => exportCsv && exportCsv()}>
            {TOPIC_TEXT.exportCsv}
          </Button>
          <Button className="button button-primary" onPress={props.onBack}>
            {TOPIC_TEXT.goBackToProduct}
          </Button>
        </div>
      </div>
      <Tabs className="topic-tabs" selectedKey={props.tab} onSelectionChange={(key: Key) => isOneOf(BARCODE_TABS, key) && props.onTabChange(key)}>
        <TabList aria-label={TOPIC_TEXT.barcodes}>
          <Tab id="accepted" className="topic-tab" ref={acceptedTab}>{TOPIC_TEXT.acceptedTab}</Tab>
          <Tab id="failed" className="topic-tab">{TOPIC_TEXT.failedTab}</Tab>
        </TabList>
        <TabPanel id="accepted">{props.tab === 'accepted' && <AcceptedTab {...props} tabRef={acceptedTab} />}</TabPanel>
        <TabPanel id="failed">
          {props.tab === 'failed' &&
            (!props.topicId ? (
              <InlineBanner type="info" title={TOPIC_TEXT.failedNeedSave} />
            ) : failedList.isPending ? (
              <LoadingIndicator label={TOPIC_TEXT.loadingFailed} />
            ) : failedList.error ? (
              <InlineBanner type="error" title={failureDetail(failedList.error)} />
            ) : (
              <FailedTab {...props} failed={failedList.data} />
            ))}
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** `tabRef`: the Accepted Barcodes tab (the selected one while this shows). */
function AcceptedTab({ barcodes, onChange, selected, onSelect, tabRef }: AllBarcodesProps & { tabRef: RefObject<HTMLDivElement | null> }) {
  const productName = useProductNames(barcodes);
  // A removed barcode's row and pane go: the next one (the one before, for the last) is selected and takes focus.
  const [focusRequest, setFocusRequest] = useState<{ rowId: string }>();
  const columns = useMemo(
    () => [
      accepted.accessor('barcode', { id: 'barcode', header: TOPIC_TEXT.barcode }),
      accepted.accessor((b) => productName(b.barcode), { id: 'product', header: TOPIC_TEXT.productName }),
      accepted.accessor('matchType', { id: 'matchType', header: TOPIC_TEXT.matchType, size: 130 }),
      accepted.accessor((b) => (b.enabled ? TOPIC_TEXT.enabledStatus : TOPIC_TEXT.disabledStatus), { id: 'enabled', header: TOPIC_TEXT.enabled, size: 110 }),
    ],
    [productName],
  );
  const current = barcodes.find((b) => b.barcode === selected);
  if (barcodes.length === 0) return <InlineBanner type="info" title={TOPIC_TEXT.noAccepted} />;
  const remove = (entry: BarcodeEntry) => {
    const at = barcodes.findIndex((b) => b.barcode === entry.barcode);
    const neighbour = barcodes[at + 1] ?? barcodes[at - 1];
    update(entry, null);
    if (neighbour) setFocusRequest({ rowId: neighbour.barcode });
    // With none left the list gives way to a notice: focus goes to the tab, the frame after.
    else focusAfterRemoval(tabRef, { frames: 1 });
    onSelect(neighbour?.barcode);
  };
  const update = (entry: BarcodeEntry, patch: Partial<BarcodeEntry> | null) =>
    onChange(barcodes.flatMap((b) => (b.barcode !== entry.barcode ? [b] : patch === null ? [] : [{ ...b, ...patch }])));
  return (
    <SplitPane
      id="topic-barcodes"
      paneLabel={TOPIC_TEXT.barcodePane}
      list={<DataTable label={TOPIC_TEXT.acceptedTab} rows={barcodes} columns={columns} getRowId={(b) => b.barcode} totalRows={barcodes.length} selectedId={current?.barcode} focusRequest={focusRequest} onSelect={onSelect} />}
      pane={
        current && (
          <div className="summary-pane">
            <h3>{current.barcode}</h3>
            <dl className="summary-fields">
              <div><dt>{TOPIC_TEXT.productName}</dt><dd>{productName(current.barcode)}</dd></div>
              <div><dt>{TOPIC_TEXT.matchType}</dt><dd>{current.matchType}</dd></div>
            </dl>
            <ToggleSwitch isSelected={current.enabled} onChange={(enabled) => update(current, { enabled })}>
              {TOPIC_TEXT.barcodeEnabled(current.barcode)}
            </ToggleSwitch>
            <div className="form-actions">
              <Button className="button" onPress={() => remove(current)}>
                {TOPIC_TEXT.removeBarcode(current.barcode)}
              </Button>
            </div>
          </div>
        )
      }
    />
  );
}

function FailedTab({ failed: rows, barcodes, onChange, selected, onSelect }: AllBarcodesProps & { failed: FailedBarcode[] }) {
  const columns = useMemo(
    () => [
      failed.accessor('barcode', { id: 'barcode', header: TOPIC_TEXT.barcode }),
      failed.accessor('wrong_num_scans', { id: 'wrong_num_scans', header: TOPIC_TEXT.wrongScans, size: 140 }),
    ],
    [],
  );
  if (rows.length === 0) return <InlineBanner type="info" title={TOPIC_TEXT.noFailed} />;
  const current = rows.find((f) => f.barcode === selected);
  const isAccepted = Boolean(current && barcodes.some((b) => b.barcode === current.barcode));
  return (
    <SplitPane
      id="topic-failed-barcodes"
      paneLabel={TOPIC_TEXT.barcodePane}
      list={<DataTable label={TOPIC_TEXT.failedTab} rows={rows} columns={columns} getRowId={(f) => f.barcode} totalRows={rows.length} selectedId={current?.barcode} onSelect={onSelect} />}
      pane={
        current && (
          <div className="summary-pane">
            <h3>{current.barcode}</h3>
            <dl className="summary-fields">
              <div><dt>{TOPIC_TEXT.wrongScans}</dt><dd>{current.wrong_num_scans}</dd></div>
            </dl>
            <div className="form-actions">
              {/* A failed barcode the product should take is accepted as an exact match. Once accepted the
                  button is disabled for assistive technology only: natively disabled, it would drop the
                  focus of the keyboard user who pressed it to the page's body. */}
              <Button
                className="button"
                aria-disabled={isAccepted || undefined}
                onPress={() => {
                  if (!isAccepted) onChange([...barcodes, ...parseBarcodeEntries(current.barcode, 'EXACT', barcodes).added]);
                }}
              >
                {TOPIC_TEXT.acceptFailed}
              </Button>
            </div>
            <p role="status" className="field-description">{isAccepted ? TOPIC_TEXT.failedAccepted : ''}</p>
          </div>
        )
      }
    />
  );
}
