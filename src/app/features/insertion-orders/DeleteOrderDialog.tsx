import { deleteOrder, type OrderDocument } from '#app/api/order';
import { type DeletableDocument, DeleteDocumentDialog } from '#app/ui/ConfirmDeleteDialog';
import { ORDER_TEXT } from './text';

const TEXT = { title: ORDER_TEXT.deleteTitle, body: ORDER_TEXT.deleteBody, confirm: 'Delete', deleted: ORDER_TEXT.deleted };
const QUERY_KEYS = { detail: (id: string) => ['orders', 'detail', id], lists: ['orders', 'list'] };

/** The order's delete confirmation; on success 'Order successfully deleted.' and the order leaves every cached list. */
export function DeleteOrderDialog({ order, ...props }: {
  order: Pick<OrderDocument, 'id' | 'name' | 'version'> | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (deleted: DeletableDocument) => void;
}) {
  return <DeleteDocumentDialog document={order} remove={deleteOrder} queryKeys={QUERY_KEYS} text={TEXT} {...props} />;
}
