ALTER TABLE "merchants" ADD COLUMN "promo_claims_per_source" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "device_key" text;--> statement-breakpoint
CREATE INDEX "promotion_claims_address" ON "promotion_claims" USING btree ("promotion_id","period_key","address");--> statement-breakpoint
CREATE INDEX "promotion_claims_device" ON "promotion_claims" USING btree ("promotion_id","period_key","device_key");