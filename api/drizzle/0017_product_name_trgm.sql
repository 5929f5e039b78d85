-- Issue 22: the name search (name_key like %…%) answered from trigrams. pg_trgm ships with PostgreSQL
-- (a trusted extension: the database owner may create it) and with PGlite (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_key_trgm_idx" ON "products" USING gin ("name_key" gin_trgm_ops);
