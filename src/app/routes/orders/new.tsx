import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '../../features/insertion-orders/OrderPage';

export const Route = createFileRoute('/orders/new')({
  staticData: { breadcrumb: 'Create Insertion Order' },
  component: NewOrderPage,
});
