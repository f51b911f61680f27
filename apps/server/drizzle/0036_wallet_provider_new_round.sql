-- A bet that opens its round, and an instant game's round, in as few statements as the rules
-- allow (decision 052). Almost every bet opens a new round, and almost no round is delivered
-- twice: that case no longer pays for the general one.
--   * The round is inserted with its stake (and, for an instant round, settled with its win) in
--     the statement that creates it, in place of an insert, a lock and updates.
--   * The postings are inserted together, and the member's wallet and the house shard are each
--     updated once for all of them, in account-id order as every posting locks; each entry still
--     carries its balance after it, as if the postings had been made one after the other.
--   * One function for the legs of all the round's postings, in place of two nested functions
--     for each posting and an account function for each account.
-- A round that already exists (a second bet in it, or a second delivery of any) takes the general
-- path of 0023 unchanged. When the round is new, a posting key already used is another request's
-- (its round would exist otherwise): PW002, and everything is rolled back.

ALTER FUNCTION wallet_provider_bet(text, text, integer, bigint, text, text, bigint, bigint, jsonb, timestamptz, text, text, jsonb, smallint, text[])
  RENAME TO wallet_provider_bet_existing;
--> statement-breakpoint
-- Posts the provider transactions `p_transactions` (already inserted, in order) between the
-- member's wallet and the house shard: `p_to_wallet[i]` to the wallet by the i-th. The wallet must
-- cover every step (its lowest running balance is not below zero), as one posting after another
-- would have required. Answers the wallet's balance after the last.
CREATE FUNCTION wallet_provider_legs(
  p_merchant integer, p_member bigint, p_currency text, p_shard smallint, p_transactions bigint[], p_to_wallet bigint[]
) RETURNS bigint LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_wallet bigint;
  v_house bigint;
  v_runs bigint[] := '{}';
  v_run bigint := 0;
  v_low bigint := 0;
  v_after bigint;
  v_house_after bigint;
BEGIN
  SELECT a.id INTO v_wallet FROM wallet_accounts a WHERE a.member_id = p_member AND a.currency = p_currency;
  IF v_wallet IS NULL THEN
    v_wallet := wallet_account(p_merchant, 'member', p_member, p_currency, 0::smallint);
  END IF;
  SELECT a.id INTO v_house FROM wallet_accounts a
    WHERE a.merchant_id = p_merchant AND a.kind = 'house' AND a.currency = p_currency AND a.shard = p_shard AND a.member_id IS NULL;
  IF v_house IS NULL THEN
    v_house := wallet_account(p_merchant, 'house', NULL, p_currency, p_shard);
  END IF;
  FOR i IN 1 .. cardinality(p_to_wallet) LOOP
    v_run := v_run + p_to_wallet[i];
    v_low := least(v_low, v_run);
    v_runs := v_runs || v_run;
  END LOOP;
  IF v_house < v_wallet THEN
    UPDATE wallet_accounts a SET balance = a.balance - v_run WHERE a.id = v_house AND a.merchant_id = p_merchant
      RETURNING a.balance INTO v_house_after;
  END IF;
  UPDATE wallet_accounts a SET balance = a.balance + v_run
    WHERE a.id = v_wallet AND a.merchant_id = p_merchant AND a.balance + v_low >= 0
    RETURNING a.balance INTO v_after;
  IF v_after IS NULL THEN
    IF EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = v_wallet AND a.merchant_id = p_merchant) THEN
      RAISE EXCEPTION 'wallet account % would go below zero', v_wallet USING ERRCODE = 'PW001';
    END IF;
    RAISE EXCEPTION 'wallet account % is not the merchant''s', v_wallet;
  END IF;
  IF v_house > v_wallet THEN
    UPDATE wallet_accounts a SET balance = a.balance - v_run WHERE a.id = v_house AND a.merchant_id = p_merchant
      RETURNING a.balance INTO v_house_after;
  END IF;
  IF v_house_after IS NULL THEN
    RAISE EXCEPTION 'wallet account % is not the merchant''s', v_house;
  END IF;
  -- Each transaction's legs in account-id order, the transactions in their order.
  INSERT INTO wallet_entries (transaction_id, account_id, amount, balance_after)
    SELECT s.tx, l.account, l.amount, l.after
      FROM unnest(p_transactions, p_to_wallet, v_runs) WITH ORDINALITY AS s(tx, amount, run, n)
      CROSS JOIN LATERAL (VALUES
        (v_wallet, s.amount, v_after - v_run + s.run),
        (v_house, -s.amount, v_house_after + v_run - s.run)) AS l(account, amount, after)
      ORDER BY s.n, l.account;
  RETURN v_after;
