-- An instant game's round (decision 035 amendment): the bet and its win, posted by the two
-- functions of 0023 in that order inside one statement, so one round trip and one commit. Each
-- stays its own ledger transaction under its own idempotency key, and every refusal of either
-- (PW001, PW005–PW010) rolls back both. o_balance is the wallet after the win; o_replayed says the
-- bet had been posted before (the in-house games never send one twice).
CREATE FUNCTION wallet_provider_settle(
  p_provider text, p_round text, p_merchant integer, p_member bigint, p_currency text, p_game text,
  p_amount bigint, p_session bigint, p_detail jsonb, p_at timestamptz,
  p_key text, p_hash text, p_meta jsonb, p_shard smallint, p_days text[],
  w_provider text, w_round text, w_merchant integer, w_member bigint, w_amount bigint, w_detail jsonb,
  w_at timestamptz, w_transaction text, w_key text, w_hash text, w_meta jsonb, w_shard smallint, w_day text,
  OUT o_replayed boolean, OUT o_balance bigint
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_bet record;
  v_win record;
BEGIN
  SELECT * INTO v_bet FROM wallet_provider_bet(p_provider, p_round, p_merchant, p_member, p_currency, p_game,
    p_amount, p_session, p_detail, p_at, p_key, p_hash, p_meta, p_shard, p_days);
  SELECT * INTO v_win FROM wallet_provider_win(w_provider, w_round, w_merchant, w_member, w_amount, w_detail,
    w_at, w_transaction, w_key, w_hash, w_meta, w_shard, w_day);
  o_replayed := v_bet.o_replayed;
  o_balance := v_win.o_balance;
END;
$$;
--> statement-breakpoint
-- Plans that stay right as the tables grow. PL/pgSQL keeps a statement's plan for the life of the
-- connection, made with the table sizes of the moment it was first run. On a new database the
-- ledger's tables are small, so the balance guard's lookup of a transaction's entries was planned
-- as a scan of all of wallet_entries, and kept: as the entries grew, every posting read them all
-- (seen with auto_explain: 4 ms and rising per posting, the bench's bets at a third of their rate
-- on the runs where the plan was made early). Every statement of these functions reads or writes
-- rows by key, so a sequential scan is never the plan they need: the setting rules it out for the
-- functions and for what they call, whenever the plan is made.
--
-- The balance guard (0021) joined the statement's new entries to wallet_entries, which the
-- planner may still answer by walking the whole index: it now looks up each transaction's entries
-- by its id, which only an index lookup can answer.
CREATE OR REPLACE FUNCTION wallet_entries_balanced() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_tx bigint;
BEGIN
  FOR v_tx IN SELECT DISTINCT n.transaction_id FROM new_entries n LOOP
    IF EXISTS (
      SELECT 1 FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = v_tx
        HAVING sum(e.amount) <> 0 OR count(DISTINCT a.currency) <> 1
    ) THEN
      RAISE EXCEPTION 'ledger transaction % is unbalanced', v_tx;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER FUNCTION wallet_account(integer, text, bigint, text, smallint) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION wallet_post(integer, text, text, text, text, bigint, jsonb, bigint[], bigint[]) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION wallet_provider_post(integer, text, text, text, text, bigint, jsonb, bigint, bigint, bigint) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION wallet_provider_bet(text, text, integer, bigint, text, text, bigint, bigint, jsonb, timestamptz, text, text, jsonb, smallint, text[]) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION wallet_provider_win(text, text, integer, bigint, bigint, jsonb, timestamptz, text, text, text, jsonb, smallint, text) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION rg_charge_bet(bigint, bigint, text[], timestamptz) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION rg_record(bigint, text, bigint, bigint) SET enable_seqscan = off;
