-- The house games vendor's own tables. Money is bigint minor units. The house never holds a
-- player's real money: the platform's wallet does; `demo_balance_minor` is play money of demo
-- sessions only.

-- A player the house has met: one per platform member and currency (and one per demo launch).
CREATE TABLE house.players (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_ref text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  display_name text NOT NULL,
  is_demo boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_ref, currency)
);

-- One-time launch tokens handed to the platform in the game URL (only their hash is kept).
CREATE TABLE house.launches (
  token_hash text PRIMARY KEY,
  game_code text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  player_token text,
  currency text NOT NULL,
  language text NOT NULL,
  device text NOT NULL,
  lobby_url text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (mode = 'demo' OR player_token IS NOT NULL)
);

-- A game page's session; the page holds the token, the table its hash.
CREATE TABLE house.sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  player_id bigint NOT NULL REFERENCES house.players (id),
  game_code text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  player_token text,
  currency text NOT NULL,
  language text NOT NULL,
  lobby_url text,
  demo_balance_minor bigint CHECK (demo_balance_minor >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((mode = 'demo') = (demo_balance_minor IS NOT NULL)),
  CHECK (mode = 'demo' OR player_token IS NOT NULL)
);

-- Movements of demo play money, idempotent by transaction id like the real wallet.
CREATE TABLE house.demo_transfers (
  tx_id text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES house.sessions (id),
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Baccarat shoes: 416 cards in dealing order (CSPRNG shuffle) and how far dealing has got.
CREATE TABLE house.baccarat_shoes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_code text NOT NULL,
  cards jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  cut_position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A round of a live table, shared by every player who bets on it.
CREATE TABLE house.table_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  table_code text NOT NULL,
  seq bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('betting', 'settled')),
  opened_at timestamptz NOT NULL,
  bets_close_at timestamptz NOT NULL,
  shoe_id bigint REFERENCES house.baccarat_shoes (id),
  result jsonb,
  settled_at timestamptz,
  UNIQUE (table_code, seq),
  CHECK ((status = 'settled') = (result IS NOT NULL))
);

-- One wager: one debit of the wallet, and what came of it. `detail` holds every input of the
-- game engine (stops, seeds and nonce, the table round) so the round can be replayed.
CREATE TABLE house.rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  game_code text NOT NULL,
  player_id bigint NOT NULL REFERENCES house.players (id),
  session_id bigint NOT NULL REFERENCES house.sessions (id),
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  currency text NOT NULL,
  wallet_round_id text NOT NULL,
  table_round_id bigint REFERENCES house.table_rounds (id),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  win_minor bigint CHECK (win_minor >= 0),
  -- pending: debit sent; refused: debit refused; void: debit rolled back; open: debited,
  -- waiting for the table; settling: win known, credit queued; settled: credit confirmed.
  status text NOT NULL
    CHECK (status IN ('pending', 'refused', 'void', 'open', 'settling', 'settled')),
  debit_tx_id text NOT NULL UNIQUE,
  detail jsonb NOT NULL,
  refusal_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX rounds_player_recent ON house.rounds (player_id, id DESC);
CREATE INDEX rounds_table_round ON house.rounds (table_round_id) WHERE table_round_id IS NOT NULL;

-- Credits and rollbacks the platform must eventually receive. Written before the first
-- attempt; retried with the same txId until the platform answers for good.
CREATE TABLE house.wallet_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('credit', 'rollback')),
  tx_id text NOT NULL UNIQUE,
  round_id bigint NOT NULL REFERENCES house.rounds (id),
  amount_minor bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  outcome text CHECK (outcome IN ('done', 'refused')),
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_outbox_due ON house.wallet_outbox (next_attempt_at) WHERE done_at IS NULL;

-- Provably fair seed pairs: the server seed stays secret (only its hash is shown) until the
-- player rotates it; the nonce counts bets made with the pair.
CREATE TABLE house.fair_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES house.players (id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz,
  CHECK (active = (revealed_at IS NULL))
);
CREATE UNIQUE INDEX fair_seeds_one_active ON house.fair_seeds (player_id) WHERE active;
