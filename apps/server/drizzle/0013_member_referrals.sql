ALTER TABLE "members" ADD COLUMN "referred_by" bigint;--> statement-breakpoint
CREATE INDEX "members_referred_by" ON "members" USING btree ("referred_by");