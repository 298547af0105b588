-- Ad browser search (issue 2). A common term matches tens of thousands of ads; sorting them from the
-- ad table (a JSONB body per row, over a gigabyte at 1,000,000 ads) meant as many scattered page
-- reads. Two narrow tables instead, written by triggers in the ad's own transaction:
-- - ad_search_text: each distinct (name, description) pair once, lower-cased, with the trigram index.
--   Ads copied across ad sets and campaigns share their texts, so a term is matched against far fewer
--   rows than there are ads. A text no ad uses any more is kept: it costs a little matching only.
-- - ad_search: one row per ad with its text and the keys the browser filters and sorts on. Per text,
--   its ads are read in sort order from a (text_id, key, id) index, so a page takes the first rows of
--   the first texts instead of sorting every match; the page's bodies are then read from ad by id.
CREATE TABLE ad_search_text (
  id bigserial PRIMARY KEY,
  -- sha256 of name_key, U+0001, description_key: a description is too long for a unique index on the text
  text_hash bytea NOT NULL UNIQUE,
  name_key text NOT NULL,
  description_key text NOT NULL
);
--> statement-breakpoint
CREATE TABLE ad_search (
  id text PRIMARY KEY,
  text_id bigint NOT NULL,
  name_key text NOT NULL,
  format_type text NOT NULL,
  kick_amount bigint NOT NULL,
  start_ts text NOT NULL,
  end_ts text NOT NULL,
  chain_ids text[] NOT NULL,
  location_ids text[] NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION ad_search_text_hash(name_key text, description_key text) RETURNS bytea LANGUAGE sql STABLE
RETURN sha256(convert_to(name_key || E'\u0001' || description_key, 'UTF8'));
--> statement-breakpoint
-- Adds the texts and search rows of these ads. Two writers of one new text: ON CONFLICT waits for the
-- first to commit, and the second statement then sees its row.
CREATE FUNCTION ad_search_add(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ad_search_text (text_hash, name_key, description_key)
  SELECT DISTINCT ON (h) h, name_key, description_key
  FROM (SELECT ad_search_text_hash(name_key, description_key) AS h, name_key, description_key FROM ad WHERE id = ANY (ids)) n
  ON CONFLICT (text_hash) DO NOTHING;
  INSERT INTO ad_search (id, text_id, name_key, format_type, kick_amount, start_ts, end_ts, chain_ids, location_ids)
  SELECT a.id, t.id, a.name_key, a.format_type, a.kick_amount, a.start_ts, a.end_ts, a.chain_ids, a.location_ids
  FROM ad a JOIN ad_search_text t ON t.text_hash = ad_search_text_hash(a.name_key, a.description_key)
  WHERE a.id = ANY (ids);
$$;
--> statement-breakpoint
SELECT ad_search_add(array(SELECT id FROM ad));
--> statement-breakpoint
-- Name or description, one trigram index: the U+0001 between them is stripped from search terms, so no
-- match can span the two (src/server/repo/ad-search.ts writes the same expression).
CREATE INDEX ad_search_text_trgm ON ad_search_text USING gin ((name_key || E'\u0001' || description_key) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A term's ads, per text, in each sort order (the name is the text's own).
CREATE INDEX ad_search_text_id_idx ON ad_search (text_id, id);
--> statement-breakpoint
CREATE INDEX ad_search_text_format_idx ON ad_search (text_id, format_type, id);
--> statement-breakpoint
CREATE INDEX ad_search_text_kick_idx ON ad_search (text_id, kick_amount, id);
--> statement-breakpoint
CREATE INDEX ad_search_text_start_idx ON ad_search (text_id, start_ts, id);
--> statement-breakpoint
CREATE INDEX ad_search_text_end_idx ON ad_search (text_id, end_ts, id);
--> statement-breakpoint
-- All ads, without a term, in each sort order and by chain or location.
CREATE INDEX ad_search_name_idx ON ad_search (name_key, id);
--> statement-breakpoint
CREATE INDEX ad_search_format_idx ON ad_search (format_type, id);
--> statement-breakpoint
CREATE INDEX ad_search_kick_idx ON ad_search (kick_amount, id);
--> statement-breakpoint
CREATE INDEX ad_search_start_idx ON ad_search (start_ts, id);
--> statement-breakpoint
CREATE INDEX ad_search_end_idx ON ad_search (end_ts, id);
--> statement-breakpoint
CREATE INDEX ad_search_chain_ids_idx ON ad_search USING gin (chain_ids);
--> statement-breakpoint
CREATE INDEX ad_search_location_ids_idx ON ad_search USING gin (location_ids);
--> statement-breakpoint
-- Only the ad browser used these; its queries now read the tables above.
DROP INDEX ad_name_idx, ad_format_idx, ad_kick_idx, ad_start_idx, ad_end_idx, ad_name_trgm, ad_description_trgm, ad_chain_ids_idx, ad_location_ids_idx;
--> statement-breakpoint
-- Statement triggers: a bulk write (ads:bulkCreate, the seed, bench/api/grow-ads.ts) costs two set-wise
-- statements here, not a call per row. Ad ids never change, so an update is matched by id.
CREATE FUNCTION ad_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ad_search_add(array(SELECT id FROM inserted_ads));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ad_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  -- most edits of an ad leave its search keys as they were: nothing to write then
  changed := array(
    SELECT n.id FROM updated_ads n JOIN previous_ads o ON o.id = n.id
    WHERE (o.name_key, o.description_key, o.format_type, o.kick_amount, o.start_ts, o.end_ts, o.chain_ids, o.location_ids)
          IS DISTINCT FROM (n.name_key, n.description_key, n.format_type, n.kick_amount, n.start_ts, n.end_ts, n.chain_ids, n.location_ids));
  IF cardinality(changed) > 0 THEN
    DELETE FROM ad_search WHERE id = ANY (changed);
    PERFORM ad_search_add(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ad_search_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ad_search WHERE id IN (SELECT id FROM deleted_ads);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ad_search_insert AFTER INSERT ON ad REFERENCING NEW TABLE AS inserted_ads FOR EACH STATEMENT EXECUTE FUNCTION ad_search_after_insert();
--> statement-breakpoint
CREATE TRIGGER ad_search_update AFTER UPDATE ON ad REFERENCING OLD TABLE AS previous_ads NEW TABLE AS updated_ads FOR EACH STATEMENT EXECUTE FUNCTION ad_search_after_update();
--> statement-breakpoint
CREATE TRIGGER ad_search_delete AFTER DELETE ON ad REFERENCING OLD TABLE AS deleted_ads FOR EACH STATEMENT EXECUTE FUNCTION ad_search_after_delete();
--> statement-breakpoint
ANALYZE ad_search_text;
--> statement-breakpoint
ANALYZE ad_search;
