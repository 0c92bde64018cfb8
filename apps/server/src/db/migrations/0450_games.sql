-- The game catalogue (issue 5): vendors per merchant and game type, their games, members'
-- favourites and recent games, and PVP rooms. Name search uses a trigram GIN index
-- (ADR 0010); PGlite loads pg_trgm as an extension (db/pglite-db.ts).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE game_vendors (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id),
  -- The vendor code the clients call "vassalage".
  vendor_code       text NOT NULL CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  game_type         text NOT NULL CHECK (game_type IN (
                      'RNG', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS',
                      'COCKFIGHT')),
  display_name      text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 64),
  account_type_id   integer NOT NULL CHECK (account_type_id > 0),
  is_hot            boolean NOT NULL DEFAULT false,
  -- VASSALAGE: the card opens the vendor's game list; GAME: the card launches one game.
  entry_kind        text NOT NULL CHECK (entry_kind IN ('VASSALAGE', 'GAME')),
  default_play_type text NOT NULL DEFAULT 'REAL' CHECK (default_play_type IN ('REAL', 'DEMO')),
  wallet_mode       text NOT NULL CHECK (wallet_mode IN ('seamless', 'transfer')),
  -- live: launched at the vendor; house_demo: a demo vendor whose games open the house's
  -- matching game in demo mode; unavailable: listed, launching answers a clear refusal.
  launch_mode       text NOT NULL CHECK (launch_mode IN ('live', 'house_demo', 'unavailable')),
  sort              integer NOT NULL DEFAULT 0,
  enabled           boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vendor_code, game_type)
);

CREATE TABLE games (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  vendor_id       bigint NOT NULL REFERENCES game_vendors(id),
  -- Copied from the vendor row so list filters need no join.
  vendor_code     text NOT NULL,
  game_type       text NOT NULL,
  -- The id the clients use for favourites and launches; digits, sent as a string.
  node_id         text NOT NULL CHECK (node_id ~ '^[0-9]{1,18}$'),
  -- The vendor's own code for the game (what a launch names).
  game_code       text NOT NULL CHECK (length(game_code) BETWEEN 1 AND 64),
  -- For a house_demo vendor: the house game that opens (in demo mode) in its place.
  house_game_code text CHECK (length(house_game_code) BETWEEN 1 AND 64),
  -- {"EN": "...", "TW": "..."}; EN is the fallback for any other language.
  names           jsonb NOT NULL CHECK (jsonb_typeof(names -> 'EN') = 'string'),
  -- Every name lower-cased and joined: what the trigram index searches.
  search_name     text NOT NULL,
  -- SC scratch, VP video poker, TG table, AC arcade, JP jackpot, BG bingo, SM slot; live
  -- sub-types BAC, SIC, ROU, DAT, BJ, NN; OT anything else.
  classify        text NOT NULL CHECK (classify IN (
                    'SC', 'VP', 'TG', 'AC', 'JP', 'BG', 'SM',
                    'BAC', 'SIC', 'ROU', 'DAT', 'BJ', 'NN', 'OT')),
  min_bet_minor   bigint NOT NULL CHECK (min_bet_minor > 0),
  lines           integer NOT NULL DEFAULT 0 CHECK (lines >= 0),
  artwork_key     text NOT NULL CHECK (artwork_key ~ '^[a-z0-9-]{1,80}$'),
  is_hot          boolean NOT NULL DEFAULT false,
  is_new          boolean NOT NULL DEFAULT false,
  sort            integer NOT NULL DEFAULT 0,
  enabled         boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, node_id),
  UNIQUE (vendor_id, game_code)
);
CREATE INDEX games_list ON games (merchant_id, game_type, vendor_code, sort, id) WHERE enabled;
CREATE INDEX games_hot ON games (merchant_id, sort, id) WHERE enabled AND is_hot;
-- fastupdate off: the catalogue changes rarely, and a pending list (which the planner costs as
-- a full read) would make it prefer a scan until the next vacuum.
CREATE INDEX games_search_name ON games USING gin (search_name gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX games_artwork ON games (artwork_key);

CREATE TABLE game_favourites (
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recent_games (
  member_id       bigint NOT NULL REFERENCES members(id),
  game_id         bigint NOT NULL REFERENCES games(id),
  last_played_at  timestamptz NOT NULL DEFAULT now(),
  plays           integer NOT NULL DEFAULT 1 CHECK (plays > 0),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_latest ON recent_games (member_id, last_played_at DESC);

CREATE TABLE pvp_rooms (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id         bigint NOT NULL REFERENCES games(id),
  room_code       text NOT NULL CHECK (room_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  names           jsonb NOT NULL CHECK (jsonb_typeof(names -> 'EN') = 'string'),
  -- The stake of one hand and what a player must bring to sit down.
  base_bet_minor  bigint NOT NULL CHECK (base_bet_minor > 0),
  min_entry_minor bigint NOT NULL CHECK (min_entry_minor >= base_bet_minor),
  max_players     integer NOT NULL CHECK (max_players BETWEEN 2 AND 100),
  sort            integer NOT NULL DEFAULT 0,
  enabled         boolean NOT NULL DEFAULT true,
  UNIQUE (game_id, room_code)
);
