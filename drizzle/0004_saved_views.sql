-- Saved views (issue 28 §1, docs/decisions/018-saved-views.md): user settings, not documents of the
-- product, so they have their own table with a version for ETags, and no change history or events.
-- The document columns (id … body) let the list use the same keyset pages as every other list.
CREATE TABLE saved_view (
  id text PRIMARY KEY,
  version integer NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  body jsonb NOT NULL,
  owner text NOT NULL,
  screen text NOT NULL,
  shared boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
-- A name is unique per user and screen, whatever its case (409 naming `name`).
CREATE UNIQUE INDEX saved_view_owner_name_key ON saved_view (owner, screen, name_key);
--> statement-breakpoint
CREATE INDEX saved_view_shared_idx ON saved_view (screen, name_key, id) WHERE shared;
