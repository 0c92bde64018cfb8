-- The house as a transfer-wallet vendor (vendor code HOUSECLUB at the platform): the platform
-- moves a member's money INTO the house (deposit) and back out (withdraw); in between, game
-- sessions of mode 'transfer' stake and win against that balance without calling the platform.
-- Money is bigint minor units; a balance can never go below zero (CHECK and guarded updates).

-- What each platform member holds at the house, per currency. The row is the lock every
-- movement of that member takes (SELECT ... FOR UPDATE), so concurrent calls serialise.
CREATE TABLE house.transfer_wallets (
  member_ref text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_ref, currency)
);

-- Every deposit and withdraw the platform asked for, keyed by the platform's transfer id: a
-- replay answers this row (its outcome and the balance after it); the same id with another
-- body is refused. A refused withdraw is kept too, so its replay is refused the same way.
CREATE TABLE house.transfer_wallet_transfers (
  transfer_id text PRIMARY KEY,
  member_ref text NOT NULL,
  currency text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdraw')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  outcome text NOT NULL CHECK (outcome IN ('applied', 'refused')),
  balance_after_minor bigint NOT NULL CHECK (balance_after_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transfer_wallet_transfers_member ON house.transfer_wallet_transfers (member_ref, created_at DESC);

-- Stakes, wins and refunds of transfer-mode game sessions, idempotent by the house's txId. A
-- rollback names the debit it refunds (`bet_tx_id`); a debit arriving after its rollback is
-- refused, so a bet given up as unknown can never be taken later.
CREATE TABLE house.transfer_wallet_plays (
  tx_id text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES house.sessions (id),
  member_ref text NOT NULL,
  currency text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  bet_tx_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'rollback') = (bet_tx_id IS NOT NULL))
);
CREATE UNIQUE INDEX transfer_wallet_plays_one_rollback ON house.transfer_wallet_plays (bet_tx_id)
  WHERE kind = 'rollback';

-- Launches and sessions gain mode 'transfer': no player token (the platform is not asked
-- during play), the platform's member reference carried by the signed launch instead.
ALTER TABLE house.launches ADD COLUMN member_ref text;
ALTER TABLE house.launches DROP CONSTRAINT launches_mode_check;
ALTER TABLE house.launches ADD CONSTRAINT launches_mode_check CHECK (mode IN ('real', 'demo', 'transfer'));
ALTER TABLE house.launches DROP CONSTRAINT launches_check;
ALTER TABLE house.launches ADD CONSTRAINT launches_player_check
  CHECK ((mode <> 'real' OR player_token IS NOT NULL) AND (mode <> 'transfer' OR member_ref IS NOT NULL));

ALTER TABLE house.sessions DROP CONSTRAINT sessions_mode_check;
ALTER TABLE house.sessions ADD CONSTRAINT sessions_mode_check CHECK (mode IN ('real', 'demo', 'transfer'));
ALTER TABLE house.sessions DROP CONSTRAINT sessions_check1;
ALTER TABLE house.sessions ADD CONSTRAINT sessions_token_check CHECK (mode <> 'real' OR player_token IS NOT NULL);

ALTER TABLE house.rounds DROP CONSTRAINT rounds_mode_check;
ALTER TABLE house.rounds ADD CONSTRAINT rounds_mode_check CHECK (mode IN ('real', 'demo', 'transfer'));
