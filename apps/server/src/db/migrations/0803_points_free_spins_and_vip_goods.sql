-- Issue 12, ADR 0038: two more kinds of goods in the points mall.
--  * house_free_spins: N free spins of one house slot at a fixed bet per spin, granted to the
--    member at the house (the house keeps the grant) when an operator passes the order.
--  * vip_points: progress toward the next VIP level (value_minor of valid bet), counted by the
--    VIP review from vip_progress_adjustments (0804).
ALTER TABLE points_goods DROP CONSTRAINT points_goods_kind_check;
ALTER TABLE points_goods ADD CONSTRAINT points_goods_kind_check
  CHECK (kind IN ('cash', 'bonus', 'physical', 'house_free_spins', 'vip_points'));
ALTER TABLE points_goods DROP CONSTRAINT points_goods_value;
ALTER TABLE points_goods ADD CONSTRAINT points_goods_value
  CHECK (kind IN ('physical', 'house_free_spins') OR value_minor > 0);

-- A free-spins good's terms: the house slot, how many spins, the whole bet of one spin.
ALTER TABLE points_goods
  ADD COLUMN free_spin_game_code text CHECK (length(free_spin_game_code) BETWEEN 1 AND 64),
  ADD COLUMN free_spins integer CHECK (free_spins BETWEEN 1 AND 100),
  ADD COLUMN free_spin_bet_minor bigint CHECK (free_spin_bet_minor > 0),
  ADD CONSTRAINT points_goods_free_spins CHECK (
    (kind = 'house_free_spins') = (free_spin_game_code IS NOT NULL)
    AND (kind = 'house_free_spins') = (free_spins IS NOT NULL)
    AND (kind = 'house_free_spins') = (free_spin_bet_minor IS NOT NULL));

-- The free spins an order delivers, written when an operator first passes it, before the
-- signed call to the house (which keeps the grant, idempotent by grant_ref). The row's terms
-- are a copy of the good's at that moment, so editing the good later changes no grant. While
-- the row exists the order can only be passed (rejecting it would take back points for spins
-- the house may already hold); granted_at is set when the order is passed. The seamless
-- wallet pays a free spin's win only for a spin number of a grant of the same member and game.
CREATE TABLE points_free_spin_grants (
  order_id     bigint PRIMARY KEY REFERENCES points_orders(id),
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  grant_ref    text NOT NULL UNIQUE CHECK (grant_ref ~ '^[A-Za-z0-9._:-]{1,64}$'),
  game_code    text NOT NULL,
  spins        integer NOT NULL CHECK (spins > 0),
  bet_minor    bigint NOT NULL CHECK (bet_minor > 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  granted_at   timestamptz
);
