-- An operator's (merchant's) lottery payout table per game family (ADR 0040): the odds of each
-- bet type, the bet types switched off and the stake limits per bet. Set by the platform through
-- the signed settings call, which checks every bet type's exact RTP is within 90–100 % first; a
-- family without a row plays the house's default table. Bets copy their odds at placement
-- (lottery_bets.odds_win/odds_per), so a change never touches a bet already placed.
CREATE TABLE house.lottery_operator_tables (
  merchant_code text NOT NULL CHECK (merchant_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  family text NOT NULL CHECK (family IN ('vn-north', 'vn-provincial', 'fast-5d')),
  -- {"<betType>": {"win": "98", "per": "27"}, …}: every bet type of the family.
  odds jsonb NOT NULL CHECK (jsonb_typeof(odds) = 'object'),
  switched_off text[] NOT NULL DEFAULT '{}',
  min_stake_minor bigint NOT NULL CHECK (min_stake_minor > 0),
  max_stake_minor bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, family),
  CHECK (max_stake_minor >= min_stake_minor)
);
