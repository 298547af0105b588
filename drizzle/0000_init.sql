-- Every document table: typed columns for what lists filter and sort on, JSONB for the rest.
-- Sort keys are NOT NULL ('' when absent) so keyset row comparisons stay exact.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE document_id_seq START WITH 1000;
--> statement-breakpoint
CREATE TABLE company (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX company_name_key_uq ON company (name_key);
--> statement-breakpoint
CREATE INDEX company_name_key_id_idx ON company (name_key, id);
--> statement-breakpoint
CREATE INDEX company_created_idx ON company (created, id);
--> statement-breakpoint
CREATE INDEX company_name_trgm ON company USING gin (name_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE insertion_order (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  campaign_id text NOT NULL DEFAULT '',
  company_id text NOT NULL DEFAULT '',
  total_amount bigint NOT NULL DEFAULT 0,
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX insertion_order_name_idx ON insertion_order (name_key, id);
--> statement-breakpoint
CREATE INDEX insertion_order_total_idx ON insertion_order (total_amount, id);
--> statement-breakpoint
CREATE INDEX insertion_order_created_idx ON insertion_order (created, id);
--> statement-breakpoint
CREATE INDEX insertion_order_campaign_idx ON insertion_order (campaign_id);
--> statement-breakpoint
CREATE INDEX insertion_order_company_idx ON insertion_order (company_id);
--> statement-breakpoint
CREATE INDEX insertion_order_name_trgm ON insertion_order USING gin (name_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE campaign (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  associate text NOT NULL DEFAULT '',
  start_date text NOT NULL DEFAULT '',
  end_date text NOT NULL DEFAULT '',
  status text NOT NULL,
  category text NOT NULL,
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX campaign_name_idx ON campaign (name_key, id);
--> statement-breakpoint
CREATE INDEX campaign_associate_idx ON campaign (associate, id);
--> statement-breakpoint
CREATE INDEX campaign_start_idx ON campaign (start_date, id);
--> statement-breakpoint
CREATE INDEX campaign_end_idx ON campaign (end_date, id);
--> statement-breakpoint
CREATE INDEX campaign_created_idx ON campaign (created, id);
--> statement-breakpoint
CREATE INDEX campaign_modified_idx ON campaign (modified, id);
--> statement-breakpoint
CREATE INDEX campaign_name_trgm ON campaign USING gin (name_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE ad_set (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  campaign_id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX ad_set_campaign_idx ON ad_set (campaign_id, created, id);
--> statement-breakpoint
CREATE TABLE ad (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  campaign_id text NOT NULL,
  ad_set_id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  description_key text NOT NULL DEFAULT '',
  format_type text NOT NULL DEFAULT '',
  kick_amount bigint NOT NULL DEFAULT -1,
  start_ts text NOT NULL DEFAULT '',
  end_ts text NOT NULL DEFAULT '',
  chain_ids text[] NOT NULL DEFAULT '{}',
  location_ids text[] NOT NULL DEFAULT '{}',
  next_ad_id text NOT NULL DEFAULT '',
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX ad_ad_set_idx ON ad (ad_set_id, created, id);
--> statement-breakpoint
CREATE INDEX ad_campaign_idx ON ad (campaign_id, id);
--> statement-breakpoint
CREATE INDEX ad_name_idx ON ad (name_key, id);
--> statement-breakpoint
CREATE INDEX ad_format_idx ON ad (format_type, id);
--> statement-breakpoint
CREATE INDEX ad_kick_idx ON ad (kick_amount, id);
--> statement-breakpoint
CREATE INDEX ad_start_idx ON ad (start_ts, id);
--> statement-breakpoint
CREATE INDEX ad_end_idx ON ad (end_ts, id);
--> statement-breakpoint
CREATE INDEX ad_next_idx ON ad (next_ad_id) WHERE next_ad_id <> '';
--> statement-breakpoint
CREATE INDEX ad_name_trgm ON ad USING gin (name_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX ad_description_trgm ON ad USING gin (description_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX ad_chain_ids_idx ON ad USING gin (chain_ids);
--> statement-breakpoint
CREATE INDEX ad_location_ids_idx ON ad USING gin (location_ids);
--> statement-breakpoint
CREATE TABLE topic (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  campaign_id text NOT NULL,
  topic_type text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX topic_campaign_idx ON topic (campaign_id, created, id);
--> statement-breakpoint
CREATE TABLE chain (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  is_online boolean NOT NULL,
  is_disabled boolean NOT NULL,
  priority text NOT NULL DEFAULT '',
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX chain_name_idx ON chain (is_online, name_key, id);
--> statement-breakpoint
CREATE INDEX chain_disabled_idx ON chain (is_online, is_disabled, id);
--> statement-breakpoint
CREATE INDEX chain_priority_idx ON chain (is_online, priority, id);
--> statement-breakpoint
CREATE INDEX chain_name_trgm ON chain USING gin (name_key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE chain_location (
  id text PRIMARY KEY,
  chain_id text NOT NULL,
  body jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX chain_location_chain_idx ON chain_location (chain_id, id);
--> statement-breakpoint
CREATE TABLE mapping_task (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  parent_id text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  type text NOT NULL,
  action text NOT NULL DEFAULT 'NONE',
  state_type text NOT NULL,
  error text,
  retries integer NOT NULL DEFAULT 0,
  updated timestamptz NOT NULL,
  last_ping_time timestamptz,
  body jsonb NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE INDEX mapping_task_campaign_idx ON mapping_task (campaign_id, parent_id, position);
--> statement-breakpoint
CREATE INDEX mapping_task_state_idx ON mapping_task (state_type, updated);
--> statement-breakpoint
CREATE TABLE changelog_version (
  id bigserial PRIMARY KEY,
  document_id text NOT NULL,
  document_type text NOT NULL,
  parent_ids jsonb NOT NULL,
  event text NOT NULL,
  name text NOT NULL DEFAULT '',
  user_id text NOT NULL,
  created timestamptz NOT NULL,
  content jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX changelog_document_idx ON changelog_version (document_id, id);
--> statement-breakpoint
CREATE INDEX changelog_created_idx ON changelog_version (created, id);
--> statement-breakpoint
CREATE INDEX changelog_user_created_idx ON changelog_version (user_id, created, id);
--> statement-breakpoint
CREATE TABLE idempotency_key (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  headers jsonb NOT NULL,
  body text NOT NULL,
  created timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
--> statement-breakpoint
CREATE TABLE app_user (
  email text PRIMARY KEY,
  given_name text NOT NULL,
  family_name text NOT NULL,
  roles jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE reference_item (
  kind text NOT NULL,
  id text NOT NULL,
  position integer NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (kind, id)
);
--> statement-breakpoint
CREATE INDEX reference_item_position_idx ON reference_item (kind, position);
