CREATE TABLE "agent_rebate_rates" (
	"member_id" bigint NOT NULL,
	"product_type" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_member_id_product_type_pk" PRIMARY KEY("member_id","product_type"),
	CONSTRAINT "agent_rebate_rates_range" CHECK (rate_bp between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;