-- House virtual football book (apps/house/src/sports): rounds with their commit-reveal proof,
-- the rounds' secret seeds, matches with their fixed odds, and single bets. Money is bigint
-- minor units; decimal odds are bigint thousandths.
CREATE SCHEMA IF NOT EXISTS house;

CREATE TABLE house.sports_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The kickoff time, YYYYMMDD-HHMM UTC.
  code text NOT NULL UNIQUE,
  open_at timestamptz NOT NULL,
  kickoff_at timestamptz NOT NULL,
  margin_bp integer NOT NULL CHECK (margin_bp BETWEEN 0 AND 5000),
  -- sha256(seed), public from the moment the row exists (before betting opens).
  commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  -- The revealed seed: NULL until kickoff.
  seed text CHECK (seed ~ '^[0-9a-f]{64}$'),
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'played', 'settled', 'void')),
  void_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  played_at timestamptz,
  settled_at timestamptz,
  CHECK (open_at < kickoff_at),
  CHECK (status NOT IN ('played', 'settled') OR seed IS NOT NULL),
  CHECK (status <> 'scheduled' OR seed IS NULL),
  CHECK ((status = 'void') = (void_reason IS NOT NULL))
);

CREATE INDEX sports_rounds_due ON house.sports_rounds (kickoff_at) WHERE status = 'scheduled';
CREATE INDEX sports_rounds_to_settle ON house.sports_rounds (kickoff_at) WHERE status = 'played';
CREATE INDEX sports_rounds_history ON house.sports_rounds (kickoff_at DESC);

-- The secret half of each commitment, kept apart so no query of rounds can leak it early.
CREATE TABLE house.sports_round_seeds (
  round_id bigint PRIMARY KEY REFERENCES house.sports_rounds (id),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$')
);

CREATE TABLE house.sports_matches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES house.sports_rounds (id),
  match_no smallint NOT NULL CHECK (match_no > 0),
  home_team text NOT NULL,
  away_team text NOT NULL,
  -- The ratings the match was priced and played with.
  home_rating integer NOT NULL CHECK (home_rating > 0),
  away_rating integer NOT NULL CHECK (away_rating > 0),
  odds_home bigint NOT NULL CHECK (odds_home > 1000),
  odds_draw bigint NOT NULL CHECK (odds_draw > 1000),
  odds_away bigint NOT NULL CHECK (odds_away > 1000),
  odds_over bigint NOT NULL CHECK (odds_over > 1000),
  odds_under bigint NOT NULL CHECK (odds_under > 1000),
  home_goals smallint CHECK (home_goals >= 0),
  away_goals smallint CHECK (away_goals >= 0),
  UNIQUE (round_id, match_no),
  CHECK ((home_goals IS NULL) = (away_goals IS NULL))
);

CREATE TABLE house.sports_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES house.sports_matches (id),
  round_id bigint NOT NULL REFERENCES house.sports_rounds (id),
  member_ref text NOT NULL,
  -- The house game session that placed it (real or demo wallet); no foreign key on purpose.
  session_id bigint,
  -- The page's idempotency key; a retry with the same key is the same bet.
  bet_ref text NOT NULL,
  currency text NOT NULL,
  market text NOT NULL CHECK (market IN ('1X2', 'OU25')),
  selection text NOT NULL CHECK (selection IN ('home', 'draw', 'away', 'over', 'under')),
  -- Fixed when the bet was placed.
  odds_milli bigint NOT NULL CHECK (odds_milli > 1000),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  payout_minor bigint CHECK (payout_minor >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'placed', 'won', 'lost', 'void')),
  created_at timestamptz NOT NULL DEFAULT now(),
  placed_at timestamptz,
  settled_at timestamptz,
  -- Vendor transaction ids sent to the platform wallet: the stake debit, then the settlement.
  debit_tx_id text NOT NULL UNIQUE,
  settle_tx_id text UNIQUE,
  wallet_done_at timestamptz,
  wallet_claimed_until timestamptz,
  UNIQUE (member_ref, bet_ref),
  CHECK ((status IN ('won', 'lost', 'void')) = (settled_at IS NOT NULL)),
  CHECK ((status IN ('won', 'lost')) = (payout_minor IS NOT NULL)),
  CHECK (status <> 'won' OR payout_minor > 0),
  CHECK (status <> 'lost' OR payout_minor = 0),
  CHECK (status <> 'placed' OR placed_at IS NOT NULL),
  CHECK (wallet_done_at IS NULL OR settled_at IS NOT NULL)
);

CREATE INDEX sports_bets_round ON house.sports_bets (round_id, status);
CREATE INDEX sports_bets_member ON house.sports_bets (member_ref, created_at DESC);
CREATE INDEX sports_bets_wallet_outbox ON house.sports_bets (settled_at)
  WHERE settled_at IS NOT NULL AND wallet_done_at IS NULL;
