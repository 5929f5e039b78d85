CREATE TABLE "audit_records" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_contact_id" text,
	"actor_label" text,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "counter_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"product_id" text,
	"seller_contact_id" text,
	"quantity" double precision NOT NULL,
	"price_per_gram" double precision NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"original_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"relayed_at" timestamp with time zone,
	"relayed_by" text,
	"answered_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"withdraw_reason" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_documents" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "contact_documents" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_offers" ADD CONSTRAINT "counter_offers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_offers" ADD CONSTRAINT "counter_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_offers" ADD CONSTRAINT "counter_offers_seller_contact_id_contacts_id_fk" FOREIGN KEY ("seller_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_records_at_idx" ON "audit_records" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_kind_idx" ON "audit_records" USING btree ("kind","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_actor_idx" ON "audit_records" USING btree ("actor_contact_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_target_idx" ON "audit_records" USING btree ("target_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "counter_offers_task_idx" ON "counter_offers" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "counter_offers_board_idx" ON "counter_offers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "counter_offers_open_key" ON "counter_offers" USING btree ("task_id") WHERE "counter_offers"."status" in ('proposed', 'relayed');--> statement-breakpoint
CREATE INDEX "notifications_contact_idx" ON "notifications" USING btree ("contact_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("contact_id") WHERE "notifications"."read_at" is null;