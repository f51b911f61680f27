CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_code_pk" PRIMARY KEY("merchant_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "vendor_integrations" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"protocol" text DEFAULT 'seamless' NOT NULL,
	"base_url" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "provider" text DEFAULT 'INHOUSE' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "provider" text DEFAULT 'INHOUSE' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD CONSTRAINT "vendor_integrations_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What each merchant offered before (null meant every vendor) becomes its enabled vendors.
INSERT INTO "merchant_vendors" ("merchant_id", "vendor_code") SELECT m."id", v."code" FROM "merchants" m CROSS JOIN "vendors" v WHERE m."vendors" IS NULL OR m."vendors" ? v."code";--> statement-breakpoint
ALTER TABLE "merchants" DROP COLUMN "vendors";