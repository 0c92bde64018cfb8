-- Promotions (issue 11, ADR 0017): what the merchant offers, who claimed it, who applied.
-- The money goes through the bonus engine (member_bonuses, 0700) and the ledger.

CREATE TABLE promotions (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  kind            text NOT NULL CHECK (kind IN ('deposit_bonus', 'first_deposit', 'reload',
                                                'apply', 'claim', 'raffle')),
  category        text NOT NULL CHECK (category ~ '^[a-z_]{2,32}$'),
  -- Per language: {"en": {"title", "summary", "content"}, ...}; content is sanitised HTML.
  texts           jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  image_key       text,
  target          jsonb NOT NULL DEFAULT '{"type": "all"}'::jsonb,
  -- Reward: percent of the deposit (capped) or a fixed amount, and the bonus's terms.
  percent_bps     integer CHECK (percent_bps BETWEEN 1 AND 100000),
  fixed_minor     bigint CHECK (fixed_minor > 0),
  max_bonus_minor bigint CHECK (max_bonus_minor > 0),
  min_deposit_minor bigint NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
  wagering_multiple_bps integer NOT NULL DEFAULT 0 CHECK (wagering_multiple_bps >= 0),
  -- First-deposit matches usually wager deposit + bonus; others the bonus only.
  wagering_includes_deposit boolean NOT NULL DEFAULT false,
  contribution_bps jsonb NOT NULL DEFAULT '{"*": 10000}'::jsonb,
  max_bet_minor   bigint CHECK (max_bet_minor > 0),
  max_cashout_minor bigint CHECK (max_cashout_minor > 0),
  valid_days      integer NOT NULL DEFAULT 7 CHECK (valid_days BETWEEN 1 AND 365),
  forfeit_on_withdrawal boolean NOT NULL DEFAULT true,
  -- One claim per device / IP / payment account (besides once per member, always).
  limit_per_device  boolean NOT NULL DEFAULT false,
  limit_per_ip      boolean NOT NULL DEFAULT false,
  limit_per_payment_account boolean NOT NULL DEFAULT false,
  -- Raffles: prizes [{amountMinor, weight}], the secret seed and its published sha256.
  raffle_prizes   jsonb,
  raffle_seed     text,
  raffle_seed_hash text,
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz,
  enabled         boolean NOT NULL DEFAULT true,
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_schedule CHECK (ends_at IS NULL OR ends_at > starts_at),
  CONSTRAINT promotions_raffle CHECK ((kind = 'raffle') = (raffle_prizes IS NOT NULL)
    AND (raffle_prizes IS NULL OR (raffle_seed IS NOT NULL AND raffle_seed_hash IS NOT NULL)))
);
CREATE INDEX promotions_live ON promotions (merchant_id, starts_at DESC) WHERE enabled;

-- One claim (or automatic grant, or draw) per member and promotion: the UNIQUE is the lock.
CREATE TABLE promotion_claims (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  -- What qualified: 'claim', 'raffle', 'application:<id>', 'deposit:<orderNo>'.
  reason        text NOT NULL,
  amount_minor  bigint NOT NULL CHECK (amount_minor >= 0),
  bonus_id      bigint REFERENCES member_bonuses(id),
  raffle_roll   integer,
  raffle_client_seed text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promotion_id, member_id)
);
-- Deposit bonuses and reloads pay per qualifying deposit, not once per member.
CREATE TABLE promotion_deposit_grants (
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  deposit_ref   text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members(id),
  bonus_id      bigint NOT NULL REFERENCES member_bonuses(id),
  PRIMARY KEY (promotion_id, deposit_ref)
);

-- Claim limits beyond the member: a device, IP or payment account claims once per promotion.
CREATE TABLE promotion_claim_marks (
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  mark_kind     text NOT NULL CHECK (mark_kind IN ('device', 'ip', 'payment_account')),
  mark_value    text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members(id),
  PRIMARY KEY (promotion_id, mark_kind, mark_value)
);

CREATE TABLE promotion_applications (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  remark        text NOT NULL CHECK (char_length(remark) <= 140),
  status        text NOT NULL DEFAULT 'applying'
                CHECK (status IN ('applying', 'approved', 'rejected')),
  amount_minor  bigint CHECK (amount_minor > 0),
  reason        text CHECK (char_length(reason) <= 500),
  reviewed_by   bigint REFERENCES operators(id),
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_applications_review CHECK (
    (status = 'applying') = (reviewed_at IS NULL)
    AND (status <> 'approved' OR amount_minor IS NOT NULL)
    AND (status <> 'rejected' OR reason IS NOT NULL))
);
-- A member has at most one open or approved application per promotion; after a rejection
-- they may apply again.
CREATE UNIQUE INDEX promotion_applications_one_live
  ON promotion_applications (promotion_id, member_id) WHERE status <> 'rejected';
CREATE INDEX promotion_applications_member ON promotion_applications (member_id, created_at DESC);
CREATE INDEX promotion_applications_review ON promotion_applications (status, created_at);

-- Uploaded images: the bytes live in the storage adapter (disk or S3) under storage_key.
CREATE TABLE promotion_application_images (
  application_id bigint NOT NULL REFERENCES promotion_applications(id),
  position       smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  storage_key    text NOT NULL UNIQUE,
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size_bytes     integer NOT NULL CHECK (size_bytes > 0 AND size_bytes < 5242880),
  PRIMARY KEY (application_id, position)
);
