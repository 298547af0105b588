import { queryOptions } from '@tanstack/react-query';
import { listCompanies } from '../../api/company';
import { getOrder, listOrders } from '../../api/order';

/** What the campaign screens' pickers need of an order and a company. */
export interface OrderOption {
  id: string;
  name: string;
  orderLineItems?: readonly { id?: string; orderLineItemType: string }[];
}
export interface CompanyOption {
  id: string;
  name: string;
}

/** The pickers hold one page of the largest size the gateway gives (limit 1–200). */
export const PICKER_LIMIT = 200;

/** GET /order/v1/insertionOrders/?limit=200&name= for the 'Insertion Orders' multi-selects. */
export const orderOptionsQuery = (name = '') =>
  queryOptions({ queryKey: ['orders', 'picker', name], queryFn: ({ signal }) => listOrders({ name, limit: PICKER_LIMIT }, signal), staleTime: 10_000 });

/** GET /order/v1/insertionOrders/{id}: a chosen order that the picker page may not hold (for its line items). */
export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

/** GET /company/v1/companies/?limit=200&name= for the 'Companies' multi-select. */
export const companyOptionsQuery = (name = '') =>
  queryOptions({ queryKey: ['companies', 'picker', name], queryFn: ({ signal }) => listCompanies({ name, limit: PICKER_LIMIT }, signal), staleTime: 10_000 });
