-- An operator's (merchant's) lottery lobby at the house (ADR 0040): the lotteries in the
-- operator's order and those it switched off. The platform pushes it through the signed
-- settings call whenever the operator saves its lobby, so the house's own lobby page and its
-- bets follow the current choice, also for sessions opened before the change. No row = every
-- lottery, default order.
CREATE TABLE house.lottery_operator_lobby (
  merchant_code text PRIMARY KEY CHECK (merchant_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  game_codes text[] NOT NULL,
  switched_off text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
