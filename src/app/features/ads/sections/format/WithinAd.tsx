import type { ReactNode } from 'react';
import { AdFormProvider, useAdForm } from '#app/kit/ads/form-context';

/**
 * The ad form seen from an ad nested in the ad (a lookbook's story card is an ad-shaped object at
 * 'format.items.{i}.ad'): bound fields inside read, write and show errors at paths relative to it,
 * so a story card reuses the fields of the ad kind it is.
 */
export function WithinAd({ path, children }: { path: string; children: ReactNode }) {
  const form = useAdForm();
  const at = (p: string) => `${path}.${p}`;
  const nested = { ...form, valueAt: (p: string) => form.valueAt(at(p)), setAt: (p: string, value: unknown) => form.setAt(at(p), value), errorOf: (p: string) => form.errorOf(at(p)) };
  return <AdFormProvider value={nested}>{children}</AdFormProvider>;
}
