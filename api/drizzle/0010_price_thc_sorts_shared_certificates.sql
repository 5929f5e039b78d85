CREATE INDEX "products_price_active_idx" ON "products" USING btree (coalesce("min_request_price", 'Infinity'::float8),"id") WHERE "products"."product_active" = true;--> statement-breakpoint
CREATE INDEX "products_thc_active_idx" ON "products" USING btree (coalesce(greatest("thc_min","thc_max","thc_as_is"), '-Infinity'::float8) DESC,"id" DESC) WHERE "products"."product_active" = true;--> statement-breakpoint
ALTER TABLE "product_files" ADD COLUMN "shared_with_buyers" boolean DEFAULT false NOT NULL;
