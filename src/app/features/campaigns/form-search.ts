import * as v from 'valibot';
import { openParam, optionalParam, searchText } from '#app/search-params';

/** Ids travel as one comma-separated search param (?orders=12,34), so links stay readable. */
export const idsOf = (text: string | undefined) => (text ?? '').split(',').map((id) => id.trim()).filter((id) => /^[\w-]{1,64}$/.test(id));

/** /campaigns/new: the orders chosen on the budget step. */
export const newCampaignSearch = v.object({
  orders: optionalParam(searchText(4096)),
});

/** Budget step: the new campaign's choice and whether the 'New Insertion Order' sub-view is open. */
export const budgetSearch = v.object({
  mode: openParam(['create', 'select']),
  view: openParam(['new-order']),
  orders: optionalParam(searchText(4096)),
});
export type BudgetSearch = v.InferOutput<typeof budgetSearch>;
