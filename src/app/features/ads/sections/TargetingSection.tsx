import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import type { TargetingEntry } from '#domain/ad/targeting';
import { reportFailure } from '#app/api/client';
import { targetingDefinitionsQuery } from '#app/api/targeting';
import { InlineBanner } from '#app/ui/InlineBanner';
import { notify } from '#app/ui/notifications';
import { PopupDialog } from '#app/ui/PopupDialog';
import { buttonNamed, firstFocusable } from '#app/features/ads/focus-after';
import { useFocusAfterRemoval } from '#app/ui/focus-after-removal';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';
import { newEntryOf, offeredDefinitions, type OfferedDefinition } from './targeting-definitions';
import { TargetingEntryFields } from './TargetingEntryFields';
import { TARGETING_TEXT } from './targeting-text';
import './targeting.css';

const ENTRIES = 'shopperProfileConfiguration.entries';

/**
 * spec 2 'Ad form' Audience Targeting: the ad's targeting entries, each restricting it by one shopper
 * attribute. 'Add more fields' opens a popup (Escape closes it) of the fixed definitions and those
 * the node service has; a failed load leaves the fixed ones and says 'Targeting Fields could not be loaded'.
 */
export function TargetingSection() {
  const form = useAdForm();
  const loaded = useQuery(targetingDefinitionsQuery());
  const [adding, setAdding] = useState(false);
  const entries: TargetingEntry[] = form.draft.ad.shopperProfileConfiguration?.entries ?? [];
  const definitions = offeredDefinitions(loaded.data);
  const definitionOf = (e: TargetingEntry): OfferedDefinition => definitions.find((d) => d.definitionId === e.definitionId) ?? { definitionId: e.definitionId, label: e.definitionId, type: e.type };
  const setEntries = (next: TargetingEntry[]) => form.update((d) => ({ ...d, ad: { ...d.ad, shopperProfileConfiguration: { ...d.ad.shopperProfileConfiguration, entries: next } } }), ENTRIES);

  // the removed entry's button goes with it: focus goes to the entry now in its place, else the one before, else 'Add more fields'
  const sectionRef = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfterRemoval();
  const remove = (i: number) => {
    setEntries(entries.filter((_, j) => j !== i));
    focusAfter(() => {
      const rest = sectionRef.current?.querySelectorAll<HTMLElement>('.targeting-entries > fieldset');
      const next = rest?.[Math.min(i, rest.length - 1)];
      return firstFocusable(next?.querySelector<HTMLElement>(':scope > button'), buttonNamed(sectionRef.current, TARGETING_TEXT.addMore));
    });
  };

  useEffect(() => {
    if (!loaded.error) return;
    reportFailure(loaded.error, { silent: true });
    notify({ message: TARGETING_TEXT.loadFailed, type: 'error' });
  }, [loaded.error]);

  return (
    <section ref={sectionRef} className="ad-form-section" aria-labelledby="ad-targeting">
      <h2 id="ad-targeting">{AD_TEXT.audienceTargeting}</h2>
      {entries.length === 0 && <p className="field-description">{TARGETING_TEXT.none}</p>}
      <div className="targeting-entries">
        {entries.map((entry, i) => (
          <TargetingEntryFields key={entry.definitionId} index={i} entry={entry} definition={definitionOf(entry)} onRemove={() => remove(i)} />
        ))}
      </div>
      <div>
        <Button className="button" onPress={() => setAdding(true)}>
          {TARGETING_TEXT.addMore}
        </Button>
      </div>
      {adding && (
        <AddFieldsDialog
          offered={definitions.filter((d) => !entries.some((e) => e.definitionId === d.definitionId))}
          loading={loaded.isPending}
          failed={Boolean(loaded.error)}
          onClose={() => setAdding(false)}
          onAdd={(picked) => setEntries([...entries, ...picked.map(newEntryOf)])}
        />
      )}
    </section>
  );
}

/** The 'add more fields' popup: the definitions not yet added, several at a time. */
function AddFieldsDialog({ offered, loading, failed, onClose, onAdd }: {
  offered: OfferedDefinition[];
  loading: boolean;
  failed: boolean;
  onClose: () => void;
  onAdd: (picked: OfferedDefinition[]) => void;
}) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  return (
    <PopupDialog
      title={TARGETING_TEXT.addTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={TARGETING_TEXT.add}
      onConfirm={() => onAdd(offered.filter((d) => picked.has(d.definitionId)))}
    >
      {failed && <InlineBanner type="error" title={TARGETING_TEXT.loadFailed} />}
      {loading && <p role="status">{TARGETING_TEXT.loading}</p>}
      {offered.length === 0 ? (
        <p>{TARGETING_TEXT.allAdded}</p>
      ) : (
        <ListBox
          aria-label={TARGETING_TEXT.fields}
          className="select-listbox targeting-definitions"
          items={offered.map((d) => ({ ...d, id: d.definitionId }))}
          selectionMode="multiple"
          selectedKeys={picked}
          onSelectionChange={(keys: Selection) => setPicked(keys === 'all' ? new Set(offered.map((d) => d.definitionId)) : new Set([...keys].map(String)))}
        >
          {(d) => (
            // Named by all it shows, the name then the description (WCAG 2.5.3): a label slot would
            // name it by the first line only.
            <ListBoxItem id={d.id} textValue={d.label} className="select-option">
              <span className="targeting-definition-name">{d.label}</span>
              {d.description && <> <span className="field-description">{d.description}</span></>}
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </PopupDialog>
  );
}
