CREATE TABLE "promotion_leaderboard_periods" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"winners" integer DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_leaderboard_periods_promotion_id_period_key_pk" PRIMARY KEY("promotion_id","period_key")
);
--> statement-breakpoint
ALTER TABLE "promotion_leaderboard_periods" ADD CONSTRAINT "promotion_leaderboard_periods_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;