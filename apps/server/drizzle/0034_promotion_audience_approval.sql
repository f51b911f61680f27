ALTER TABLE "promotions" ADD COLUMN "audience" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;