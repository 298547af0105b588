import type { ComponentType } from 'react';
import { formatLabel } from '#domain/catalogs/formats';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';
import { FORMAT_FIELDS } from './format';

/**
 * The format-specific part of the ad form (spec 2 'Format-specific form sections'): one component
 * per format kind in ./format, each a list of fields bound to the ad's format.
 */
export function FormatSection() {
  const form = useAdForm();
  const format = form.draft.ad.format;
  const Fields: ComponentType | undefined = FORMAT_FIELDS[format['@type']];
  if (!Fields) return null;
  return (
    <section className="ad-form-section" aria-labelledby="ad-format">
      <h2 id="ad-format">{AD_TEXT.format(formatLabel(format))}</h2>
      <Fields />
    </section>
  );
}
