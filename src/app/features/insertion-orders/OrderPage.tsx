import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import { mayResendEvents } from '#domain/roles';
import { currentUser } from '#app/auth/session';
import { orderQuery, resendOrderEvent } from '#app/api/order';
import { reportFailure } from '#app/api/client';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { dismiss, notify } from '#app/ui/notifications';
import { PopupDialog } from '#app/ui/PopupDialog';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { failureDetail } from './failure';
import { OrderForm } from './OrderForm';
import type { OrderEditSearch } from './search';
import { ORDER_TEXT } from './text';
import { listSearchOf } from '#app/ui/list-screen/remembered-search';
import { useRecordTitle } from '#app/ui/record-title';
import { ScreenHeading } from '#app/ui/ScreenHeading';

/** /orders/new: an empty insertion order form. */
export function NewOrderPage() {
  return (
    <div className="form-screen">
      <div className="list-header">
        <h1>{ORDER_TEXT.createTitle}</h1>
        <Link to="/orders" search={listSearchOf('/orders') as never} className="button">Back to Orders</Link>
      </div>
      <OrderForm />
    </div>
  );
}

/**
 * /orders/{orderId}: the order's form, with resend event (privileged roles) and delete;
 * `extraActions` are buttons the route composes in (the changelog).
 */
export function OrderPage({ orderId, extraActions }: { orderId: string; extraActions?: React.ReactNode }) {
  const search = useSearch({ from: '/orders/$orderId' });
  const resendButton = useRef<HTMLButtonElement>(null);
  // The form's leave question: a deleted order's page is left without it (there is nothing left to save).
  const allowLeave = useRef<(() => void) | undefined>(undefined);
  const navigate = useNavigate({ from: '/orders/$orderId' });
  const order = useQuery(orderQuery(orderId));
  useRecordTitle(order.data?.name);
  const user = useMemo(currentUser, []);
  const setDialog = (dialog: OrderEditSearch['dialog']) =>
    void navigate({ search: (s: OrderEditSearch) => ({ ...s, dialog }), replace: true, resetScroll: false });

  useEffect(() => {
    if (!order.error) return;
    reportFailure(order.error, { silent: true });
    notify({ message: ORDER_TEXT.loadFailed(failureDetail(order.error)), type: 'error' });
  }, [order.error]);

  const resend = useMutation({
    mutationFn: () => resendOrderEvent(orderId),
    onMutate: () => notify({ message: ORDER_TEXT.sending, type: 'info', timeout: 0 }),
    onSuccess: (_r, _v, key) => {
      dismiss(key);
      notify({ message: ORDER_TEXT.sent, type: 'success' });
    },
    onError: (error, _v, key) => {
      if (key) dismiss(key);
      notify({ message: failureDetail(error), type: 'error' });
    },
  });

  if (order.isPending) return <LoadingIndicator />;
  if (order.isError) return <InlineBanner type="error" title={ORDER_TEXT.loadFailed(failureDetail(order.error))} />;
  const doc = order.data;
  const mayResend = mayResendEvents(user.roles);

  return (
    <div className="form-screen">
      <div className="list-header">
        <ScreenHeading>{ORDER_TEXT.editTitle(doc.name)}</ScreenHeading>
        <Link to="/orders" search={listSearchOf('/orders') as never} className="button">Back to Orders</Link>
      </div>
      <OrderForm
        key={doc.id}
        order={doc}
        allowLeaveRef={allowLeave}
        actions={
          <>
            {mayResend && (
              <Button ref={resendButton} className="button" onPress={() => setDialog('resend')}>
                {ORDER_TEXT.resend}
              </Button>
            )}
            <Button className="button button-danger" onPress={() => setDialog('delete')}>
              Delete
            </Button>
            {extraActions}
          </>
        }
      />
      {mayResend && (
        <PopupDialog
          title={ORDER_TEXT.resendTitle}
          isOpen={search.dialog === 'resend'}
          onOpenChange={(open) => !open && setDialog(undefined)}
          returnFocusTo={resendButton}
          confirmLabel="Send"
          onConfirm={() => resend.mutate()}
        >
          <p>{ORDER_TEXT.resendBody}</p>
        </PopupDialog>
      )}
      <DeleteOrderDialog
        document={doc}
        isOpen={search.dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(undefined)}
        onDeleted={() => {
          allowLeave.current?.();
          void navigate({ to: '/orders', search: {}, replace: true });
        }}
      />
    </div>
  );
}
