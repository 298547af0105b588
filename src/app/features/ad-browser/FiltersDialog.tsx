import { useState } from 'react';
import { Button, Dialog, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, Text, TextField } from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { AD_BROWSER_DATE_MESSAGES, parseIdList, type AdBrowserFilters } from '#domain/ad-browser';
import { DatePickerField } from '#app/ui/DatePickerField';
import { ChainsEditor } from '#app/kit/chains/ChainsEditor';
import { StoresPicker } from './StoresPicker';
import { AD_BROWSER_TEXT } from './text';

/**
 * The Filters popup (spec 3 'Ad browser'): a Chains multi-select and a Location Ids field, which
 * are alternatives ('OR'), the search payload's ad ids, and the filter keys StartDate and EndDate
 * (an ad starting on or after, ending on or before, those days). The fields are a draft: Apply puts them
 * in the URL (and so runs the search), Cancel or Escape leaves the list as it was.
 */
export function FiltersDialog({ isOpen, filters, onApply, onClose }: {
  isOpen: boolean;
  filters: AdBrowserFilters;
  onApply: (filters: AdBrowserFilters) => void;
  onClose: () => void;
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="popup-dialog" aria-labelledby="ad-filters-title">
          <FiltersForm filters={filters} onApply={onApply} onCancel={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

const tokens = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);
const errorOf = (text: string) => (text.trim() ? parseIdList(text).error : undefined);

function FiltersForm({ filters, onApply, onCancel }: { filters: AdBrowserFilters; onApply: (f: AdBrowserFilters) => void; onCancel: () => void }) {
  const [chainIds, setChainIds] = useState(filters.chainIds);
  const [locations, setLocations] = useState(filters.locationIds.join(', '));
  const [ads, setAds] = useState(filters.adIds.join(', '));
  const [start, setStart] = useState(filters.startDate ? parseDate(filters.startDate) : null);
  const [end, setEnd] = useState(filters.endDate ? parseDate(filters.endDate) : null);
  const locationError = errorOf(locations);
  const adError = errorOf(ads);
  const endError = start && end && end.compare(start) < 0 ? AD_BROWSER_DATE_MESSAGES.order : undefined;
  return (
    <Form
      className="ad-filters"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        if (locationError || adError || endError) return;
        onApply({ chainIds, locationIds: parseIdList(locations).ids ?? [], adIds: parseIdList(ads).ids ?? [], startDate: start?.toString(), endDate: end?.toString() });
      }}
    >
      <Heading slot="title" id="ad-filters-title" className="popup-title">
        {AD_BROWSER_TEXT.filters}
      </Heading>
      <div className="field">
        <ChainsEditor label={AD_BROWSER_TEXT.chains} autoFocus value={chainIds} onChange={setChainIds} />
      </div>
      <p className="ad-filters-or">
        <strong>{AD_BROWSER_TEXT.or}</strong> <span className="field-description">{AD_BROWSER_TEXT.orHint}</span>
      </p>
      <IdsField label={AD_BROWSER_TEXT.locationIds} name="locationIds" value={locations} onChange={setLocations} error={locationError} />
      <StoresPicker ids={tokens(locations)} onChange={(ids) => setLocations(ids.join(', '))} />
      <IdsField label={AD_BROWSER_TEXT.adIds} name="adIds" value={ads} onChange={setAds} error={adError} />
      <DatePickerField label={AD_BROWSER_TEXT.startDate} value={start} onChange={setStart} />
      <DatePickerField label={AD_BROWSER_TEXT.endDate} value={end} onChange={setEnd} errorMessage={endError} />
      <div className="popup-actions">
        <Button type="submit" className="button button-primary">{AD_BROWSER_TEXT.apply}</Button>
        <Button
          className="button"
          onPress={() => {
            setChainIds([]);
            setLocations('');
            setAds('');
            setStart(null);
            setEnd(null);
          }}
        >
          {AD_BROWSER_TEXT.clear}
        </Button>
        <Button className="button" onPress={onCancel}>{AD_BROWSER_TEXT.cancel}</Button>
      </div>
    </Form>
  );
}

/** A comma-separated id field with the spec's message under it while it holds anything else. */
function IdsField({ label, name, value, onChange, error }: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <TextField className="field" name={name} value={value} onChange={onChange} isInvalid={Boolean(error)}>
      <Label>{label}</Label>
      <Input className="input" />
      <Text slot="description" className="field-description">{AD_BROWSER_TEXT.commaSeparated}</Text>
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}
