CREATE TABLE "rg_exclusions" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rg_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_minor" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "rg_totals" (
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"won_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rg_totals_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "rg_cooling_off_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "rg_history_member" ON "rg_history" USING btree ("member_id","at");--> statement-breakpoint
-- ===== Hand-written: responsible gaming in the wallet's bet and win functions (decision 040) =====
-- A member's bets are counted per merchant-local day in rg_totals by the statement that posts
-- them, and checked against the member's wager and loss limits there: the member's wallet row,
-- locked by the posting, queues their bets, so 50 at once cannot overshoot a limit. The caller
-- passes the days (`p_days`: today, the week's Monday, the month's first day, all YYYY-MM-DD in
-- the merchant's time zone), so the functions need no time-zone data.
--   PW009 the bet would cross a wager or loss limit   PW010 the member is in a time-out or self-exclusion
CREATE FUNCTION rg_charge_bet(p_member bigint, p_amount bigint, p_days text[], p_at timestamptz)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_limit record;
  v_wagered bigint;
  v_lost bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.member_id = p_member AND x.lifted_at IS NULL
      AND (x.ends_at IS NULL OR x.ends_at > p_at)) THEN
    RAISE EXCEPTION 'member % is excluded from play', p_member USING ERRCODE = 'PW010';
  END IF;
  INSERT INTO rg_totals AS t (member_id, day, wagered_minor) VALUES (p_member, p_days[1], p_amount)
    ON CONFLICT (member_id, day) DO UPDATE SET wagered_minor = t.wagered_minor + excluded.wagered_minor;
  -- A raise or removal whose cooling-off has passed is in force: `pending` from `pending_at` on.
  FOR v_limit IN
    SELECT l.kind, l.period,
        CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_at THEN l.pending_minor ELSE l.amount_minor END AS amount
      FROM rg_limits l WHERE l.member_id = p_member AND l.kind IN ('wager', 'loss')
  LOOP
    CONTINUE WHEN v_limit.amount IS NULL;
    SELECT coalesce(sum(t.wagered_minor), 0), coalesce(sum(t.wagered_minor - t.won_minor), 0) INTO v_wagered, v_lost
      FROM rg_totals t WHERE t.member_id = p_member AND t.day <= p_days[1]
        AND t.day >= CASE v_limit.period WHEN 'day' THEN p_days[1] WHEN 'week' THEN p_days[2] ELSE p_days[3] END;
    -- A loss limit counts the stake as lost until its win comes.
    IF (v_limit.kind = 'wager' AND v_wagered > v_limit.amount) OR (v_limit.kind = 'loss' AND v_lost > v_limit.amount) THEN
      RAISE EXCEPTION 'a bet of % would cross the member''s % limit', p_amount, v_limit.kind USING ERRCODE = 'PW009';
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A win lowers the day's net loss; a rollback takes its stake off the day it was counted on.
CREATE FUNCTION rg_record(p_member bigint, p_day text, p_wagered bigint, p_won bigint)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO rg_totals AS t (member_id, day, wagered_minor, won_minor) VALUES (p_member, p_day, p_wagered, p_won)
    ON CONFLICT (member_id, day) DO UPDATE
      SET wagered_minor = t.wagered_minor + excluded.wagered_minor, won_minor = t.won_minor + excluded.won_minor
