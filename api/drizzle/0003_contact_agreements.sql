CREATE TABLE "contact_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"agreement_id" text NOT NULL,
	"version" text NOT NULL,
	"accepted_by_uid" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_agreements" ADD CONSTRAINT "contact_agreements_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_agreements_contact_version_key" ON "contact_agreements" USING btree ("contact_id","agreement_id","version");