-- Operators: the merchant's staff who review the cashier (confirm deposits, approve
-- withdrawals, adjust balances). Their own login, argon2id passwords, hashed session tokens.

CREATE TABLE operators (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id),
  username      text NOT NULL CHECK (username ~ '^[A-Za-z][A-Za-z0-9_.-]{2,31}$'),
  password_hash text NOT NULL,
  -- cashier: reviews deposits and withdrawals; supervisor: also approves large adjustments.
  role          text NOT NULL CHECK (role IN ('cashier', 'supervisor')),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_merchant_username ON operators (merchant_id, lower(username));

CREATE TABLE operator_sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash   bytea NOT NULL UNIQUE,
  operator_id  bigint NOT NULL REFERENCES operators(id),
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);

-- A manual balance change. Above the merchant's threshold it waits for a second operator.
CREATE TABLE balance_adjustments (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  -- Positive credits the member's main wallet, negative debits it.
  amount_minor    bigint NOT NULL CHECK (amount_minor <> 0),
  currency        text NOT NULL,
  reason          text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  status          text NOT NULL CHECK (status IN ('pending_approval', 'applied', 'rejected')),
  requested_by    bigint NOT NULL REFERENCES operators(id),
  decided_by      bigint REFERENCES operators(id),
  transfer_id     bigint REFERENCES ledger_transfers(id),
  idempotency_key text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  CONSTRAINT balance_adjustments_key UNIQUE (merchant_id, idempotency_key),
  CONSTRAINT balance_adjustments_applied CHECK ((status = 'applied') = (transfer_id IS NOT NULL)),
  -- Four eyes: whoever approves or rejects an adjustment is not who asked for it. Small
  -- adjustments apply at once and have no decider.
  CONSTRAINT balance_adjustments_four_eyes CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_open ON balance_adjustments (merchant_id, status, created_at);
