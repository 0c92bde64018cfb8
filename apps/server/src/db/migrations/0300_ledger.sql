-- The ledger (docs/domain/ledger.md, ADR 0008): accounts and immutable transfers between them.
-- One amount per transfer, so debit = credit by construction. Balances are stored on the
-- account row and changed ONLY by the trigger that applies an inserted transfer; the database
-- refuses every other change. Only modules/ledger writes these tables.

CREATE TABLE ledger_accounts (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id          bigint NOT NULL REFERENCES merchants(id),
  -- ISO 4217 code, or PTS for loyalty points (a unit of its own, never mixed with money).
  currency             text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Trial accounts play with play money: a separate universe no transfer can cross.
  play_money           boolean NOT NULL DEFAULT false,
  kind                 text NOT NULL CHECK (kind IN (
                         'main', 'vendor', 'bonus', 'points',
                         'house', 'cash_in_clearing', 'cash_out_clearing',
                         'commission_expense', 'promotions', 'demo_source')),
  -- NULL for the merchant's system accounts; the owner for member (and agent) wallets.
  member_id            bigint REFERENCES members(id),
  vendor_code          text CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  balance_minor        bigint NOT NULL DEFAULT 0,
  -- Sums of unresolved holds (pending transfers) leaving / arriving at this account.
  pending_debit_minor  bigint NOT NULL DEFAULT 0,
  pending_credit_minor bigint NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner CHECK ((member_id IS NULL) = (kind IN (
    'house', 'cash_in_clearing', 'cash_out_clearing', 'commission_expense', 'promotions',
    'demo_source'))),
  CONSTRAINT ledger_accounts_vendor CHECK ((vendor_code IS NOT NULL) = (kind = 'vendor')),
  CONSTRAINT ledger_accounts_demo_source CHECK (kind <> 'demo_source' OR play_money),
  CONSTRAINT ledger_accounts_pending_non_negative
    CHECK (pending_debit_minor >= 0 AND pending_credit_minor >= 0),
  -- Invariant 2: a member's (agent's, points) balance, net of its holds, is never below zero.
  -- Only the named system accounts (member_id IS NULL) may go negative.
  CONSTRAINT ledger_accounts_non_negative
    CHECK (member_id IS NULL OR balance_minor - pending_debit_minor >= 0)
) WITH (fillfactor = 80); -- room for HOT updates: balances change on every transfer

CREATE UNIQUE INDEX ledger_accounts_member_wallet
  ON ledger_accounts (member_id, kind, coalesce(vendor_code, ''), currency)
  WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system
  ON ledger_accounts (merchant_id, kind, currency, play_money) WHERE member_id IS NULL;

CREATE TABLE ledger_transfers (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- posted: moves money now. pending: a hold. post_pending / void_pending: resolve a hold.
  kind               text NOT NULL
                     CHECK (kind IN ('posted', 'pending', 'post_pending', 'void_pending')),
  -- Money leaves the debit account and arrives at the credit account.
  debit_account_id   bigint NOT NULL,
  credit_account_id  bigint NOT NULL,
  amount_minor       bigint NOT NULL CHECK (amount_minor > 0),
  currency           text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  play_money         boolean NOT NULL,
  code               text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  reference          text NOT NULL DEFAULT '' CHECK (length(reference) <= 200),
  -- Invariant 3: one posting per key; the hash tells a replay from a conflicting request.
  idempotency_key    text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  request_hash       bytea NOT NULL CHECK (length(request_hash) = 32),
  pending_id         bigint REFERENCES ledger_transfers(id),
  metadata           jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_two_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_pending_link
    CHECK ((pending_id IS NULL) = (kind IN ('posted', 'pending'))),
  CONSTRAINT ledger_transfers_idempotency_key UNIQUE (idempotency_key)
);
-- Invariant 4: a hold is resolved (posted or voided) at most once.
CREATE UNIQUE INDEX ledger_transfers_resolves_once
  ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, created_at);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, created_at);

-- Invariant 5: transfers are append-only; corrections are new, reversing transfers.
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- Applies one side of a transfer to an account and checks the account agrees on currency.
CREATE FUNCTION ledger_apply_side(
  account bigint, balance_delta bigint, pending_debit_delta bigint, pending_credit_delta bigint,
  transfer_currency text, transfer_play_money boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  account_currency text;
  account_play_money boolean;
BEGIN
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
  IF account_currency <> transfer_currency OR account_play_money <> transfer_play_money THEN
    RAISE EXCEPTION 'transfer in % (play %) cannot touch account % in % (play %)',
      transfer_currency, transfer_play_money, account, account_currency, account_play_money
      USING ERRCODE = 'check_violation';
  END IF;
END $$;

-- Invariant 6: stored balances move only here, exactly by the transfer just inserted. AFTER
-- INSERT, so a row skipped by ON CONFLICT DO NOTHING never touches a balance.
CREATE FUNCTION ledger_apply_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold ledger_transfers%ROWTYPE;
  debit_balance bigint := 0;
  credit_balance bigint := 0;
  pending_delta bigint := 0;
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
  -- Rows not locked by the caller (system accounts) are locked here, in id order.
  IF NEW.debit_account_id < NEW.credit_account_id THEN
    PERFORM ledger_apply_side(NEW.debit_account_id, debit_balance, pending_delta, 0,
      NEW.currency, NEW.play_money);
    PERFORM ledger_apply_side(NEW.credit_account_id, credit_balance, 0, pending_delta,
      NEW.currency, NEW.play_money);
  ELSE
    PERFORM ledger_apply_side(NEW.credit_account_id, credit_balance, 0, pending_delta,
      NEW.currency, NEW.play_money);
    PERFORM ledger_apply_side(NEW.debit_account_id, debit_balance, pending_delta, 0,
      NEW.currency, NEW.play_money);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_transfer();

-- Accounts open at zero, trial members hold play money only, and nothing but the transfer
-- trigger (trigger depth > 0) may change or delete an account.
CREATE FUNCTION ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance_minor <> 0 OR NEW.pending_debit_minor <> 0
       OR NEW.pending_credit_minor <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens at zero; money arrives by transfer'
        USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.member_id IS NOT NULL AND NEW.play_money IS DISTINCT FROM
       (SELECT m.type = 4 FROM members m WHERE m.id = NEW.member_id) THEN
      RAISE EXCEPTION 'trial members hold play money only, other members real money only'
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger accounts change only through transfers'
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER ledger_accounts_open BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_guard();
CREATE TRIGGER ledger_accounts_direct_change BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_account_guard();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
