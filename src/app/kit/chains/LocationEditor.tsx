import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { MAX_LOCATION_IDS, parseLocationIdList } from '#domain/constraint';
import { CHAIN_PICKER_TEXT } from './text';

/**
 * The location editor (spec 2 'Ad set form'): whitelisted and blacklisted location ids, each
 * comma-separated, each with a counter that turns to the invalid colour at the limit.
 */
export function LocationEditor(props: {
  whitelist: string;
  blacklist: string;
  onChange: (patch: { whitelist?: string; blacklist?: string }) => void;
  whitelistError?: string;
  blacklistError?: string;
  /** spec 2 §5: a walk-in ad is offered no blacklist */
  withBlacklist?: boolean;
}) {
  return (
    <fieldset className="location-editor">
      <legend>{CHAIN_PICKER_TEXT.locations}</legend>
      <LocationIds label={CHAIN_PICKER_TEXT.whitelist} name="whitelist" value={props.whitelist} onChange={(whitelist) => props.onChange({ whitelist })} error={props.whitelistError} />
      {props.withBlacklist !== false && <LocationIds label={CHAIN_PICKER_TEXT.blacklist} name="blacklist" value={props.blacklist} onChange={(blacklist) => props.onChange({ blacklist })} error={props.blacklistError} />}
    </fieldset>
  );
}

function LocationIds({ label, name, value, onChange, error }: { label: string; name: string; value: string; onChange: (text: string) => void; error?: string }) {
  const count = parseLocationIdList(value)?.length;
  const atLimit = count !== undefined && count >= MAX_LOCATION_IDS;
  return (
    <TextField className="field" name={name} value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label>{label}</Label>
      <TextArea rows={3} className="location-ids" />
      <Text slot="description" className="field-description">
        {CHAIN_PICKER_TEXT.locationsHint}.{' '}
        <span className={atLimit ? 'location-count location-count-limit' : 'location-count'}>
          {count ?? '—'} / {MAX_LOCATION_IDS}
        </span>
      </Text>
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}
