CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wagering_required_minor" bigint NOT NULL,
	"wagered_from" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"grant_transaction_id" bigint,
	"end_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_amount" CHECK (amount_minor > 0 and wagering_required_minor >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_member_not_negative";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_member_kind";--> statement-breakpoint
DROP INDEX "wallet_accounts_member";--> statement-breakpoint
ALTER TABLE "cashier_settings" ADD COLUMN "bonus_withdraw_rule" text DEFAULT 'block' NOT NULL;--> statement-breakpoint
ALTER TABLE "cashier_settings" ADD COLUMN "bonus_expiry_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_source" ON "bonus_grants" USING btree ("merchant_id","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_active" ON "bonus_grants" USING btree ("member_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_active_expiry" ON "bonus_grants" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_member" ON "wallet_accounts" USING btree ("member_id","kind","currency") WHERE member_id is not null;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_not_negative" CHECK (kind not in ('member', 'bonus') or balance >= 0);--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_kind" CHECK ((kind in ('member', 'bonus')) = (member_id is not null));
--> statement-breakpoint
-- A member now holds two accounts per currency, cash (`member`) and locked bonus money (`bonus`,
-- decision 048): the account a member key names depends on its kind, and neither goes below zero.
CREATE OR REPLACE FUNCTION wallet_account(p_merchant integer, p_kind text, p_member bigint, p_currency text, p_shard smallint)
  RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_member IS NOT NULL THEN
    IF p_kind NOT IN ('member', 'bonus') THEN
      RAISE EXCEPTION 'a member account is of kind member or bonus, not %', p_kind;
    END IF;
    SELECT a.id INTO v_id FROM wallet_accounts a WHERE a.member_id = p_member AND a.kind = p_kind AND a.currency = p_currency;
    IF NOT FOUND THEN
      INSERT INTO wallet_accounts (merchant_id, kind, member_id, currency) VALUES (p_merchant, p_kind, p_member, p_currency)
        ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING;
      SELECT a.id INTO v_id FROM wallet_accounts a WHERE a.member_id = p_member AND a.kind = p_kind AND a.currency = p_currency;
    END IF;
  ELSE
    SELECT a.id INTO v_id FROM wallet_accounts a
      WHERE a.merchant_id = p_merchant AND a.kind = p_kind AND a.currency = p_currency AND a.shard = p_shard AND a.member_id IS NULL;
    IF NOT FOUND THEN
      INSERT INTO wallet_accounts (merchant_id, kind, currency, shard) VALUES (p_merchant, p_kind, p_currency, p_shard)
        ON CONFLICT (merchant_id, kind, currency, shard) WHERE member_id IS NULL DO NOTHING;
      SELECT a.id INTO v_id FROM wallet_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = p_kind AND a.currency = p_currency AND a.shard = p_shard AND a.member_id IS NULL;
    END IF;
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_post(
  p_merchant integer, p_key text, p_kind text, p_reason text, p_hash text, p_member bigint, p_meta jsonb,
  p_accounts bigint[], p_amounts bigint[],
  OUT o_transaction bigint, OUT o_replayed boolean, OUT o_created timestamptz, OUT o_hash text, OUT o_balances bigint[]
) LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_currency text;
  v_first text;
BEGIN
  o_replayed := false;
  o_hash := p_hash;
  o_balances := '{}';
  INSERT INTO wallet_transactions AS t (merchant_id, idempotency_key, kind, reason, request_hash, member_id, meta)
    VALUES (p_merchant, p_key, p_kind, p_reason, p_hash, p_member, p_meta)
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING t.id, t.created_at INTO o_transaction, o_created;
  IF o_transaction IS NULL THEN
    SELECT t.id, t.created_at, t.request_hash INTO o_transaction, o_created, o_hash
      FROM wallet_transactions t WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    o_replayed := true;
    SELECT coalesce(array_agg(e.balance_after ORDER BY e.account_id), '{}') INTO o_balances
      FROM wallet_entries e WHERE e.transaction_id = o_transaction;
    RETURN;
  END IF;
  FOR i IN 1 .. coalesce(cardinality(p_accounts), 0) LOOP
    UPDATE wallet_accounts a SET balance = a.balance + p_amounts[i]
      WHERE a.id = p_accounts[i] AND a.merchant_id = p_merchant AND (a.kind NOT IN ('member', 'bonus') OR a.balance + p_amounts[i] >= 0)
      RETURNING a.balance, a.currency INTO v_balance, v_currency;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = p_accounts[i] AND a.merchant_id = p_merchant) THEN
        RAISE EXCEPTION 'wallet account % would go below zero', p_accounts[i] USING ERRCODE = 'PW001';
      END IF;
      RAISE EXCEPTION 'wallet account % is not the merchant''s', p_accounts[i];
    END IF;
    IF v_first IS NOT NULL AND v_currency <> v_first THEN
      RAISE EXCEPTION 'a ledger transaction mixes currencies';
    END IF;
    v_first := v_currency;
    o_balances := o_balances || v_balance;
  END LOOP;
  INSERT INTO wallet_entries (transaction_id, account_id, amount, balance_after)
    SELECT o_transaction, u.a, u.m, u.b FROM unnest(p_accounts, p_amounts, o_balances) AS u(a, m, b);
END;
$$;
