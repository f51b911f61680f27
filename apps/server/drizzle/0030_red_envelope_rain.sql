CREATE TABLE "red_envelope_rains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"mode" text NOT NULL,
	"envelope_count" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"fund_transaction_id" bigint,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"returned_minor" bigint,
	"return_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "red_envelope_rains_window" CHECK (ends_at > starts_at),
	CONSTRAINT "red_envelope_rains_total" CHECK (total_minor >= envelope_count and envelope_count > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rain_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"claimed_at" timestamp with time zone,
	"transaction_id" bigint,
	"returned_at" timestamp with time zone,
	CONSTRAINT "red_envelopes_amount" CHECK (amount_minor > 0),
	CONSTRAINT "red_envelopes_once" CHECK (claimed_at is null or returned_at is null)
);
--> statement-breakpoint
ALTER TABLE "red_envelope_rains" ADD CONSTRAINT "red_envelope_rains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_rains" ADD CONSTRAINT "red_envelope_rains_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_rain_id_red_envelope_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."red_envelope_rains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_rains_key" ON "red_envelope_rains" USING btree ("agent_id","request_key");--> statement-breakpoint
CREATE INDEX "red_envelope_rains_agent" ON "red_envelope_rains" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "red_envelope_rains_due" ON "red_envelope_rains" USING btree ("ends_at") WHERE settled_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_member" ON "red_envelopes" USING btree ("rain_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_open" ON "red_envelopes" USING btree ("member_id") WHERE claimed_at is null and returned_at is null;