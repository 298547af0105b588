-- Event outbox (issue 3): one row per event to deliver to the downstream admin system, written in the
-- transaction of the change it reports; the worker claims due rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE event_outbox (
  id bigserial PRIMARY KEY,
  aggregate_type text NOT NULL,
  aggregate_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  delivered_at timestamptz,
  delivered_to text,
  dead_at timestamptz
);
--> statement-breakpoint
-- The worker's scan: only rows still to deliver, by due time.
CREATE INDEX event_outbox_due_idx ON event_outbox (next_attempt_at, id) WHERE delivered_at IS NULL AND dead_at IS NULL;
--> statement-breakpoint
CREATE INDEX event_outbox_delivered_idx ON event_outbox (delivered_at, id) WHERE delivered_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX event_outbox_dead_idx ON event_outbox (dead_at, id) WHERE dead_at IS NOT NULL;
--> statement-breakpoint
-- Mapping stream (issue 3): every task change, numbered; the id is the stream's event id, so a client
-- resumes with Last-Event-ID. Pruned by age and count (older ids get a reset).
CREATE TABLE mapping_change (
  id bigserial PRIMARY KEY,
  campaign_id text NOT NULL,
  task jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX mapping_change_campaign_idx ON mapping_change (campaign_id, id);
--> statement-breakpoint
CREATE INDEX mapping_change_created_idx ON mapping_change (created);
--> statement-breakpoint
-- The worker claims pending tasks in order; the partial index keeps that scan small.
CREATE INDEX mapping_task_pending_idx ON mapping_task (updated, id) WHERE state_type = 'PENDING';
--> statement-breakpoint
CREATE INDEX mapping_task_parent_idx ON mapping_task (parent_id) WHERE parent_id <> '';
