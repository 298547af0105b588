import { InsertionOrderSchema, ORDER_MESSAGES } from '#domain/insertion-order';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { refuseIfInUse } from '#server/services/in-use';
import { listOrders, orderUsers, prepareOrder, refreshWalletIds } from '#server/services/insertion-order';
import { documentRoutes } from './document-routes';

/** Order service: /order/v1/insertionOrders (spec 1 §7). */
export const orderRoutes = documentRoutes({
  coll: orderCollection,
  schema: InsertionOrderSchema,
  prepare: (db, body, { stored }) => prepareOrder(db, body, stored),
  afterWrite: (db, doc, actor) => refreshWalletIds(db, doc, actor),
  // In the delete's transaction: a refusal takes the delete back.
  afterDelete: (db, doc) => refuseIfInUse(ORDER_MESSAGES.inUse, orderUsers(db, doc)),
  list: (c, db) => listOrders(db, c.req.query()),
});
