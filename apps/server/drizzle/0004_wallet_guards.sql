-- Ledger guards the ORM cannot express (schema.ts, walletAccounts). PostgreSQL 15 compatible.
-- Entries and transactions are append-only: corrections are reversing transactions.
CREATE FUNCTION wallet_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_append_only BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
--> statement-breakpoint
-- At commit, the entries of every transaction touched sum to zero in one currency.
CREATE FUNCTION wallet_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  currencies integer;
BEGIN
  SELECT coalesce(sum(e.amount), 0), count(DISTINCT a.currency)
    INTO total, currencies
    FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = NEW.transaction_id;
  IF total <> 0 OR currencies <> 1 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % currencies)', NEW.transaction_id, total, currencies;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_entries_balanced();
