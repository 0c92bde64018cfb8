-- Accounts and sessions: member profile columns, second-step verification, one-time codes and
-- tokens, login history and known IPs, encryption keys, replay nonces, rate-limit counters and
-- the development outbox. Times compared with the application clock are stored as timestamptz.

ALTER TABLE members
  ADD COLUMN mobile                text CHECK (mobile ~ '^[0-9]{4,15}$'),
  ADD COLUMN country_dialing_code  text CHECK (country_dialing_code ~ '^[0-9]{1,4}$'),
  ADD COLUMN email                 text,
  ADD COLUMN payee_name            text,
  ADD COLUMN qq_num                text,
  ADD COLUMN line                  text,
  ADD COLUMN whatsapp              text,
  ADD COLUMN facebook              text,
  ADD COLUMN wechat                text,
  ADD COLUMN id_number             text,
  ADD COLUMN recommender_id        text,
  -- An agent's invitation code (spec: affiliate/referral code), unique per merchant.
  ADD COLUMN affiliate_code        text CHECK (affiliate_code ~ '^[A-Za-z0-9]{4,32}$'),
  ADD COLUMN register_ip           text,
  ADD COLUMN register_url          text,
  ADD COLUMN payment_password_hash text,
  ADD COLUMN password_changed_at   timestamptz,
  ADD COLUMN last_login_at         timestamptz,
  ADD COLUMN language              text,
  ADD COLUMN avatar                text NOT NULL DEFAULT '0',
  ADD COLUMN avatar_type           text NOT NULL DEFAULT 'STATIC',
  ADD COLUMN club_label_name       text,
  ADD COLUMN club_rank_level       smallint NOT NULL DEFAULT 0,
  ADD COLUMN member_labels         text[] NOT NULL DEFAULT '{}',
  ADD COLUMN member_label_color    text,
  -- RFC 6238 secret (base32). Pending while totp_enabled is false.
  ADD COLUMN totp_secret           text,
  ADD COLUMN totp_enabled          boolean NOT NULL DEFAULT false,
  -- The last 30-second step accepted, so one code cannot be used twice.
  ADD COLUMN totp_last_step        bigint,
  -- Play money a trial member (type 4) starts with; the ledger pays it in.
  ADD COLUMN demo_balance_minor    bigint CHECK (demo_balance_minor >= 0),
  ADD CONSTRAINT members_mobile_pair CHECK ((mobile IS NULL) = (country_dialing_code IS NULL));

CREATE UNIQUE INDEX members_merchant_mobile
  ON members (merchant_id, country_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_merchant_affiliate
  ON members (merchant_id, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;

ALTER TABLE sessions
  ADD COLUMN login_method         text,
  -- While full_access is false: the methods that may complete the login, and tries used.
  ADD COLUMN verification_methods text[] NOT NULL DEFAULT '{}',
  ADD COLUMN verify_attempts      smallint NOT NULL DEFAULT 0;

-- Social sign-in: the provider's stable subject linked to a member.
CREATE TABLE member_identities (
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  provider    text NOT NULL,
  subject     text NOT NULL,
  member_id   bigint NOT NULL REFERENCES members(id),
  email       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject)
);

CREATE TABLE member_known_ips (
  member_id     bigint NOT NULL REFERENCES members(id),
  ip            text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- Every login attempt. subject_key is "m:<member id>" when the account exists, otherwise the
-- name typed, so unknown names are throttled exactly like real ones.
CREATE TABLE login_history (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  member_id   bigint REFERENCES members(id),
  subject_key text NOT NULL,
  method      text NOT NULL,
  success     boolean NOT NULL,
  ip          text,
  user_agent  text,
  created_at  timestamptz NOT NULL
);
CREATE INDEX login_history_subject ON login_history (merchant_id, subject_key, created_at);
CREATE INDEX login_history_member ON login_history (member_id, created_at DESC);

-- SMS and e-mail codes: 6 digits, stored as a salted hash, bound to target and purpose.
CREATE TABLE verification_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants(id),
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  target      text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'noLogin', 'stepup')),
  code_hash   bytea NOT NULL,
  salt        bytea NOT NULL,
  attempts    smallint NOT NULL DEFAULT 0,
  ip          text,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_target ON verification_codes (merchant_id, target, created_at);

-- Captchas, registration form tokens, password-reset links and OAuth states: random ids kept
-- only as their sha256, single use, with an expiry.
CREATE TABLE one_time_tokens (
  token_hash  bytea PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('captcha', 'form', 'reset', 'oauth_state', 'oauth_login')),
  merchant_id bigint REFERENCES merchants(id),
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX one_time_tokens_expiry ON one_time_tokens (expires_at);

-- RSA keys of the encrypted calls, shared by every API node. The newest is current; the one
-- before it is still accepted.
CREATE TABLE crypto_keys (
  kid         text PRIMARY KEY,
  private_pem text NOT NULL,
  public_jwk  jsonb NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX crypto_keys_created ON crypto_keys (created_at DESC);

CREATE TABLE request_nonces (
  nonce      text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX request_nonces_expiry ON request_nonces (expires_at);

-- Fixed-window counters of the per-IP (and other) rate limits, shared by every API node.
CREATE TABLE rate_limit_counters (
  key            text PRIMARY KEY,
  hits           integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_ends_at);

-- What the local SMS and mail adapters "sent", and captcha answers (development and tests).
CREATE TABLE dev_outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
  recipient  text NOT NULL,
  body       text NOT NULL,
  code       text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX dev_outbox_recipient ON dev_outbox (recipient, id DESC);
