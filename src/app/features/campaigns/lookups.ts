import { companyQuery } from '#app/api/company';
import { orderQuery } from '#app/api/order';
import { useChosenRecords } from '#app/ui/chosen-records';

/** The chosen orders, each read by id (for its name in the tags and its line items' wallet ids). */
export const useChosenOrders = (ids: readonly string[]) => useChosenRecords(ids, orderQuery);
export const useChosenCompanies = (ids: readonly string[]) => useChosenRecords(ids, companyQuery);
