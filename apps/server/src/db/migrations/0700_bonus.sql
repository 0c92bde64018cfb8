-- The bonus engine (docs/decisions/0016-bonus-engine.md): a granted bonus is money in the
-- member's bonus account (ledger kind 'bonus') with a wagering requirement. The ledger holds
-- the money; these rows hold each bonus's terms and progress. Only modules/bonus writes them.

CREATE TABLE member_bonuses (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id              bigint NOT NULL REFERENCES merchants(id),
  member_id                bigint NOT NULL REFERENCES members(id),
  currency                 text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Who granted it and for what: 'promotion' + promotion id, 'mission' + mission id, ...
  source                   text NOT NULL CHECK (source ~ '^[a-z][a-z_]{1,31}$'),
  source_ref               text NOT NULL CHECK (length(source_ref) <= 100),
  -- A grant happens once per key (the caller's idempotency key, namespaced).
  grant_key                text NOT NULL UNIQUE CHECK (length(grant_key) BETWEEN 1 AND 150),
  amount_minor             bigint NOT NULL CHECK (amount_minor > 0),
  wagering_required_minor  bigint NOT NULL CHECK (wagering_required_minor >= 0),
  wagered_minor            bigint NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
  -- Share of a valid bet that counts, per game type, in basis points; '*' for the others.
  contribution_bps         jsonb NOT NULL DEFAULT '{"*": 10000}'::jsonb,
  -- A round staking more than this while wagering does not count (NULL: no limit).
  max_bet_minor            bigint CHECK (max_bet_minor > 0),
  -- At most this much becomes cash on conversion; the rest returns to the merchant.
  max_cashout_minor        bigint CHECK (max_cashout_minor > 0),
  forfeit_on_withdrawal    boolean NOT NULL DEFAULT true,
  expires_at               timestamptz NOT NULL,
  status                   text NOT NULL DEFAULT 'active'
                           CHECK (status IN ('active', 'converted', 'expired', 'forfeited')),
  released_minor           bigint NOT NULL DEFAULT 0 CHECK (released_minor >= 0),
  removed_minor            bigint NOT NULL DEFAULT 0 CHECK (removed_minor >= 0),
  granted_at               timestamptz NOT NULL DEFAULT now(),
  closed_at                timestamptz,
  -- A closed bonus has given back or released all of its money, never more.
  CONSTRAINT member_bonuses_closed CHECK (
    (status = 'active') = (closed_at IS NULL)
    AND (status = 'active' OR released_minor + removed_minor = amount_minor))
);
CREATE INDEX member_bonuses_member ON member_bonuses (member_id, granted_at DESC);
CREATE INDEX member_bonuses_active ON member_bonuses (expires_at) WHERE status = 'active';

-- Which settled rounds counted toward which bonus, so counting again counts nothing twice.
CREATE TABLE bonus_wager_rounds (
  bonus_id      bigint NOT NULL REFERENCES member_bonuses(id),
  bet_round_id  bigint NOT NULL REFERENCES bet_rounds(id),
  counted_minor bigint NOT NULL CHECK (counted_minor >= 0),
  PRIMARY KEY (bonus_id, bet_round_id)
);
