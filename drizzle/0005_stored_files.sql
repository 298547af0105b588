-- Uploaded files and shared secrets in the store (issue 27 §1, docs/decisions/005-files-sheets-and-security.md): with
-- DATABASE_URL every gateway serves every image, video and sheet. A file's bytes are rows of at most
-- 256 KB, written as they stream in under a fresh file_id; the stored_file row, written last, makes
-- the file visible at once and whole. A range is read from the chunks it covers only.
CREATE TABLE stored_file (
  kind text NOT NULL,
  name text NOT NULL,
  file_id uuid NOT NULL UNIQUE,
  size bigint NOT NULL,
  sha256 text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, name)
);
--> statement-breakpoint
CREATE TABLE stored_file_chunk (
  file_id uuid NOT NULL,
  n integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (file_id, n)
);
--> statement-breakpoint
-- Secrets every gateway on the store must share (the video URLs' signing key, the bundled sign-in
-- provider's keys), made once: the first gateway's insert wins and the others read it.
CREATE TABLE gateway_secret (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
