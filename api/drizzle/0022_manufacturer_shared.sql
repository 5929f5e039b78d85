-- Issue 41: Manufacturer_name often names the seller, whom buyers do not know: buyers read it only
-- once the operator has cleared it for them (PUT /products/:id {Manufacturer_Shared} by an Admin).
-- Existing listings start hidden; the operator clears those it has checked.
ALTER TABLE "products" ADD COLUMN "manufacturer_shared" boolean DEFAULT false NOT NULL;
