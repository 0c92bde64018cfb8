-- The points mall (issue 12, ADR 0021). Points are ledger money in the unit PTS: the member's
-- 'points' account and the merchant's 'promotions' account in PTS (the issuer, may go
-- negative). These tables hold the merchant's settings, earning rules, goods with their stock,
-- redemption orders and the earning job's watermarks. Only modules/points writes them.

CREATE TABLE points_settings (
  merchant_id        bigint PRIMARY KEY REFERENCES merchants(id),
  -- Cash conversion: this many points buy one unit of the merchant's currency.
  points_per_unit    bigint NOT NULL DEFAULT 100 CHECK (points_per_unit > 0),
  -- The smallest conversion a member may ask for, in points.
  min_convert_points bigint NOT NULL DEFAULT 100 CHECK (min_convert_points > 0),
  -- The points rules page (plain text, shown as is).
  rules_text         text NOT NULL DEFAULT '' CHECK (length(rules_text) <= 5000),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- Points earned per unit of currency: per valid bet (by game type, '*' for the others) or per
-- deposit ('*'). rate_bps 10 000 = one point per unit of currency.
CREATE TABLE points_earning_rules (
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  source      text NOT NULL CHECK (source IN ('bet', 'deposit')),
  game_type   text NOT NULL CHECK (game_type ~ '^(\*|[A-Z][A-Z0-9_]{0,19})$'),
  rate_bps    integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 1000000),
  PRIMARY KEY (merchant_id, source, game_type),
  CONSTRAINT points_earning_rules_deposit_any CHECK (source = 'bet' OR game_type = '*')
);

CREATE TABLE points_goods (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id),
  -- cash: money to the main wallet; bonus: a bonus by the bonus engine; physical: delivered.
  kind          text NOT NULL CHECK (kind IN ('cash', 'bonus', 'physical')),
  category      text NOT NULL CHECK (category ~ '^[a-z][a-z0-9_]{0,31}$'),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description   text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
  image_url     text NOT NULL DEFAULT '' CHECK (length(image_url) <= 500),
  price_points  bigint NOT NULL CHECK (price_points > 0),
  -- What a cash or bonus good pays, in the merchant's currency (minor units).
  value_minor   bigint NOT NULL DEFAULT 0 CHECK (value_minor >= 0),
  -- NULL: unlimited. Taken by a conditional UPDATE in the redemption's transaction.
  stock         integer CHECK (stock >= 0),
  active        boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_goods_value CHECK (kind = 'physical' OR value_minor > 0)
);
CREATE INDEX points_goods_merchant ON points_goods (merchant_id, sort, id);

CREATE TABLE points_orders (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  goods_id       bigint NOT NULL REFERENCES points_goods(id),
  points         bigint NOT NULL CHECK (points > 0),
  -- The points are held (a pending ledger transfer) until an operator passes or rejects.
  hold_id        bigint NOT NULL REFERENCES ledger_transfers(id),
  status         text NOT NULL DEFAULT 'applying'
                 CHECK (status IN ('applying', 'passed', 'rejected')),
  recipient      text NOT NULL DEFAULT '' CHECK (length(recipient) <= 100),
  address        text NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  phone          text NOT NULL DEFAULT '' CHECK (length(phone) <= 30),
  request_key    text NOT NULL UNIQUE CHECK (length(request_key) BETWEEN 1 AND 200),
  reason         text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  decided_by     bigint REFERENCES operators(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz,
  CONSTRAINT points_orders_decided CHECK ((status = 'applying') = (decided_at IS NULL))
);
CREATE INDEX points_orders_member ON points_orders (member_id, created_at DESC);
CREATE INDEX points_orders_applying ON points_orders (merchant_id, created_at)
  WHERE status = 'applying';

-- How far the earning job has read each source (bet_rounds.settled_at, deposits.updated_at
-- when credited). Each run rereads a window before the mark (rows committed late with an
-- earlier time); points are keyed by the source row in the ledger, so a row read twice earns once.
CREATE TABLE points_watermarks (
  source   text PRIMARY KEY CHECK (source IN ('bet', 'deposit')),
  last_at  timestamptz NOT NULL DEFAULT 'epoch'
);
