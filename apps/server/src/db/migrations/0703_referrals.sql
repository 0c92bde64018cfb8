-- Invite friends (issue 11, ADR 0019): a member's own referral code, the friends who joined
-- with it, and the merchant's rule that turns a friend's activity into the referrer's bonus.
-- The agent tree is not involved: a referred friend is placed under the referrer's own upline
-- agent, and the member-to-member relation lives only here.

-- One code per member, made on the member's first ask; unique within the merchant.
CREATE TABLE referral_codes (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  code        text NOT NULL CHECK (code ~ '^[A-Z0-9]{6,16}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

-- The merchant's rule: a friend qualifies once their first deposit and their valid bets since
-- joining reach the thresholds; the referrer then gets `reward_minor` as a bonus with wagering.
CREATE TABLE referral_rules (
  merchant_id            bigint PRIMARY KEY REFERENCES merchants(id),
  min_first_deposit_minor bigint NOT NULL CHECK (min_first_deposit_minor >= 0),
  min_turnover_minor     bigint NOT NULL CHECK (min_turnover_minor >= 0),
  reward_minor           bigint NOT NULL CHECK (reward_minor > 0),
  -- Turnover multiple of the bonus in basis points (10 000 = 1×; 0 = paid out at once).
  wagering_multiple_bps  integer NOT NULL CHECK (wagering_multiple_bps BETWEEN 0 AND 1000000),
  valid_days             integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  active                 boolean NOT NULL DEFAULT true,
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- A friend joins with at most one code, for ever: the friend is the key. pending → qualified
-- (the rule was met: the reward waits in the referrer's reward centre) → claimed (`bonus_id`
-- set in the transaction that grants the bonus under grant key `referral:friend:<id>`).
CREATE TABLE member_referrals (
  friend_id    bigint PRIMARY KEY REFERENCES members(id),
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  referrer_id  bigint NOT NULL REFERENCES members(id),
  code         text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'qualified', 'claimed')),
  reward_minor bigint CHECK (reward_minor > 0),
  bonus_id     bigint REFERENCES member_bonuses(id),
  qualified_at timestamptz,
  claimed_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (friend_id <> referrer_id),
  CHECK ((status = 'claimed') = (bonus_id IS NOT NULL)),
  CHECK ((status = 'pending') = (reward_minor IS NULL))
);
CREATE INDEX member_referrals_referrer ON member_referrals (referrer_id, created_at DESC, friend_id);
CREATE INDEX member_referrals_pending ON member_referrals (merchant_id) WHERE status = 'pending';
CREATE INDEX member_referrals_claimable ON member_referrals (referrer_id) WHERE status = 'qualified';
