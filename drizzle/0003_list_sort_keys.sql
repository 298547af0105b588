-- Sort keys the lists had wrong or were missing (src/server/repo/collections/insertion-order.ts, chain.ts, ad.ts).
-- The order list sorts by total amount, but amounts are integers scaled by their own precision
-- (spec 1 §3): total_amount now holds the total in cents.
UPDATE insertion_order
SET total_amount = round(coalesce((body ->> 'totalAmount')::numeric, 0) * power(10::numeric, 2 - coalesce((body ->> 'amountPrecision')::int, 2)))::bigint;
--> statement-breakpoint
-- The chain list sorts by status, and chains are shown sorted by name (spec 3 §3): within a status,
-- by name. status_key is '0' (active) or '1' (disabled) followed by name_key.
ALTER TABLE chain ADD COLUMN status_key text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE chain SET status_key = (CASE WHEN is_disabled THEN '1' ELSE '0' END) || name_key;
--> statement-breakpoint
DROP INDEX chain_disabled_idx;
--> statement-breakpoint
CREATE INDEX chain_status_idx ON chain (is_online, status_key, id);
--> statement-breakpoint
-- A Kicks-per-dollar award's amount is dollars: its kick figure (the ad browser's Kick Amount and
-- sort) is its numberOfKicks (domain/ad/award.ts kickAmountOf). The ad_search trigger copies it.
UPDATE ad SET kick_amount = coalesce((body #>> '{awards,COMPLETED,numberOfKicks}')::bigint, -1)
WHERE body #>> '{awards,COMPLETED,@type}' = 'KicksPerCurrencyUnitAward';
