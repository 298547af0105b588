-- Presence (issue 28 §3): who has a record open in edit, from heartbeats that expire in 30 s, shared
-- by every gateway on the store. A row per user and record; an expired row is as good as none.
CREATE TABLE presence (
  document_type text NOT NULL,
  document_id text NOT NULL,
  user_id text NOT NULL,
  since timestamptz NOT NULL,
  expires timestamptz NOT NULL,
  PRIMARY KEY (document_type, document_id, user_id)
);
--> statement-breakpoint
CREATE INDEX presence_expires_idx ON presence (expires);
