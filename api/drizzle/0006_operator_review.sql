ALTER TABLE "contacts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_note" text;--> statement-breakpoint
CREATE INDEX "outbox_board_idx" ON "outbox" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_review_queue_idx" ON "products" USING btree ("publish_requested_at","id") WHERE "products"."request_pending" = true;--> statement-breakpoint
CREATE INDEX "tasks_board_idx" ON "tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "contacts" SET "confirmed_at" = "updated_at" WHERE "account_confirmed" = true;--> statement-breakpoint
UPDATE "products" SET "publish_requested_at" = "created_at" WHERE "request_pending" = true;
