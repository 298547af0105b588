import { usePopupHistory } from '#app/ui/popup-history';
import type { ProductFormSearch } from './search';

/**
 * The promoted product form's search changes: opening 'View all barcodes' or the changelog adds a
 * history entry (Back closes it), closing steps back off it, and a tab or barcode picked within the
 * sub-view keeps its entry.
 */
export function useProductSearchChange(): (patch: Partial<ProductFormSearch>) => void {
  const popup = usePopupHistory();
  return (patch) => {
    if (patch.view === 'barcodes' || patch.changelog === 'open') popup.open(patch);
    else if ('view' in patch || 'changelog' in patch) popup.close(patch);
    else popup.change(patch);
  };
}
