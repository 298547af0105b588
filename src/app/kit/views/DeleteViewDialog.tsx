import { useQueryClient } from '@tanstack/react-query';
import type { SavedView } from '#domain/view';
import { deleteView } from '#app/api/view';
import { ConfirmDeleteDialog } from '#app/ui/ConfirmDeleteDialog';
import { notify } from '#app/ui/notifications';
import { viewChangeRefused } from './refusal';
import { VIEW_TEXT } from './screens';

/**
 * The owner's delete of a saved view: the app's delete confirmation, then DELETE with the version
 * the menu read as If-Match. Success says so and the Views menu reads its list again; a 412 says the
 * view changed elsewhere. The confirmation closes as it is confirmed, so the answer is awaited apart
 * from this component's life.
 */
export default function DeleteViewDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = async () => {
    try {
      await deleteView(view.id, view.version);
      notify({ message: VIEW_TEXT.deleted(view.name), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['views'] });
    } catch (failure) {
      notify({ message: viewChangeRefused(failure, view, queryClient), type: 'error' });
    }
  };
  return (
    <ConfirmDeleteDialog
      title={VIEW_TEXT.deleteTitle}
      body={VIEW_TEXT.deleteBody(view.name, view.shared)}
      confirmLabel={VIEW_TEXT.delete}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => void remove()}
    />
  );
}
