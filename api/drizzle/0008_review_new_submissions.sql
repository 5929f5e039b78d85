DROP INDEX "products_review_queue_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "awaiting_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_review_queue_idx" ON "products" USING btree ("publish_requested_at","id") WHERE "products"."request_pending" = true or "products"."awaiting_review" = true;