-- The seamless wallet's batch backend runs one batch at a time and its CPU per call caps the
-- wallet (ADR 0059, after ADR 0054 and 0055). Inside seamless_debit and seamless_credit most of
-- that CPU goes to statements the functions do not write themselves: the ledger trigger's
-- nested function calls, two figure triggers on every round change, and foreign-key checks
-- (each one more query plus a row lock on the referenced row) of ids the writer has just read
-- or written. This migration keeps every rule and removes those statements.

-- 1. A transfer's two balance updates as plain UPDATEs inside the trigger. Migration 0300 called
-- ledger_apply_side once per side through PERFORM: two more statements and two more function
-- calls for every transfer. The same UPDATE, the same lock order (lower account id first), the
-- same refusals with the same SQLSTATEs; ledger_apply_side stays for anything that calls it.
CREATE OR REPLACE FUNCTION ledger_apply_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold ledger_transfers%ROWTYPE;
  debit_balance bigint := 0;
  credit_balance bigint := 0;
  pending_delta bigint := 0;
  side integer;
  account bigint;
  balance_delta bigint;
  pending_debit_delta bigint;
  pending_credit_delta bigint;
  account_currency text;
  account_play_money boolean;
BEGIN
  IF NEW.kind = 'posted' THEN
    debit_balance := -NEW.amount_minor;
    credit_balance := NEW.amount_minor;
  ELSIF NEW.kind = 'pending' THEN
    pending_delta := NEW.amount_minor;
  ELSE
    SELECT * INTO hold FROM ledger_transfers WHERE id = NEW.pending_id;
    IF NOT FOUND OR hold.kind <> 'pending' THEN
      RAISE EXCEPTION 'transfer % resolves %, which is not a hold', NEW.id, NEW.pending_id
        USING ERRCODE = 'check_violation';
    END IF;
    IF (hold.debit_account_id, hold.credit_account_id, hold.currency, hold.play_money)
       IS DISTINCT FROM
       (NEW.debit_account_id, NEW.credit_account_id, NEW.currency, NEW.play_money) THEN
      RAISE EXCEPTION 'transfer % must resolve hold % between the same accounts',
        NEW.id, NEW.pending_id USING ERRCODE = 'check_violation';
    END IF;
    pending_delta := -hold.amount_minor;
    IF NEW.kind = 'post_pending' THEN
      IF NEW.amount_minor > hold.amount_minor THEN
        RAISE EXCEPTION 'posting % exceeds hold % of %', NEW.amount_minor, hold.id,
          hold.amount_minor USING ERRCODE = 'check_violation';
      END IF;
      debit_balance := -NEW.amount_minor;
      credit_balance := NEW.amount_minor;
    ELSIF NEW.amount_minor <> hold.amount_minor THEN
      RAISE EXCEPTION 'a void carries the whole hold amount' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  -- Rows not locked by the caller (system accounts) are locked here, in id order: side 1 is the
  -- account with the lower id.
  FOR side IN 1..2 LOOP
    IF (side = 1) = (NEW.debit_account_id < NEW.credit_account_id) THEN
      account := NEW.debit_account_id;
      balance_delta := debit_balance;
      pending_debit_delta := pending_delta;
      pending_credit_delta := 0;
    ELSE
      account := NEW.credit_account_id;
      balance_delta := credit_balance;
      pending_debit_delta := 0;
      pending_credit_delta := pending_delta;
    END IF;
    UPDATE ledger_accounts
       SET balance_minor = balance_minor + balance_delta,
           pending_debit_minor = pending_debit_minor + pending_debit_delta,
           pending_credit_minor = pending_credit_minor + pending_credit_delta
     WHERE id = account
    RETURNING currency, play_money INTO account_currency, account_play_money;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % does not exist', account
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    -- Invariant 1: one currency (and one money universe) per transfer.
    IF account_currency <> NEW.currency OR account_play_money <> NEW.play_money THEN
      RAISE EXCEPTION 'transfer in % (play %) cannot touch account % in % (play %)',
        NEW.currency, NEW.play_money, account, account_currency, account_play_money
        USING ERRCODE = 'check_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- 2. A round change writes its team delta and its report delta from one trigger, in one
