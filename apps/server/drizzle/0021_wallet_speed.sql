-- Every posting and round named its merchant through a foreign key, which takes a share lock on
-- the merchant's one row for each insert: every bet of a merchant met on that row. Merchants are
-- never deleted, and a posting's merchant is checked where it matters: each leg updates only an
-- account of that merchant (wallet_accounts keeps its key to merchants).
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_merchant_id_merchants_id_fk";
--> statement-breakpoint
DROP INDEX "wallet_accounts_system";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system" ON "wallet_accounts" USING btree ("merchant_id","kind","currency","shard") WHERE member_id is null;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_shard" CHECK (shard = 0 or (kind = 'house' and shard > 0));
--> statement-breakpoint
-- The balance guard of 0004 ran two joined sums a posting at commit (one for each entry row). A
-- transaction's entries are written by one statement (`wallet_post`), so the same guard runs once
-- a statement, over the transactions that statement touched and all their entries: an entry
-- appended later to a posted transaction, or a set that does not balance, is refused at once.
DROP TRIGGER wallet_entries_balanced ON wallet_entries;
--> statement-breakpoint
DROP FUNCTION wallet_entries_balanced();
--> statement-breakpoint
CREATE FUNCTION wallet_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_bad bigint;
BEGIN
  SELECT e.transaction_id INTO v_bad
    FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
    WHERE e.transaction_id IN (SELECT DISTINCT n.transaction_id FROM new_entries n)
    GROUP BY e.transaction_id
    HAVING sum(e.amount) <> 0 OR count(DISTINCT a.currency) <> 1
    LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced', v_bad;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_balanced();
--> statement-breakpoint
-- The ledger's hot paths as functions, so a posting or a provider's bet is one round trip to the
-- database (decision 035). The rules are those of ledger.ts: legs in account-id order, a member
-- wallet debited only when its balance covers it, entries append-only, one currency a transaction,
-- the merchant's idempotency key deciding between a new posting and the answer to a replay.
-- Refusals raise their own SQLSTATEs (class PW), which the server maps to its error codes; a raise
-- rolls back everything the statement wrote.
--   PW001 a member wallet would go below zero    PW002 idempotency key used with another request
--   PW005 round closed or not the player's       PW006 round not found
--   PW007 round already settled                  PW008 round already rolled back
CREATE FUNCTION wallet_account(p_merchant integer, p_kind text, p_member bigint, p_currency text, p_shard smallint)
  RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_member IS NOT NULL THEN
    SELECT a.id INTO v_id FROM wallet_accounts a WHERE a.member_id = p_member AND a.currency = p_currency;
    IF NOT FOUND THEN
      INSERT INTO wallet_accounts (merchant_id, kind, member_id, currency) VALUES (p_merchant, 'member', p_member, p_currency)
        ON CONFLICT (member_id, currency) WHERE member_id IS NOT NULL DO NOTHING;
      SELECT a.id INTO v_id FROM wallet_accounts a WHERE a.member_id = p_member AND a.currency = p_currency;
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
-- Posts a new transaction, or, when the merchant already used the key, answers the first one's
-- id, request hash and balances with o_replayed (the caller decides whether it is the same request).
CREATE FUNCTION wallet_post(
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
      WHERE a.id = p_accounts[i] AND a.merchant_id = p_merchant AND (a.kind <> 'member' OR a.balance + p_amounts[i] >= 0)
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
--> statement-breakpoint
-- A provider posting between a member's wallet and the house shard of the member: legs in id
-- order, the wallet's balance after it. When the key was used before, it answers the current
-- balance if that posting moved the same (recognised by what it moved, not by the request hash,
-- which older postings computed another way), else refuses PW002.
CREATE FUNCTION wallet_provider_post(
  p_merchant integer, p_key text, p_kind text, p_reason text, p_hash text, p_member bigint, p_meta jsonb,
  p_wallet bigint, p_house bigint, p_to_wallet bigint,
  OUT o_replayed boolean, OUT o_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_post record;
BEGIN
  IF p_wallet < p_house THEN
    SELECT * INTO v_post FROM wallet_post(p_merchant, p_key, p_kind, p_reason, p_hash, p_member, p_meta,
      ARRAY[p_wallet, p_house], ARRAY[p_to_wallet, -p_to_wallet]);
    o_balance := v_post.o_balances[1];
  ELSE
    SELECT * INTO v_post FROM wallet_post(p_merchant, p_key, p_kind, p_reason, p_hash, p_member, p_meta,
      ARRAY[p_house, p_wallet], ARRAY[-p_to_wallet, p_to_wallet]);
    o_balance := v_post.o_balances[2];
  END IF;
  o_replayed := v_post.o_replayed;
  IF o_replayed THEN
    IF NOT wallet_moved(v_post.o_transaction, p_kind, p_member, p_meta, p_wallet, p_to_wallet) THEN
      RAISE EXCEPTION 'idempotency key % was used with another request', p_key USING ERRCODE = 'PW002';
    END IF;
    SELECT a.balance INTO o_balance FROM wallet_accounts a WHERE a.id = p_wallet;
  END IF;
END;
$$;
--> statement-breakpoint
-- Whether a posted transaction is the provider posting described: same kind, member and details,
-- and the same amount to the member's wallet.
CREATE FUNCTION wallet_moved(p_transaction bigint, p_kind text, p_member bigint, p_meta jsonb, p_wallet bigint, p_to_wallet bigint)
  RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM wallet_transactions t JOIN wallet_entries e ON e.transaction_id = t.id
    WHERE t.id = p_transaction AND t.kind = p_kind AND t.member_id = p_member AND t.meta = p_meta
      AND e.account_id = p_wallet AND e.amount = p_to_wallet
  )
$$;
--> statement-breakpoint
-- A provider's bet: opens the round (or joins and locks it), debits the member's wallet to the
-- house shard of the member, adds the stake to the round. A second delivery answers the current
-- balance, even once the round has closed.
CREATE FUNCTION wallet_provider_bet(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_currency text, p_game text,
  p_amount bigint, p_session bigint, p_detail jsonb, p_at timestamptz,
  p_key text, p_hash text, p_meta jsonb, p_shard smallint,
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
  END IF;
  o_replayed := v_post.o_replayed;
  o_balance := v_post.o_balance;
END;
$$;
--> statement-breakpoint
-- A provider's win (a zero win settles a lost round): credits the member from the house shard and
-- settles the round; a second delivery of the win that settled it answers the current balance.
CREATE FUNCTION wallet_provider_win(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_amount bigint, p_detail jsonb,
  p_at timestamptz, p_transaction text, p_key text, p_hash text, p_meta jsonb, p_shard smallint,
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
  ELSE
    SELECT a.balance INTO o_balance FROM wallet_accounts a WHERE a.id = v_wallet;
  END IF;
  UPDATE game_rounds r SET status = 'settled', win_minor = p_amount, closed_by = p_transaction, closed_at = p_at,
    detail = CASE WHEN p_detail IS NULL THEN r.detail ELSE coalesce(r.detail, '{}'::jsonb) || p_detail END
    WHERE r.id = v_round.id;
  o_replayed := false;
END;
$$;
