CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"platform" text,
	"execution" text,
	"category" text,
	"promotion_type" text,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"payload" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text NOT NULL,
	"names" jsonb NOT NULL,
	"min_bet" integer NOT NULL,
	"min_line" integer DEFAULT 1 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"nickname" text,
	"email" text,
	"mobile" text,
	"dialing_code" text,
	"payee_name" text,
	"parent_id" bigint,
	"affiliate_code" text,
	"club_label" text,
	"language" text,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"register_method" text,
	"register_url" text,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"country_code" text NOT NULL,
	"dialing_code" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"register_settings" jsonb NOT NULL,
	"mobile_template" jsonb NOT NULL,
	"resources" jsonb NOT NULL,
	"customer_service" jsonb NOT NULL,
	"image_cdns" jsonb NOT NULL,
	"launch_game_cdns" jsonb NOT NULL,
	"vendors" jsonb,
	"maintenance" boolean DEFAULT false NOT NULL,
	"region_restriction" boolean DEFAULT false NOT NULL,
	"allowed_countries" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"age_limit" smallint DEFAULT 18 NOT NULL,
	"legacy_encryption" boolean DEFAULT false NOT NULL,
	"primary_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_type" ON "announcements" USING btree ("merchant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type_vendor" ON "games" USING btree ("game_type","vendor_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username_key" ON "members" USING btree ("merchant_id","username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_code" ON "members" USING btree ("merchant_id","affiliate_code");--> statement-breakpoint
CREATE INDEX "members_parent" ON "members" USING btree ("parent_id");