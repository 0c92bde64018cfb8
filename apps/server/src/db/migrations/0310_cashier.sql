-- The cashier: what a merchant configures (settings, deposit channels, withdrawal limits and
-- banks, transfer-mode vendor wallets) and what members ask for (deposits, payout accounts,
-- withdrawals and their receipt confirmations). Money itself moves only in the ledger; these
-- rows point at the ledger transfers that moved it.

CREATE TABLE cashier_settings (
  merchant_id                 bigint PRIMARY KEY REFERENCES merchants(id),
  deposit_enabled             boolean NOT NULL DEFAULT true,
  deposit_info                text NOT NULL DEFAULT '',
  withdraw_daily_max_count    integer NOT NULL DEFAULT 5 CHECK (withdraw_daily_max_count >= 0),
  withdraw_daily_max_minor    bigint NOT NULL DEFAULT 10000000 CHECK (withdraw_daily_max_minor >= 0),
  -- Local time window for withdrawal requests; from = to means all day.
  withdraw_from               time NOT NULL DEFAULT '00:00',
  withdraw_to                 time NOT NULL DEFAULT '00:00',
  time_zone                   text NOT NULL DEFAULT 'Asia/Manila',
  -- Turnover (bets) needed before a withdrawal, as a multiple of deposits and bonuses (bps).
  turnover_multiple_bps       integer NOT NULL DEFAULT 10000 CHECK (turnover_multiple_bps >= 0),
  -- A paid withdrawal the member does not confirm in time counts as received (forced).
  auto_confirm_minutes        integer NOT NULL DEFAULT 30 CHECK (auto_confirm_minutes > 0),
  -- Operator adjustments above this size need a second operator's approval.
  adjustment_approval_minor   bigint NOT NULL DEFAULT 1000000 CHECK (adjustment_approval_minor >= 0),
  max_payout_accounts         integer NOT NULL DEFAULT 5 CHECK (max_payout_accounts > 0),
  precaution_note             text NOT NULL DEFAULT '',
  withdraw_time_msg           text NOT NULL DEFAULT '',
  c2c_enabled                 boolean NOT NULL DEFAULT true,
  withdraw_penalty_bps        integer NOT NULL DEFAULT 0 CHECK (withdraw_penalty_bps >= 0)
);

CREATE TABLE withdraw_limits (
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  -- BC bank card, EW e-wallet, VW virtual (crypto) wallet.
  card_type   text NOT NULL CHECK (card_type IN ('BC', 'EW', 'VW')),
  min_minor   bigint NOT NULL CHECK (min_minor > 0),
  max_minor   bigint NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_id, card_type),
  CHECK (max_minor >= min_minor)
);

CREATE TABLE payout_banks (
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  card_type   text NOT NULL CHECK (card_type IN ('BC', 'EW', 'VW')),
  bank_code   text NOT NULL CHECK (bank_code ~ '^[A-Z0-9_]{2,20}$'),
  bank_name   text NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, card_type, bank_code)
);

CREATE TABLE payment_channels (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants(id),
  -- The original clients' channel type keys: MT (manual bank transfer), PG (gateway), ...
  type_code           text NOT NULL CHECK (type_code ~ '^[A-Z0-9]{2,12}$'),
  kind                text NOT NULL CHECK (kind IN ('bank_transfer', 'gateway')),
  vendor_id           text NOT NULL CHECK (vendor_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  vendor_name         text NOT NULL,
  mcs_bank_code       text NOT NULL DEFAULT '',
  banks               jsonb NOT NULL DEFAULT '[]'::jsonb,
  min_minor           bigint NOT NULL CHECK (min_minor > 0),
  max_minor           bigint NOT NULL,
  fixed_amounts_minor bigint[] NOT NULL DEFAULT '{}',
  -- Gateway channels: which payment adapter, and the secret their callbacks are signed with.
  gateway_code        text,
  gateway_secret      text,
  -- Bank-transfer channels: where the member sends the money.
  payee_name          text,
  payee_account       text,
  payee_bank          text,
  enabled             boolean NOT NULL DEFAULT true,
  sort                integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, vendor_id),
  CHECK (max_minor >= min_minor),
  CHECK ((kind = 'gateway') = (gateway_code IS NOT NULL AND gateway_secret IS NOT NULL)),
  CHECK ((kind = 'bank_transfer') = (payee_account IS NOT NULL))
);

