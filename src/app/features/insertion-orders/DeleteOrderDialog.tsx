import { deleteOrder } from '#app/api/order';
import { deleteDialogOf } from '#app/ui/ConfirmDeleteDialog';
import { ORDER_TEXT } from './text';

const TEXT = { title: ORDER_TEXT.deleteTitle, body: ORDER_TEXT.deleteBody, confirm: 'Delete', deleted: ORDER_TEXT.deleted };
const QUERY_KEYS = { detail: (id: string) => ['orders', 'detail', id], lists: ['orders', 'list'] };

/** The order's delete confirmation; on success 'Order successfully deleted.' and the order leaves every cached list. */
export const DeleteOrderDialog = deleteDialogOf({ remove: deleteOrder, queryKeys: QUERY_KEYS, text: TEXT });
