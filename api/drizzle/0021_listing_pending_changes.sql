-- Issue 41: a live listing's edits to what buyers read (name, description; new cover, photos and
-- certificates as product_files of a pending_ kind) wait here for the operator's review; buyers read
-- the live columns until it approves them. product_files.kind is plain text: the pending_ kinds need
-- no change there.
ALTER TABLE "products" ADD COLUMN "pending_changes" jsonb;