CREATE TABLE deposits (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no        text NOT NULL UNIQUE,
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  channel_id      bigint NOT NULL REFERENCES payment_channels(id),
  kind            text NOT NULL CHECK (kind IN ('bank_transfer', 'gateway')),
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  currency        text NOT NULL,
  -- pending → credited (exactly once) | failed (gateway) | rejected (operator)
  status          text NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'credited', 'failed', 'rejected')),
  payer_name      text NOT NULL DEFAULT '',
  payer_reference text NOT NULL DEFAULT '',
  gateway_ref     text,
  pay_url         text,
  transfer_id     bigint REFERENCES ledger_transfers(id),
  decided_by      bigint REFERENCES operators(id),
  reason          text,
  idempotency_key text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deposits_credited CHECK ((status = 'credited') = (transfer_id IS NOT NULL))
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_review ON deposits (merchant_id, status, created_at);
CREATE UNIQUE INDEX deposits_member_key ON deposits (member_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Every gateway callback as it arrived, and what we did with it.
CREATE TABLE deposit_callbacks (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deposit_id    bigint REFERENCES deposits(id),
  gateway_code  text NOT NULL,
  reported      text NOT NULL,
  outcome       text NOT NULL CHECK (outcome IN ('credited', 'failed', 'ignored', 'refused')),
  body          jsonb NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_callbacks_deposit ON deposit_callbacks (deposit_id);

CREATE TABLE payout_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  card_type      text NOT NULL CHECK (card_type IN ('BC', 'EW', 'VW')),
  bank_code      text NOT NULL,
  account_name   text NOT NULL,
  account_number text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  removed_at     timestamptz
);
CREATE UNIQUE INDEX payout_accounts_active
  ON payout_accounts (member_id, card_type, bank_code, account_number) WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no               text NOT NULL UNIQUE,
  merchant_id            bigint NOT NULL REFERENCES merchants(id),
  member_id              bigint NOT NULL REFERENCES members(id),
  payout_account_id      bigint NOT NULL REFERENCES payout_accounts(id),
  card_type              text NOT NULL,
  amount_minor           bigint NOT NULL CHECK (amount_minor > 0),
  currency               text NOT NULL,
  -- pending (amount held) → approved (hold posted) | rejected (hold voided)
  status                 text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'approved', 'rejected')),
  hold_transfer_id       bigint NOT NULL REFERENCES ledger_transfers(id),
  resolution_transfer_id bigint REFERENCES ledger_transfers(id),
  decided_by             bigint REFERENCES operators(id),
  decided_at             timestamptz,
  reason                 text,
  -- After approval: did the member receive the money (spec §4)?
  confirmation_status    text CHECK (confirmation_status IN
                         ('awaiting', 'received', 'not_received', 'fully_received', 'forced_received')),
  received_minor         bigint NOT NULL DEFAULT 0,
  confirm_due_at         timestamptz,
  confirmed_at           timestamptz,
  idempotency_key        text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawals_decided CHECK ((status = 'pending') = (resolution_transfer_id IS NULL)),
  CONSTRAINT withdrawals_confirmation
    CHECK ((status = 'approved') = (confirmation_status IS NOT NULL)),
  CONSTRAINT withdrawals_received CHECK (received_minor BETWEEN 0 AND amount_minor)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_review ON withdrawals (merchant_id, status, created_at);
CREATE INDEX withdrawals_confirm_due ON withdrawals (confirm_due_at)
  WHERE confirmation_status IN ('awaiting', 'received');
CREATE UNIQUE INDEX withdrawals_member_key ON withdrawals (member_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- "Not received" proof images (png/jpg, < 5 MB, at most 3 per claim).
CREATE TABLE withdrawal_proofs (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals(id),
  mime          text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size_bytes    integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242879),
  content       bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);

-- Transfer-mode vendors whose money sits in a wallet of its own (My wallet). Seamless vendors
-- debit the main wallet directly and need no row here.
CREATE TABLE vendor_wallets (
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  vendor_code     text NOT NULL CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  -- The wallet type id the clients use; 2 is the main wallet.
  account_type_id integer NOT NULL CHECK (account_type_id > 2),
  display_name    text NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  sort            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, vendor_code),
  UNIQUE (merchant_id, account_type_id)
);
