ALTER TABLE "outbox" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "queued_at" = "created_at";