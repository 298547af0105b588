import { queryOptions } from '@tanstack/react-query';
import { listPageQuery } from './list-page-query';
import type { InsertionOrder, OrderLineItem } from '#domain/insertion-order';
import { api, type Page, type PickerSource } from './client';

/** An insertion order as the gateway answers it. */
export type OrderDocument = InsertionOrder & { id: string; created: string; modified: string; version: number };
/** What the form sends: the gateway fills ids, created and the defaults. */
export type OrderInput = Omit<InsertionOrder, 'orderLineItems'> & { orderLineItems: OrderLineItemInput[] };
export type OrderLineItemInput = Omit<OrderLineItem, 'selfFunded'> & { selfFunded?: boolean };

const ORDERS = '/order/v1/insertionOrders/';
const orderUrl = (id: string) => `${ORDERS}${encodeURIComponent(id)}`;
/** PUT and DELETE carry the version read (DESIGN.md: no silent lost update). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export interface OrderListParams {
  name?: string;
  /** name | totalAmount | created, '-' for descending. */
  sort?: string;
  limit: number;
  cursor?: string;
}

/** GET /order/v1/insertionOrders/?name=&sort=&limit=&next= (spec 1 §7 'List orders'). */
export function listOrders(p: OrderListParams, signal?: AbortSignal) {
  return api<Page<OrderDocument>>(ORDERS, { query: { name: p.name || undefined, sort: p.sort, limit: p.limit, next: p.cursor }, signal });
}

export const getOrder = (id: string, signal?: AbortSignal) => api<OrderDocument>(orderUrl(id), { signal });

export const createOrder = (order: OrderInput) =>
  api<OrderDocument>(ORDERS, { method: 'POST', body: order, headers: { 'Idempotency-Key': crypto.randomUUID() } });

export const updateOrder = (id: string, version: number, order: OrderInput) =>
  api<OrderDocument>(orderUrl(id), { method: 'PUT', body: order, headers: ifMatch(version) });

export const deleteOrder = (id: string, version: number) => api(orderUrl(id), { method: 'DELETE', headers: ifMatch(version) });

/** PUT /order/v1/insertionOrders/{id}/events: resend the order's create event (202). */
export const resendOrderEvent = (id: string) => api<{ eventId: string }>(`${orderUrl(id)}/events`, { method: 'PUT' });

export const orderListQuery = (p: OrderListParams) => listPageQuery(['orders', 'list'], p, listOrders);

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

/** The 'Insertion Orders' pickers (campaign form, budget step): any order, by name, newest first. */
export const orderPickerSource: PickerSource<OrderDocument> = {
  key: ['orders', 'picker'],
  list: (p, signal) => listOrders(p, signal),
  label: (o) => o.name,
};