END;
$$;
--> statement-breakpoint
-- As in 0023. A bet that opens its round: the round with its stake, the posting, the limits.
CREATE FUNCTION wallet_provider_bet(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_currency text, p_game text,
  p_amount bigint, p_session bigint, p_detail jsonb, p_at timestamptz,
  p_key text, p_hash text, p_meta jsonb, p_shard smallint, p_days text[],
  OUT o_replayed boolean, OUT o_balance bigint
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_round bigint;
  v_transaction bigint;
BEGIN
  -- A delivery of the same bet at the same time waits here for this one's commit, then finds the round.
  INSERT INTO game_rounds AS r (provider, round_id, merchant_id, member_id, game_code, currency, game_session_id, created_at, detail, bet_minor)
    VALUES (p_provider, p_round, p_merchant, p_member, p_game, p_currency, p_session, p_at, p_detail, p_amount)
    ON CONFLICT (provider, round_id) DO NOTHING
    RETURNING r.id INTO v_round;
  IF v_round IS NULL THEN
    SELECT b.o_replayed, b.o_balance INTO o_replayed, o_balance
      FROM wallet_provider_bet_existing(p_provider, p_round, p_merchant, p_member, p_currency, p_game, p_amount,
        p_session, p_detail, p_at, p_key, p_hash, p_meta, p_shard, p_days) b;
    RETURN;
  END IF;
  INSERT INTO wallet_transactions AS t (merchant_id, idempotency_key, kind, reason, request_hash, member_id, meta)
    VALUES (p_merchant, p_key, 'bet', p_game, p_hash, p_member, p_meta)
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING t.id INTO v_transaction;
  IF v_transaction IS NULL THEN
    RAISE EXCEPTION 'idempotency key % was used with another request', p_key USING ERRCODE = 'PW002';
  END IF;
  o_balance := wallet_provider_legs(p_merchant, p_member, p_currency, p_shard, ARRAY[v_transaction], ARRAY[-p_amount]);
  -- After the posting, which holds the member's wallet row: the member's bets are checked one at a time.
  PERFORM rg_charge_bet(p_member, p_amount, p_days, p_at);
  o_replayed := false;
END;
$$;
--> statement-breakpoint
-- As in 0035. A round that is new is written settled, with its stake, its win and the win's
-- details, and its bet and win posted together; a round that exists takes the bet and the win
-- functions in turn, as before.
CREATE OR REPLACE FUNCTION wallet_provider_settle(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_currency text, p_game text,
  p_amount bigint, p_session bigint, p_detail jsonb, p_at timestamptz,
  p_key text, p_hash text, p_meta jsonb, p_shard smallint, p_days text[],
  w_provider text, w_round text, w_merchant integer, w_member bigint, w_amount bigint, w_detail jsonb,
  w_at timestamptz, w_transaction text, w_key text, w_hash text, w_meta jsonb, w_shard smallint, w_day text,
  OUT o_replayed boolean, OUT o_balance bigint
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_round bigint;
  v_transactions bigint[];
  v_bet record;
  v_win record;
BEGIN
  IF (w_provider, w_round, w_merchant, w_member, w_shard) = (p_provider, p_round, p_merchant, p_member, p_shard)
      AND w_amount >= 0 THEN
    INSERT INTO game_rounds AS r (provider, round_id, merchant_id, member_id, game_code, currency, game_session_id,
        created_at, detail, bet_minor, win_minor, status, closed_by, closed_at)
      VALUES (p_provider, p_round, p_merchant, p_member, p_game, p_currency, p_session, p_at,
        CASE WHEN w_detail IS NULL THEN p_detail ELSE coalesce(p_detail, '{}'::jsonb) || w_detail END,
        p_amount, w_amount, 'settled', w_transaction, w_at)
      ON CONFLICT (provider, round_id) DO NOTHING
      RETURNING r.id INTO v_round;
  END IF;
  IF v_round IS NULL THEN
    SELECT * INTO v_bet FROM wallet_provider_bet(p_provider, p_round, p_merchant, p_member, p_currency, p_game,
      p_amount, p_session, p_detail, p_at, p_key, p_hash, p_meta, p_shard, p_days);
    SELECT * INTO v_win FROM wallet_provider_win(w_provider, w_round, w_merchant, w_member, w_amount, w_detail,
      w_at, w_transaction, w_key, w_hash, w_meta, w_shard, w_day);
    o_replayed := v_bet.o_replayed;
    o_balance := v_win.o_balance;
    RETURN;
  END IF;
  -- A zero win settles the round without a posting.
  WITH posted AS (
    INSERT INTO wallet_transactions AS t (merchant_id, idempotency_key, kind, reason, request_hash, member_id, meta)
      SELECT p_merchant, x.k, x.kind, p_game, x.h, p_member, x.m
        FROM (VALUES (1, p_key, 'bet', p_hash, p_meta), (2, w_key, 'win', w_hash, w_meta)) AS x(n, k, kind, h, m)
        WHERE x.n = 1 OR w_amount > 0
        ORDER BY x.n
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING t.id
  )
  SELECT array_agg(posted.id ORDER BY posted.id) INTO v_transactions FROM posted;
  IF coalesce(cardinality(v_transactions), 0) <> (CASE WHEN w_amount > 0 THEN 2 ELSE 1 END) THEN
    RAISE EXCEPTION 'idempotency key % or % was used with another request', p_key, w_key USING ERRCODE = 'PW002';
  END IF;
  o_balance := wallet_provider_legs(p_merchant, p_member, p_currency, p_shard, v_transactions,
    CASE WHEN w_amount > 0 THEN ARRAY[-p_amount, w_amount] ELSE ARRAY[-p_amount] END);
  PERFORM rg_charge_bet(p_member, p_amount, p_days, p_at);
  IF w_amount > 0 THEN
    PERFORM rg_record(p_member, w_day, 0, w_amount);
  END IF;
  o_replayed := false;
END;
$$;
--> statement-breakpoint
-- An in-house round whose nonce the server knew when it drew the outcome: the member's seed pair
-- moves on from `p_nonce` and the round settles, in one statement and one commit. PW011: the pair
-- is no longer at that nonce (a round played through another instance, or the pair rotated), and
-- nothing is written; the server takes the nonce on its own and draws again.
CREATE FUNCTION inhouse_play(
  p_seed bigint, p_nonce integer,
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_currency text, p_game text,
  p_amount bigint, p_session bigint, p_detail jsonb, p_at timestamptz,
  p_key text, p_hash text, p_meta jsonb, p_shard smallint, p_days text[],
  w_provider text, w_round text, w_merchant integer, w_member bigint, w_amount bigint, w_detail jsonb,
  w_at timestamptz, w_transaction text, w_key text, w_hash text, w_meta jsonb, w_shard smallint, w_day text,
  OUT o_replayed boolean, OUT o_balance bigint
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  UPDATE fair_seeds s SET nonce = s.nonce + 1
    WHERE s.id = p_seed AND s.member_id = p_member AND s.nonce = p_nonce AND s.revealed_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seed pair % is not at nonce %', p_seed, p_nonce USING ERRCODE = 'PW011';
  END IF;
  SELECT s.o_replayed, s.o_balance INTO o_replayed, o_balance
    FROM wallet_provider_settle(p_provider, p_round, p_merchant, p_member, p_currency, p_game, p_amount, p_session,
      p_detail, p_at, p_key, p_hash, p_meta, p_shard, p_days, w_provider, w_round, w_merchant, w_member, w_amount,
      w_detail, w_at, w_transaction, w_key, w_hash, w_meta, w_shard, w_day) s;
END;
$$;
