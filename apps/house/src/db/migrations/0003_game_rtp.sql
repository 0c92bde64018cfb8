-- The operator's return-to-player setting per house game (basis points, 9900 = 99.00 %), set by
-- the platform through a signed call. A game without a row plays at its built-in 99 %. The
-- allowed range is enforced here as well as by the call, so no path can store a value outside it.
CREATE TABLE house.game_rtp (
  game_code text PRIMARY KEY,
  rtp_bp integer NOT NULL CHECK (rtp_bp BETWEEN 9000 AND 9900),
  updated_at timestamptz NOT NULL DEFAULT now()
);
