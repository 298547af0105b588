import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrder, type OrderDocument } from '../../api/order';
import { notify } from '../../ui/notifications';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { failureDetail } from './failure';
import { ORDER_TEXT } from './text';

/** The delete confirmation; on success the order leaves every cached list and 'Order successfully deleted.' shows. */
export function DeleteOrderDialog({ order, isOpen, onOpenChange, onDeleted }: {
  order: Pick<OrderDocument, 'id' | 'name' | 'version'> | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (o: Pick<OrderDocument, 'id' | 'version'>) => deleteOrder(o.id, o.version),
    onSuccess: (_data, o) => {
      notify({ message: ORDER_TEXT.deleted, type: 'success' });
      queryClient.removeQueries({ queryKey: ['orders', 'detail', o.id] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      onDeleted?.();
    },
    onError: (error) => notify({ message: failureDetail(error), type: 'error' }),
  });
  if (!order) return null;
  return (
    <ConfirmDeleteDialog
      title={ORDER_TEXT.deleteTitle}
      body={ORDER_TEXT.deleteBody(order.name)}
      confirmLabel="Delete"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={() => remove.mutate(order)}
    />
  );
}
