-- Back office roles and the operators' second factor.
-- The roles × permissions table lives in packages/contract (operators/roles.ts); the database
-- only keeps the role names honest.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (
  role IN ('admin', 'supervisor', 'cashier', 'content', 'risk', 'agent_manager', 'read_only')
);

-- TOTP (RFC 6238): a pending secret until a first code turns it on; the last used step so a
-- code cannot be replayed within its window.
ALTER TABLE operators
  ADD COLUMN totp_secret       text,
  ADD COLUMN totp_enabled      boolean NOT NULL DEFAULT false,
  ADD COLUMN totp_last_step    bigint,
  ADD CONSTRAINT operators_totp_has_secret CHECK (NOT totp_enabled OR totp_secret IS NOT NULL);

-- The audit viewer filters by merchant and reads newest first.
CREATE INDEX audit_log_merchant_time ON audit_log (merchant_id, created_at DESC, id DESC);
