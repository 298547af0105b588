import { AdNumber } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';

/** spec 2 §4: a big scan's inventory cannot change after saving. */
export function BigScanFields() {
  const form = useAdForm();
  return (
    <div className="form-grid">
      <AdNumber path="format.inventory" label="Inventory count" isReadOnly={Boolean(form.scope.stored)} description="Fixed once the ad is saved." />
    </div>
  );
}
