-- The simulated third-party vendor that runs in-process in transfer-wallet mode
-- (providers/vendors/local-transfer-adapter.ts): its own book of what each member holds at it,
-- and every transfer it applied, keyed by our transfer id so a retried move applies once.

CREATE TABLE sim_vendor_wallets (
  vendor_code   text NOT NULL,
  member_ref    text NOT NULL,
  currency      text NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  PRIMARY KEY (vendor_code, member_ref)
);

CREATE TABLE sim_vendor_transfers (
  vendor_code  text NOT NULL,
  transfer_id  text NOT NULL,
  member_ref   text NOT NULL,
  direction    text NOT NULL CHECK (direction IN ('in', 'out')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, transfer_id)
);
