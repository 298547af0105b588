-- The pickers' searches (issue 24 §2): a user by name or e-mail, a campaign's promoted products and
-- retailer categories by name; contains, in any case, through trigram indexes, a keyset page at a time.
-- A user's keys are generated from the row, so every way a user is written keeps them in step. The
-- search key puts a character no one types between name and e-mail: a term never matches across them.
ALTER TABLE app_user ADD COLUMN name_key text GENERATED ALWAYS AS (lower(trim(given_name || ' ' || family_name))) STORED;
--> statement-breakpoint
ALTER TABLE app_user ADD COLUMN search_key text GENERATED ALWAYS AS (lower(trim(given_name || ' ' || family_name)) || E'\u0001' || lower(email)) STORED;
--> statement-breakpoint
CREATE INDEX app_user_name_idx ON app_user (name_key, email);
--> statement-breakpoint
CREATE INDEX app_user_search_trgm ON app_user USING gin (search_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A campaign's topics in name order (the pickers' order), and by any part of the name.
CREATE INDEX topic_campaign_name_idx ON topic (campaign_id, name_key, id);
--> statement-breakpoint
CREATE INDEX topic_name_trgm ON topic USING gin (name_key gin_trgm_ops) WITH (fastupdate = off);
