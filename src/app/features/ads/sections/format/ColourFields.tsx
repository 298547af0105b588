import { COLOUR_KEYS } from '#domain/ad/format-parts';
import { isOneOf } from '#domain/lists';
import { AdText } from '#app/features/ads/AdFields';

export const COLOUR_TEXT = {
  legend: 'Tapout colours',
  hint: 'Six hex characters, for example ffcc00.',
  primaryBGColor: 'Primary background colour',
  secondaryBGColor: 'Secondary background colour',
  primaryTextColor: 'Primary text colour',
  secondaryTextColor: 'Secondary text colour',
} as const;

const REQUIRED = ['primaryBGColor', 'primaryTextColor', 'secondaryTextColor'] as const;

/** spec 2 §5 'Colours': six hex characters; primary background, primary text and secondary text required. */
export function ColourFields() {
  return (
    <fieldset className="format-block">
      <legend>{COLOUR_TEXT.legend}</legend>
      <div className="form-grid">
        {COLOUR_KEYS.map((key) => (
          <AdText key={key} path={`format.legacy.${key}`} label={COLOUR_TEXT[key]} description={COLOUR_TEXT.hint} isRequired={isOneOf(REQUIRED, key)} />
        ))}
      </div>
    </fieldset>
  );
}
