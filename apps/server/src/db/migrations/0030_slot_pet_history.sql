CREATE INDEX "pet_listings_seller_idx" ON "pet_listings" USING btree ("seller_id","closed_at");--> statement-breakpoint
CREATE INDEX "pet_listings_taker_idx" ON "pet_listings" USING btree ("taker_id","closed_at");
