-- Rewards (issue 11, part B): VIP levels, self-service rebate, the rewards a member can claim
-- (reward centre), missions. Money moves only through the ledger; these tables record what
-- was earned and which ledger key pays it, so each reward is paid exactly once.

-- VIP levels per merchant. A member reaches a level when both cumulative sums (valid bets and
-- deposits, in the merchant's currency) reach its thresholds; levels never go down.
CREATE TABLE vip_levels (
  merchant_id                  bigint NOT NULL REFERENCES merchants(id),
  level                        smallint NOT NULL CHECK (level BETWEEN 0 AND 99),
  name                         text NOT NULL CHECK (length(name) BETWEEN 1 AND 32),
  min_valid_bet_minor          bigint NOT NULL DEFAULT 0 CHECK (min_valid_bet_minor >= 0),
  min_deposit_minor            bigint NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
  upgrade_bonus_minor          bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus_minor >= 0),
  monthly_bonus_minor          bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus_minor >= 0),
  birthday_bonus_minor         bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus_minor >= 0),
  -- Most a member of this level may withdraw per calendar day (UTC); NULL = no VIP limit.
  daily_withdrawal_limit_minor bigint CHECK (daily_withdrawal_limit_minor > 0),
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, level)
);

-- Rebate rate per game type and VIP level, in basis points of valid bets (at most 5 %).
CREATE TABLE rebate_rates (
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  game_type   text NOT NULL CHECK (game_type ~ '^[A-Z]{2,16}$'),
  vip_level   smallint NOT NULL CHECK (vip_level BETWEEN 0 AND 99),
  rate_bps    integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 500),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, game_type, vip_level)
);

CREATE TABLE rebate_claims (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  currency        text NOT NULL,
  -- Opened first (its id names the counted rounds), completed in the same transaction.
  valid_bet_minor bigint NOT NULL DEFAULT 0 CHECK (valid_bet_minor >= 0),
  amount_minor    bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  -- Per game type: [{ "gameType": "RNG", "validBetMinor": "…", "rateBps": 80, … }]
  breakdown       jsonb NOT NULL DEFAULT '[]',
  transfer_id     bigint REFERENCES ledger_transfers(id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, created_at DESC);

-- Every settled round a claim counted, once: the primary key is what makes "since the last
-- claim" exact even when rounds settle out of order or while a claim runs.
CREATE TABLE rebate_claim_rounds (
  bet_round_id bigint PRIMARY KEY REFERENCES bet_rounds(id),
  claim_id     bigint NOT NULL REFERENCES rebate_claims(id)
);

-- Rewards earned and waiting in the reward centre (VIP upgrade, monthly and birthday bonuses,
-- missions, invitations). `reward_key` names the reward once per member (e.g. `vip:upgrade:3`,
-- `vip:monthly:2026-11`, `mission:7:2026-11-28`), so issuing twice is a no-op.
CREATE TABLE member_rewards (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  source       text NOT NULL CHECK (source IN ('vip_upgrade', 'vip_monthly', 'vip_birthday',
                                               'mission', 'referral')),
  reward_key   text NOT NULL CHECK (length(reward_key) BETWEEN 1 AND 100),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency     text NOT NULL,
  -- What the reward centre shows: a translation key's parameters (level name, mission title).
  details      jsonb NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed')),
  transfer_id  bigint REFERENCES ledger_transfers(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  claimed_at   timestamptz,
  UNIQUE (member_id, reward_key),
  CONSTRAINT member_rewards_claimed CHECK ((status = 'claimed') = (transfer_id IS NOT NULL))
);
CREATE INDEX member_rewards_claimable ON member_rewards (member_id) WHERE status = 'claimable';

ALTER TABLE members ADD COLUMN birth_date date;
