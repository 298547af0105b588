-- Change sets (issue 28 §2): every write (a single save, a bulk change, a revert) stores its versions
-- under one change set id, so that the set can be reverted in one call. Versions stored before change
-- sets existed each count as a set of their own: their set id is their own id, and new sets are
-- numbered after the last of them. Versions written without a set (the demo seed) get one each.
CREATE SEQUENCE change_set_id_seq;
--> statement-breakpoint
ALTER TABLE changelog_version ADD COLUMN change_set_id bigint;
--> statement-breakpoint
UPDATE changelog_version SET change_set_id = id;
--> statement-breakpoint
SELECT setval('change_set_id_seq', (SELECT max(id) FROM changelog_version)) WHERE EXISTS (SELECT 1 FROM changelog_version);
--> statement-breakpoint
ALTER TABLE changelog_version ALTER COLUMN change_set_id SET DEFAULT nextval('change_set_id_seq'), ALTER COLUMN change_set_id SET NOT NULL;
--> statement-breakpoint
CREATE INDEX changelog_change_set_idx ON changelog_version (change_set_id, id);
