-- Members' recently launched house lotteries (the lobby's recent list and popular counts).
-- The lotteries are not catalogue games, so they have their own table keyed by game code.
CREATE TABLE lottery_recent (
  member_id       bigint NOT NULL REFERENCES members(id),
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  game_code       text NOT NULL CHECK (game_code ~ '^[A-Z0-9_]{2,32}$'),
  last_played_at  timestamptz NOT NULL DEFAULT now(),
  plays           integer NOT NULL DEFAULT 1 CHECK (plays > 0),
  PRIMARY KEY (member_id, game_code)
);
CREATE INDEX lottery_recent_latest ON lottery_recent (member_id, last_played_at DESC);
CREATE INDEX lottery_recent_merchant ON lottery_recent (merchant_id, game_code);
