-- Game vendors: per-merchant integration settings (adapter, wallet mode, shared secret), the
-- player tokens handed to vendors at launch, every seamless wallet movement (the idempotency
-- record, keyed by vendor and the vendor's txId, tombstones included) and the bet rounds the
-- member centre reports from.

CREATE TABLE vendor_integrations (
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  vendor_code  text NOT NULL CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  -- Which adapter in providers/vendors speaks to it.
  adapter      text NOT NULL CHECK (adapter IN ('house', 'local_transfer')),
  wallet_mode  text NOT NULL CHECK (wallet_mode IN ('seamless', 'transfer')),
  -- HMAC secret shared with the vendor (both directions).
  secret       text NOT NULL CHECK (length(secret) >= 16),
  -- The vendor's base URL (launch, round pages); null for in-process vendors.
  base_url     text,
  -- What members' browsers reach the vendor at (round pages linked from the betting record).
  public_url   text,
  enabled      boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_id, vendor_code)
);
CREATE INDEX vendor_integrations_code ON vendor_integrations (vendor_code);

-- Player tokens given to a vendor at launch; only the sha256 is kept.
CREATE TABLE vendor_player_tokens (
  token_hash   bytea PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  vendor_code  text NOT NULL,
  currency     text NOT NULL,
  game_code    text NOT NULL,
  -- The lobby game type of the launched game (RNG, LIVE, ...), copied to bet rounds.
  game_type    text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX vendor_player_tokens_member ON vendor_player_tokens (member_id, created_at DESC);

-- One row per successful debit, credit or rollback, and per tombstone (a rollback of a bet
-- that never arrived: kind 'tombstone', tx_id = the barred bet id). UNIQUE (vendor, txId) is
-- what makes every call idempotent and a late debit after its tombstone impossible.
CREATE TABLE vendor_wallet_txs (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id),
  vendor_code   text NOT NULL,
  tx_id         text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'tombstone')),
  member_id     bigint NOT NULL REFERENCES members(id),
  currency      text NOT NULL,
  round_id      text NOT NULL,
  game_code     text NOT NULL,
  bet_tx_id     text,
  amount_minor  bigint NOT NULL CHECK (amount_minor >= 0),
  -- sha256 of the call's identifying fields: a replay must match it, else TRANSACTION_CONFLICT.
  request_hash  bytea NOT NULL,
  transfer_id   bigint REFERENCES ledger_transfers(id),
  -- Debits only: open until credited (settled) or rolled back.
  state         text CHECK (state IN ('open', 'settled', 'rolled_back')),
  settled_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vendor_code, tx_id)
);
CREATE INDEX vendor_wallet_txs_round
  ON vendor_wallet_txs (merchant_id, vendor_code, member_id, round_id) WHERE kind = 'debit';

-- A member's round at a vendor: what the betting record and profit and loss read.
CREATE TABLE bet_rounds (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  vendor_code   text NOT NULL,
  round_id      text NOT NULL,
  game_code     text NOT NULL,
  game_type     text,
  currency      text NOT NULL,
  stake_minor   bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  payout_minor  bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  refund_minor  bigint NOT NULL DEFAULT 0 CHECK (refund_minor >= 0),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void')),
  started_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz,
  UNIQUE (merchant_id, vendor_code, member_id, round_id)
);
CREATE INDEX bet_rounds_member_time ON bet_rounds (member_id, started_at DESC);
