-- Agent contracts (issue 10, docs/domain/contracts.md, ADR 0014): dividend, daily, hourly and
-- real-time salary between an upline and a direct downline, every change kept as a version,
-- and each period settled exactly once into a bill paid by ledger transfers.

-- Per merchant: which kinds are on, the platform's maximum ratio and fee, tier limits.
CREATE TABLE contract_settings (
  merchant_id              bigint PRIMARY KEY REFERENCES merchants(id),
  dividend_enabled         boolean NOT NULL DEFAULT false,
  daily_salary_enabled     boolean NOT NULL DEFAULT false,
  hourly_salary_enabled    boolean NOT NULL DEFAULT false,
  realtime_salary_enabled  boolean NOT NULL DEFAULT false,
  max_ratio_bps            integer NOT NULL DEFAULT 3000 CHECK (max_ratio_bps BETWEEN 1 AND 10000),
  platform_fee_bps         integer NOT NULL DEFAULT 0 CHECK (platform_fee_bps BETWEEN 0 AND 10000),
  max_tiers                integer NOT NULL DEFAULT 10 CHECK (max_tiers BETWEEN 1 AND 50),
  -- An active member has at least this much valid turnover in the period.
  active_min_bet_minor     bigint NOT NULL DEFAULT 0 CHECK (active_min_bet_minor >= 0),
  proposal_ttl_hours       integer NOT NULL DEFAULT 72 CHECK (proposal_ttl_hours BETWEEN 1 AND 8760),
  carry_rule               text NOT NULL DEFAULT 'accumulate'
                           CHECK (carry_rule IN ('accumulate', 'reset')),
  updated_at               timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contracts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  kind            text NOT NULL
                  CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  -- The payer: the downline's upline agent, or NULL when the merchant itself offers the
  -- contract (a top-level agent) and pays from its commission expense account.
  upline_id       bigint REFERENCES members(id),
  downline_id     bigint NOT NULL REFERENCES members(id),
  status          text NOT NULL
                  CHECK (status IN ('proposed', 'active', 'refused', 'terminated', 'expired')),
  -- realtime: 5 minutes; hourly; daily; dividends: daily, weekly, half-monthly or monthly.
  period          text NOT NULL
                  CHECK (period IN ('five_minutes', 'hourly', 'daily', 'weekly', 'half_monthly',
                                    'monthly')),
  -- [{ratioBps, minTurnoverMinor, minLossMinor, minActiveMembers}] as JSON (bigints as text).
  tiers           jsonb NOT NULL,
  top_ratio_bps   integer NOT NULL CHECK (top_ratio_bps BETWEEN 1 AND 10000),
  version         integer NOT NULL DEFAULT 1,
  proposed_at     timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  signed_at       timestamptz,
  ended_at        timestamptz,
  -- Dividend only: a negative net loss carried into the next period (≤ 0).
  carry_minor     bigint NOT NULL DEFAULT 0 CHECK (carry_minor <= 0),
  -- The end of the last period a bill exists for; settlement continues from here.
  settled_until   timestamptz,
  CONSTRAINT contracts_not_self CHECK (upline_id IS DISTINCT FROM downline_id),
  CONSTRAINT contracts_signed CHECK (status <> 'active' OR signed_at IS NOT NULL)
);
-- One open contract (offered or in force) per downline and kind.
CREATE UNIQUE INDEX contracts_open_one ON contracts (downline_id, kind)
  WHERE status IN ('proposed', 'active');
CREATE INDEX contracts_upline ON contracts (upline_id, kind, status);
CREATE INDEX contracts_merchant_status ON contracts (merchant_id, status, kind);

-- Every change of a contract: who did it, when and why (the audit trail the agent reads).
CREATE TABLE contract_versions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id  bigint NOT NULL REFERENCES contracts(id),
  version      integer NOT NULL,
  action       text NOT NULL CHECK (action IN ('propose', 'sign', 'refuse', 'terminate', 'expire',
                                               'auto_terminate')),
  status       text NOT NULL,
  actor_type   text NOT NULL CHECK (actor_type IN ('member', 'operator', 'system')),
  actor_id     text,
  reason       text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  tiers        jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, version)
);
CREATE TRIGGER contract_versions_append_only BEFORE UPDATE OR DELETE ON contract_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- One bill per contract and period: the UNIQUE key is what makes settlement exactly once.
CREATE TABLE contract_bills (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants(id),
  contract_id       bigint NOT NULL REFERENCES contracts(id),
  kind              text NOT NULL,
  payer_id          bigint REFERENCES members(id),
  payee_id          bigint NOT NULL REFERENCES members(id),
  period_start      timestamptz NOT NULL,
  period_end        timestamptz NOT NULL CHECK (period_end > period_start),
  turnover_minor    bigint NOT NULL,
  loss_minor        bigint NOT NULL,
  active_members    integer NOT NULL,
  basis_minor       bigint NOT NULL CHECK (basis_minor >= 0),
  ratio_bps         integer NOT NULL CHECK (ratio_bps >= 0),
  amount_minor      bigint NOT NULL CHECK (amount_minor >= 0),
  paid_minor        bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0 AND paid_minor <= amount_minor),
  currency          text NOT NULL,
  -- nothing_due: amount 0. insufficient / partially_paid: the payer was short; retried.
  status            text NOT NULL
                    CHECK (status IN ('nothing_due', 'unpaid', 'insufficient', 'partially_paid',
                                      'paid')),
  attempts          integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT contract_bills_once UNIQUE (contract_id, period_start),
  CONSTRAINT contract_bills_paid CHECK ((status = 'paid') = (amount_minor > 0 AND paid_minor = amount_minor))
);
CREATE INDEX contract_bills_open ON contract_bills (merchant_id, status)
  WHERE status IN ('unpaid', 'insufficient', 'partially_paid');
CREATE INDEX contract_bills_payee ON contract_bills (payee_id, period_start DESC);

-- Each ledger transfer that paid (part of) a bill.
CREATE TABLE contract_payments (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bill_id      bigint NOT NULL REFERENCES contract_bills(id),
  transfer_id  bigint NOT NULL UNIQUE REFERENCES ledger_transfers(id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_payments_bill ON contract_payments (bill_id);
CREATE TRIGGER contract_payments_append_only BEFORE UPDATE OR DELETE ON contract_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Team turnover of a window: settled rounds of a member by settlement time.
CREATE INDEX bet_rounds_member_settled ON bet_rounds (member_id, settled_at)
  WHERE status = 'settled';
