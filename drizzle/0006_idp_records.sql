-- The bundled sign-in provider's (AUTH=dev) sessions, interactions, codes, grants and refresh tokens
-- (issue 27 §1): in the store, so a sign-in begun on one gateway finishes on another and a refresh
-- token issued by one is taken by every other. One row per oidc-provider model instance.
CREATE TABLE idp_record (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  PRIMARY KEY (model, id)
);
--> statement-breakpoint
CREATE INDEX idp_record_grant_idx ON idp_record (grant_id) WHERE grant_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX idp_record_uid_idx ON idp_record (model, uid) WHERE uid IS NOT NULL;
--> statement-breakpoint
CREATE INDEX idp_record_expires_idx ON idp_record (expires_at) WHERE expires_at IS NOT NULL;
