-- Free spins granted by the platform (issue 12, ADR 0038): a member's N spins of one slot at a
-- fixed bet per spin, bought in the points mall. One row per grant, idempotent by the
-- platform's grant_ref (its order). spins_used only grows, by one conditional UPDATE per spin,
-- so a spin cannot be used twice however many requests race for the last one.
CREATE TABLE house.free_spin_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grant_ref text NOT NULL UNIQUE,
  member_ref text NOT NULL,
  currency text NOT NULL,
  game_code text NOT NULL,
  spins integer NOT NULL CHECK (spins > 0),
  spins_used integer NOT NULL DEFAULT 0 CHECK (spins_used BETWEEN 0 AND spins),
  bet_minor bigint NOT NULL CHECK (bet_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX free_spin_grants_open ON house.free_spin_grants (member_ref, currency, game_code)
  WHERE spins_used < spins;

-- A free spin is a round with no stake and no debit: its credit names the grant and the spin.
ALTER TABLE house.rounds
  ADD COLUMN free_spin_grant_id bigint REFERENCES house.free_spin_grants (id),
  ADD COLUMN free_spin_no integer CHECK (free_spin_no > 0),
  ALTER COLUMN debit_tx_id DROP NOT NULL,
  DROP CONSTRAINT rounds_stake_minor_check,
  ADD CONSTRAINT rounds_stake_minor_check CHECK (stake_minor > 0 OR free_spin_grant_id IS NOT NULL),
  ADD CONSTRAINT rounds_free_spin CHECK (
    (free_spin_grant_id IS NULL) = (debit_tx_id IS NOT NULL)
    AND (free_spin_grant_id IS NULL) = (free_spin_no IS NULL)),
  ADD CONSTRAINT rounds_free_spin_once UNIQUE (free_spin_grant_id, free_spin_no);
