CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_payout_days" (
	"merchant_id" integer NOT NULL,
	"day" text NOT NULL,
	"paid_count" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_payout_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "rebate_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"product_type" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_product_type_pk" PRIMARY KEY("merchant_id","product_type"),
	CONSTRAINT "rebate_rates_range" CHECK (rate_bp between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"keep_turnover_minor" bigint NOT NULL,
	"upgrade_bonus_minor" bigint NOT NULL,
	"rebate_bonus_bp" integer NOT NULL,
	"withdraw_daily_max_minor" bigint,
	"withdraw_daily_count" integer,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_level" CHECK (level between 0 and 99),
	CONSTRAINT "vip_levels_rebate_bonus" CHECK (rebate_bonus_bp between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "vip_upgrade_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payout_days" ADD CONSTRAINT "rebate_payout_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrade_bonuses" ADD CONSTRAINT "vip_upgrade_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payouts_once" ON "rebate_payouts" USING btree ("member_id","day","product_type");--> statement-breakpoint
CREATE INDEX "rebate_payouts_merchant_day" ON "rebate_payouts" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_upgrade_bonuses_once" ON "vip_upgrade_bonuses" USING btree ("member_id","level");