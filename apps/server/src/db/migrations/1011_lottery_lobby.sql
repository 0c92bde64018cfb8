-- Which house lotteries an operator's lottery lobby lists and in which order (ADR 0040). A
-- merchant without rows lists every lottery in the default order (next draw first within each
-- group); with rows, the lobby lists the enabled ones in sort order, and a lottery the house adds
-- later (no row) after them.
CREATE TABLE lottery_lobby_games (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  game_code text NOT NULL CHECK (game_code ~ '^[A-Z0-9_]{2,32}$'),
  enabled boolean NOT NULL,
  sort_order integer NOT NULL CHECK (sort_order >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, game_code)
);
