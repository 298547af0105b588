import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '#app/features/insertion-orders/OrderPage';

export const Route = createFileRoute('/orders/new')({
  staticData: { breadcrumb: 'Create Insertion Order', screen: 'order-form' },
  component: NewOrderPage,
});
