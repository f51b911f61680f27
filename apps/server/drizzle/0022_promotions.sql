CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"transaction_id" bigint,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"titles" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"image_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"claim_mode" text NOT NULL,
	"reward" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once" ON "promotion_claims" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_claims_member" ON "promotion_claims" USING btree ("member_id","joined_at");--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" USING btree ("merchant_id","sort");