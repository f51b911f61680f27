CREATE TABLE "lottery_numeros" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"commit_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"bet_type" text NOT NULL,
	"odds_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_merchant_id_game_code_bet_type_pk" PRIMARY KEY("merchant_id","game_code","bet_type"),
	CONSTRAINT "lottery_odds_range" CHECK (odds_cents between 101 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"chase" integer DEFAULT 1 NOT NULL,
	"stop_on_win" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_suborders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"numero_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"bet_type" text NOT NULL,
	"picks" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"odds_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_odds" ADD CONSTRAINT "lottery_odds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_numeros_game_numero" ON "lottery_numeros" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_numeros_game_draws" ON "lottery_numeros" USING btree ("game_code","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_numeros_unsettled" ON "lottery_numeros" USING btree ("draws_at") WHERE status <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_member_request" ON "lottery_orders" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_created" ON "lottery_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_suborders_order" ON "lottery_suborders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_suborders_pending" ON "lottery_suborders" USING btree ("numero_id") WHERE status = 'pending';