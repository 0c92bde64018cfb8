-- Missions (issue 11, ADR 0018): daily and weekly tasks. Progress is not counted from events
-- into a counter; it is measured again from the source tables (login_history, deposits,
-- bet_rounds, members) over the period's window whenever a member is reviewed, so a replayed
-- event can never count twice and a late one is never lost. These tables keep the missions,
-- what each review measured, the one completion per member, mission and period, and which
-- members have new activity to review.

CREATE TABLE missions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
  -- Language code → title; the member's language wins over `title`.
  titles       jsonb NOT NULL DEFAULT '{}',
  period       text NOT NULL CHECK (period IN ('daily', 'weekly')),
  kind         text NOT NULL
               CHECK (kind IN ('login_days', 'deposit', 'turnover', 'rounds', 'invite')),
  -- turnover and rounds only: the game type that counts; NULL = every game.
  game_type    text CHECK (game_type ~ '^[A-Z]{2,16}$'),
  -- Days, minor units (deposit, turnover), rounds or friends.
  target       bigint NOT NULL CHECK (target > 0),
  reward_minor bigint NOT NULL CHECK (reward_minor > 0),
  currency     text NOT NULL,
  active       boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT missions_game_type CHECK (game_type IS NULL OR kind IN ('turnover', 'rounds'))
);
CREATE INDEX missions_merchant ON missions (merchant_id, active, sort, id);

-- A member's mission in one period: the progress the last review measured and, once, its
-- completion (the conditional UPDATE that sets completed_at is what issues the reward).
CREATE TABLE mission_progress (
  member_id    bigint NOT NULL REFERENCES members(id),
  mission_id   bigint NOT NULL REFERENCES missions(id),
  -- `D2026-11-28` (daily) or `W2026-11-23` (weekly, the Monday), UTC.
  period_key   text NOT NULL,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  period_start timestamptz NOT NULL,
  progress     bigint NOT NULL DEFAULT 0,
  completed_at timestamptz,
  reward_minor bigint,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, mission_id, period_key)
);
-- The leaderboard: completions of a merchant in a period window.
CREATE INDEX mission_progress_board ON mission_progress (merchant_id, period_start)
  WHERE completed_at IS NOT NULL;

-- Members with activity (login, credited deposit, settled round, a friend joined) since their
-- last review; the missions job drains it. `since` is the first such activity, so a review
-- after midnight still measures the period the activity belonged to.
CREATE TABLE mission_review_queue (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  since     timestamptz NOT NULL
);
