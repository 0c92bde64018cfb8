-- A ledger account's fixed columns are checked once, when the account opens, instead of on every
-- balance change (ADR 0055). PostgreSQL checks every CHECK constraint of a row on each UPDATE,
-- re-reading each expression from the catalogue for every statement; a transfer updates two
-- account rows, so the seven constraints on columns that never change after the insert cost
-- each transfer fourteen needless evaluations (the seamless wallet's batch backend spends about
-- a fifth of its CPU in ExecConstraints). They cannot change after the insert: a direct UPDATE
-- is refused (ledger_accounts_direct_change), and the only UPDATE that passes, the transfer
-- trigger's ledger_apply_side, sets the balance columns alone. The two checks on balances stay
-- constraints.
ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_currency_check,
  DROP CONSTRAINT ledger_accounts_kind_check,
  DROP CONSTRAINT ledger_accounts_vendor_code_check,
  DROP CONSTRAINT ledger_accounts_owner,
  DROP CONSTRAINT ledger_accounts_vendor,
  DROP CONSTRAINT ledger_accounts_demo_source,
  DROP CONSTRAINT ledger_accounts_sub_account;

-- The constraints these were (migrations 0300 and 0403), word for word, refused with the same
-- SQLSTATE; a NULL passes as it passed a CHECK. Beside ledger_account_guard, which refuses an
-- account opened with money.
CREATE FUNCTION ledger_account_fixed_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT coalesce(
       NEW.currency ~ '^[A-Z]{3}$'
       AND NEW.kind IN ('main', 'vendor', 'bonus', 'points', 'house', 'cash_in_clearing',
                        'cash_out_clearing', 'commission_expense', 'promotions', 'demo_source')
       AND coalesce(NEW.vendor_code ~ '^[A-Z0-9_]{2,32}$', true)
       AND (NEW.member_id IS NULL) = (NEW.kind IN ('house', 'cash_in_clearing',
             'cash_out_clearing', 'commission_expense', 'promotions', 'demo_source'))
       AND (NEW.vendor_code IS NOT NULL) = (NEW.kind = 'vendor')
       AND (NEW.kind <> 'demo_source' OR NEW.play_money)
       AND (NEW.sub_account = 0 OR (NEW.kind = 'house' AND NEW.sub_account BETWEEN 1 AND 63)),
       true) THEN
    RAISE EXCEPTION 'ledger account: currency, kind, owner, vendor or sub-account not allowed'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER ledger_accounts_fixed_columns BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_fixed_columns();
