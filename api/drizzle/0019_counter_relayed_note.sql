-- Issue 35: the operator may edit or redact a seller's counter-offer note before relaying it. The
-- seller's own words stay in "note"; what the buyer reads is "relayed_note". Counters relayed before
-- this migration were relayed as the seller wrote them.
ALTER TABLE "counter_offers" ADD COLUMN "relayed_note" text;--> statement-breakpoint
UPDATE "counter_offers" SET "relayed_note" = "note" WHERE "relayed_at" IS NOT NULL;
