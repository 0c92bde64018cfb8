-- Core tables every module stands on: merchants, members, sessions and the audit log.
-- Money columns elsewhere are bigint minor units; ids here are bigint identities.

CREATE TABLE merchants (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code          text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name          text NOT NULL,
  currency      text NOT NULL DEFAULT 'PHP' CHECK (currency ~ '^[A-Z]{3}$'),
  -- Site settings (spec §1): platform, lotteryType, languages, prize modes, ...
  settings      jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The module tree of feature switches: [{modId, enabled, childrenNodes}]
  whitelabel    jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Registration field rules keyed by field name.
  register_config jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Maintenance, region rules, customer service, resources, CDNs, domain routes.
  status_config jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchant_domains (
  domain      text PRIMARY KEY CHECK (domain = lower(domain)),
  merchant_id bigint NOT NULL REFERENCES merchants(id)
);

CREATE TABLE members (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants(id),
  username         text NOT NULL,
  -- 0 member, 1/2/41/42 agent, 4 trial (spec §6).
  type             smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 41, 42)),
  status           text NOT NULL DEFAULT 'active'
                   CHECK (status IN ('active', 'locked', 'self_excluded', 'closed')),
  password_hash    text,
  nickname         text,
  upline_id        bigint REFERENCES members(id),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_merchant_username ON members (merchant_id, lower(username));

CREATE TABLE sessions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- sha256 of the random token; the token itself is never stored.
  token_hash    bytea NOT NULL UNIQUE,
  member_id     bigint NOT NULL REFERENCES members(id),
  merchant_id   bigint NOT NULL REFERENCES merchants(id),
  -- false while a second-step verification is pending: such a session cannot call anything
  -- but the verification.
  full_access   boolean NOT NULL DEFAULT true,
  ip            text,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

-- Who changed what. Append-only: the database refuses UPDATE and DELETE.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint REFERENCES merchants(id),
  actor_type   text NOT NULL CHECK (actor_type IN ('member', 'operator', 'system', 'vendor', 'visitor')),
  actor_id     text,
  action       text NOT NULL,
  subject_type text,
  subject_id   text,
  before       jsonb,
  after        jsonb,
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, created_at);

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
