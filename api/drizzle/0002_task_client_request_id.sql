ALTER TABLE "tasks" ADD COLUMN "client_request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_contact_client_request_key" ON "tasks" USING btree ("contact_id","client_request_id");