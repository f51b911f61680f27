CREATE TABLE "raffle_draws" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"entries" jsonb NOT NULL,
	"winners" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;