$$;
--> statement-breakpoint
DROP FUNCTION wallet_provider_bet(text, text, integer, bigint, text, text, bigint, bigint, jsonb, timestamptz, text, text, jsonb, smallint);
--> statement-breakpoint
-- As in 0021, plus `p_days`: a new bet (not a replay) is charged to the member's limits.
CREATE FUNCTION wallet_provider_bet(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_currency text, p_game text,
  p_amount bigint, p_session bigint, p_detail jsonb, p_at timestamptz,
  p_key text, p_hash text, p_meta jsonb, p_shard smallint, p_days text[],
  OUT o_replayed boolean, OUT o_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_round game_rounds%ROWTYPE;
  v_wallet bigint;
  v_prev bigint;
  v_post record;
BEGIN
  -- Inserted, or the existing row updated in place to take its lock: duplicates queue here.
  INSERT INTO game_rounds AS r (provider, round_id, merchant_id, member_id, game_code, currency, game_session_id, created_at, detail)
    VALUES (p_provider, p_round, p_merchant, p_member, p_game, p_currency, p_session, p_at, p_detail)
    ON CONFLICT (provider, round_id) DO UPDATE SET provider = r.provider
    RETURNING r.* INTO v_round;
  IF v_round.member_id <> p_member THEN
    RAISE EXCEPTION 'round % is not the player''s', p_round USING ERRCODE = 'PW005';
  END IF;
  v_wallet := wallet_account(p_merchant, 'member', p_member, p_currency, 0::smallint);
  IF v_round.status <> 'open' THEN
    SELECT t.id INTO v_prev FROM wallet_transactions t WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    IF v_prev IS NULL THEN
      RAISE EXCEPTION 'round % is closed', p_round USING ERRCODE = 'PW005';
    END IF;
    IF NOT wallet_moved(v_prev, 'bet', p_member, p_meta, v_wallet, -p_amount) THEN
      RAISE EXCEPTION 'idempotency key % was used with another request', p_key USING ERRCODE = 'PW002';
    END IF;
    o_replayed := true;
    SELECT a.balance INTO o_balance FROM wallet_accounts a WHERE a.id = v_wallet;
    RETURN;
  END IF;
  SELECT * INTO v_post FROM wallet_provider_post(p_merchant, p_key, 'bet', p_game, p_hash, p_member, p_meta, v_wallet,
    wallet_account(p_merchant, 'house', NULL, p_currency, p_shard), -p_amount);
  IF NOT v_post.o_replayed THEN
    UPDATE game_rounds r SET bet_minor = r.bet_minor + p_amount WHERE r.id = v_round.id;
    -- After the posting, which holds the member's wallet row: the member's bets are checked one at a time.
    PERFORM rg_charge_bet(p_member, p_amount, p_days, p_at);
  END IF;
  o_replayed := v_post.o_replayed;
  o_balance := v_post.o_balance;
END;
$$;
--> statement-breakpoint
DROP FUNCTION wallet_provider_win(text, text, integer, bigint, bigint, jsonb, timestamptz, text, text, text, jsonb, smallint);
--> statement-breakpoint
-- As in 0021, plus `p_day`: a paid win is counted against the member's net loss of that day.
CREATE FUNCTION wallet_provider_win(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_amount bigint, p_detail jsonb,
  p_at timestamptz, p_transaction text, p_key text, p_hash text, p_meta jsonb, p_shard smallint, p_day text,
  OUT o_replayed boolean, OUT o_balance bigint, OUT o_currency text
) LANGUAGE plpgsql AS $$
DECLARE
  v_round game_rounds%ROWTYPE;
  v_wallet bigint;
  v_post record;
BEGIN
  SELECT * INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round FOR UPDATE;
  IF NOT FOUND OR v_round.member_id <> p_member THEN
    RAISE EXCEPTION 'round % not found', p_round USING ERRCODE = 'PW006';
  END IF;
  o_currency := v_round.currency;
  v_wallet := wallet_account(p_merchant, 'member', p_member, v_round.currency, 0::smallint);
  IF v_round.status <> 'open' THEN
    IF v_round.status = 'settled' AND v_round.closed_by = p_transaction THEN
      o_replayed := true;
      SELECT a.balance INTO o_balance FROM wallet_accounts a WHERE a.id = v_wallet;
      RETURN;
    END IF;
    IF v_round.status = 'settled' THEN
      RAISE EXCEPTION 'round % is already settled', p_round USING ERRCODE = 'PW007';
    END IF;
    RAISE EXCEPTION 'round % was rolled back', p_round USING ERRCODE = 'PW008';
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO v_post FROM wallet_provider_post(p_merchant, p_key, 'win', v_round.game_code, p_hash, p_member, p_meta,
      v_wallet, wallet_account(p_merchant, 'house', NULL, v_round.currency, p_shard), p_amount);
    -- The round is open, so its win was never posted: the key was another call's.
    IF v_post.o_replayed THEN
      RAISE EXCEPTION 'idempotency key % was used with another request', p_key USING ERRCODE = 'PW002';
    END IF;
    o_balance := v_post.o_balance;
    PERFORM rg_record(p_member, p_day, 0, p_amount);
  ELSE
    SELECT a.balance INTO o_balance FROM wallet_accounts a WHERE a.id = v_wallet;
  END IF;
  UPDATE game_rounds r SET status = 'settled', win_minor = p_amount, closed_by = p_transaction, closed_at = p_at,
    detail = CASE WHEN p_detail IS NULL THEN r.detail ELSE coalesce(r.detail, '{}'::jsonb) || p_detail END
    WHERE r.id = v_round.id;
  o_replayed := false;
END;
$$;
-- ===== End of hand-written SQL =====
