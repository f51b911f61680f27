CREATE TABLE "vip_birthday_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"level" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "birthday_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" ADD CONSTRAINT "vip_birthday_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_birthday_bonuses_once" ON "vip_birthday_bonuses" USING btree ("member_id","year");