-- statement, and only when it changed a figure. Migrations 0601 and 1000 each added an AFTER
-- ROW trigger on bet_rounds (two function calls, two statements per change, and a call even
-- for a change that only settles the round). The rows written are the same as before: one
-- team_stat_events row and one report_events row per change that moves a figure, a new round
-- counting one bet.
CREATE FUNCTION bet_round_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_valid  bigint := NEW.stake_minor - NEW.refund_minor;
  d_payout bigint := NEW.payout_minor;
  d_count  integer := 1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    d_valid := d_valid - (OLD.stake_minor - OLD.refund_minor);
    d_payout := d_payout - OLD.payout_minor;
    d_count := 0;
  END IF;
  IF d_valid <> 0 OR d_payout <> 0 OR d_count <> 0 THEN
    WITH team AS (
      INSERT INTO team_stat_events (member_id, day, bet_count, valid_bet_minor, payout_minor)
      VALUES (NEW.member_id, (NEW.started_at AT TIME ZONE 'UTC')::date, d_count, d_valid,
              d_payout)
    )
    INSERT INTO report_events (merchant_id, member_id, day, vendor_code, game_type, bet_count,
                               valid_bet_minor, payout_minor)
    VALUES (NEW.merchant_id, NEW.member_id, (NEW.started_at AT TIME ZONE 'UTC')::date,
            NEW.vendor_code, coalesce(NEW.game_type, ''), d_count, d_valid, d_payout);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER bet_rounds_team_stats ON bet_rounds;
DROP TRIGGER bet_rounds_report ON bet_rounds;
DROP FUNCTION team_stats_bet_round();
DROP FUNCTION report_bet_round();
CREATE TRIGGER bet_rounds_figures_added AFTER INSERT ON bet_rounds
  FOR EACH ROW EXECUTE FUNCTION bet_round_figures();
CREATE TRIGGER bet_rounds_figures_changed AFTER UPDATE ON bet_rounds
  FOR EACH ROW
  WHEN (NEW.stake_minor - NEW.refund_minor IS DISTINCT FROM OLD.stake_minor - OLD.refund_minor
        OR NEW.payout_minor IS DISTINCT FROM OLD.payout_minor)
  EXECUTE FUNCTION bet_round_figures();

-- 3. Foreign keys whose every writer already holds the referenced row. A foreign-key check is
-- one more query per inserted row and a KEY SHARE lock (a heap write and a WAL record) on the
-- referenced row; the wallet paid five a call.
-- - team_stat_events.member_id: every row is written by a trigger on members, bet_rounds,
--   deposits or withdrawals, from a row whose own member_id (or id) is checked; members are
--   never deleted.
-- - vendor_wallet_txs.merchant_id and member_id: the seamless functions write a wallet row
--   after the round row with the same merchant and member (checked by bet_rounds' keys) or
--   after reading the bet row of that member; the application's path (insertWalletTx) writes
--   them from the vendor integration's merchant and a member it has just read. Merchants and
--   members are never deleted.
-- - vendor_wallet_txs.transfer_id: always the id of a transfer inserted in the same transaction
--   (RETURNING id), and transfers are never deleted (ledger_transfers_append_only).
ALTER TABLE team_stat_events DROP CONSTRAINT team_stat_events_member_id_fkey;
ALTER TABLE vendor_wallet_txs
  DROP CONSTRAINT vendor_wallet_txs_merchant_id_fkey,
  DROP CONSTRAINT vendor_wallet_txs_member_id_fkey,
  DROP CONSTRAINT vendor_wallet_txs_transfer_id_fkey;
