-- House lottery: draws with their commit-reveal proof, the draws' secret seeds, and bets.
-- Owned by apps/house/src/lottery. Money is bigint minor units.
CREATE SCHEMA IF NOT EXISTS house;

CREATE TABLE house.lottery_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_code text NOT NULL,
  numero text NOT NULL,
  open_at timestamptz NOT NULL,
  lock_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  -- sha256(seed), public from the moment the row exists (before betting opens).
  commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  -- The revealed seed: NULL until the draw is drawn (or voided).
  seed text CHECK (seed ~ '^[0-9a-f]{64}$'),
  result jsonb,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'open', 'locked', 'drawn', 'settled', 'void')),
  void_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  drawn_at timestamptz,
  settled_at timestamptz,
  UNIQUE (game_code, numero),
  CHECK (open_at < lock_at AND lock_at <= draw_at),
  CHECK ((status IN ('drawn', 'settled')) = (result IS NOT NULL)),
  -- Revealed exactly when drawn; a void draw reveals it too unless the secret was lost.
  CHECK (CASE
    WHEN status IN ('drawn', 'settled') THEN seed IS NOT NULL
    WHEN status = 'void' THEN true
    ELSE seed IS NULL
  END),
  CHECK ((status = 'void') = (void_reason IS NOT NULL))
);

CREATE INDEX lottery_draws_due ON house.lottery_draws (draw_at)
  WHERE status IN ('scheduled', 'open', 'locked');
CREATE INDEX lottery_draws_to_settle ON house.lottery_draws (draw_at) WHERE status = 'drawn';
CREATE INDEX lottery_draws_history ON house.lottery_draws (game_code, draw_at DESC);

-- The secret half of each commitment. Only the draw reads it; it is copied to
-- lottery_draws.seed when revealed. Kept apart so no query of draws can leak it early.
CREATE TABLE house.lottery_draw_seeds (
  draw_id bigint PRIMARY KEY REFERENCES house.lottery_draws (id),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$')
);

CREATE TABLE house.lottery_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  draw_id bigint NOT NULL REFERENCES house.lottery_draws (id),
  -- The player as the platform's wallet protocol names them.
  member_ref text NOT NULL,
  -- The page's idempotency key for this bet; a retry with the same key is the same bet.
  bet_ref text NOT NULL,
  currency text NOT NULL,
  bet_type text NOT NULL,
  numbers text[] NOT NULL,
  position smallint CHECK (position BETWEEN 1 AND 5),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  -- The odds in force when the bet was placed: pays odds_win per odds_per staked, per hit.
  odds_win bigint NOT NULL CHECK (odds_win > 0),
  odds_per bigint NOT NULL CHECK (odds_per > 0),
  payout_minor bigint CHECK (payout_minor >= 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'placed', 'won', 'lost', 'void')),
  created_at timestamptz NOT NULL DEFAULT now(),
  placed_at timestamptz,
  settled_at timestamptz,
  -- Vendor transaction ids sent to the platform wallet: the stake debit, then the settlement
  -- (credit of the payout, 0 for a loss, or rollback of the debit for a void bet).
  debit_tx_id text NOT NULL UNIQUE,
  settle_tx_id text UNIQUE,
  -- When the wallet acknowledged the settlement call (NULL = still to send).
  wallet_done_at timestamptz,
  UNIQUE (member_ref, bet_ref),
  CHECK ((status IN ('won', 'lost', 'void')) = (settled_at IS NOT NULL)),
  CHECK ((status IN ('won', 'lost')) = (payout_minor IS NOT NULL)),
  CHECK (status <> 'won' OR payout_minor > 0),
  CHECK (status <> 'lost' OR payout_minor = 0),
  CHECK (status <> 'placed' OR placed_at IS NOT NULL),
  CHECK (wallet_done_at IS NULL OR settled_at IS NOT NULL)
);

CREATE INDEX lottery_bets_draw ON house.lottery_bets (draw_id, status);
CREATE INDEX lottery_bets_member ON house.lottery_bets (member_ref, created_at DESC);
CREATE INDEX lottery_bets_wallet_outbox ON house.lottery_bets (settled_at)
  WHERE settled_at IS NOT NULL AND wallet_done_at IS NULL;
