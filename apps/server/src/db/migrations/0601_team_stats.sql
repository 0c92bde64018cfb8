-- Team figures by day (ADR 0013). Money and bet changes append a delta row to team_stat_events
-- (an insert: no shared row is locked on the bet path, so the team's members never queue on
-- their agent's totals). A fold (fold_team_stats, run by a job and before a report reads)
-- moves the deltas, in one transaction, into per-member and per-ancestor day rows. A report
-- reads its team's day rows for the period plus the few deltas not folded yet, so it is exact
-- and reads O(days) rows however large the team is. Days are UTC dates.

CREATE TABLE team_stat_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  day            date NOT NULL,
  new_members    integer NOT NULL DEFAULT 0,
  deposit_minor  bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  withdraw_minor bigint NOT NULL DEFAULT 0,
  withdraw_count integer NOT NULL DEFAULT 0,
  bet_count      integer NOT NULL DEFAULT 0,
  -- Valid bet = stake − refunds (as the member's betting record counts it).
  valid_bet_minor bigint NOT NULL DEFAULT 0,
  payout_minor   bigint NOT NULL DEFAULT 0
);
CREATE INDEX team_stat_events_member ON team_stat_events (member_id);

-- One member's figures of one day (its own activity only).
CREATE TABLE member_daily_stats (
  member_id      bigint NOT NULL REFERENCES members(id),
  day            date NOT NULL,
  deposit_minor  bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  withdraw_minor bigint NOT NULL DEFAULT 0,
  withdraw_count integer NOT NULL DEFAULT 0,
  bet_count      integer NOT NULL DEFAULT 0,
  valid_bet_minor bigint NOT NULL DEFAULT 0,
  payout_minor   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX member_daily_stats_day ON member_daily_stats (day, member_id) WHERE bet_count > 0;

-- The sums over an ancestor's whole team (itself excluded) of one day.
CREATE TABLE team_daily_stats (
  ancestor_id    bigint NOT NULL REFERENCES members(id),
  day            date NOT NULL,
  new_members    integer NOT NULL DEFAULT 0,
  deposit_minor  bigint NOT NULL DEFAULT 0,
  deposit_count  integer NOT NULL DEFAULT 0,
  withdraw_minor bigint NOT NULL DEFAULT 0,
  withdraw_count integer NOT NULL DEFAULT 0,
  bet_count      integer NOT NULL DEFAULT 0,
  valid_bet_minor bigint NOT NULL DEFAULT 0,
  payout_minor   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day)
);

CREATE FUNCTION team_stats_member_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_stat_events (member_id, day, new_members)
  VALUES (NEW.id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
  RETURN NULL;
END $$;
CREATE TRIGGER members_team_stats AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION team_stats_member_joined();

-- A round counts on the day it started; each change adds the difference it made.
CREATE FUNCTION team_stats_bet_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_valid  bigint := NEW.stake_minor - NEW.refund_minor;
  d_payout bigint := NEW.payout_minor;
  d_count  integer := 1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    d_valid := d_valid - (OLD.stake_minor - OLD.refund_minor);
    d_payout := d_payout - OLD.payout_minor;
    d_count := 0;
  END IF;
  IF d_valid <> 0 OR d_payout <> 0 OR d_count <> 0 THEN
    INSERT INTO team_stat_events (member_id, day, bet_count, valid_bet_minor, payout_minor)
    VALUES (NEW.member_id, (NEW.started_at AT TIME ZONE 'UTC')::date, d_count, d_valid, d_payout);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bet_rounds_team_stats AFTER INSERT OR UPDATE ON bet_rounds
  FOR EACH ROW EXECUTE FUNCTION team_stats_bet_round();

CREATE FUNCTION team_stats_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'credited' AND (TG_OP = 'INSERT' OR OLD.status <> 'credited') THEN
    INSERT INTO team_stat_events (member_id, day, deposit_minor, deposit_count)
    VALUES (NEW.member_id, (NEW.updated_at AT TIME ZONE 'UTC')::date, NEW.amount_minor, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER deposits_team_stats AFTER INSERT OR UPDATE OF status ON deposits
  FOR EACH ROW EXECUTE FUNCTION team_stats_deposit();

CREATE FUNCTION team_stats_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status <> 'approved') THEN
    INSERT INTO team_stat_events (member_id, day, withdraw_minor, withdraw_count)
    VALUES (NEW.member_id, (coalesce(NEW.decided_at, now()) AT TIME ZONE 'UTC')::date,
            NEW.amount_minor, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER withdrawals_team_stats AFTER INSERT OR UPDATE OF status ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION team_stats_withdrawal();

-- Moves every delta written so far into the day rows, exactly once: the deleted rows are the
-- ones added, in the same transaction. Two folds at once each take only what they deleted
-- (a row deleted by one is skipped by the other). Answers how many deltas it folded.
CREATE FUNCTION fold_team_stats(p_limit integer DEFAULT 100000) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS team_stat_batch (LIKE team_stat_events) ON COMMIT DROP;
  TRUNCATE team_stat_batch;
  WITH taken AS (
    DELETE FROM team_stat_events
     WHERE id IN (SELECT id FROM team_stat_events ORDER BY id LIMIT p_limit
                  FOR UPDATE SKIP LOCKED)
    RETURNING *
  )
  INSERT INTO team_stat_batch SELECT * FROM taken;
  GET DIAGNOSTICS folded = ROW_COUNT;
  IF folded = 0 THEN RETURN 0; END IF;

  INSERT INTO member_daily_stats AS s (member_id, day, deposit_minor, deposit_count,
    withdraw_minor, withdraw_count, bet_count, valid_bet_minor, payout_minor)
  SELECT member_id, day, sum(deposit_minor), sum(deposit_count), sum(withdraw_minor),
         sum(withdraw_count), sum(bet_count), sum(valid_bet_minor), sum(payout_minor)
    FROM team_stat_batch GROUP BY member_id, day
  ON CONFLICT (member_id, day) DO UPDATE SET
    deposit_minor = s.deposit_minor + EXCLUDED.deposit_minor,
    deposit_count = s.deposit_count + EXCLUDED.deposit_count,
    withdraw_minor = s.withdraw_minor + EXCLUDED.withdraw_minor,
    withdraw_count = s.withdraw_count + EXCLUDED.withdraw_count,
    bet_count = s.bet_count + EXCLUDED.bet_count,
    valid_bet_minor = s.valid_bet_minor + EXCLUDED.valid_bet_minor,
    payout_minor = s.payout_minor + EXCLUDED.payout_minor;

  -- Ancestor rows in key order, so two folds never lock the same rows in opposite orders.
  INSERT INTO team_daily_stats AS s (ancestor_id, day, new_members, deposit_minor,
    deposit_count, withdraw_minor, withdraw_count, bet_count, valid_bet_minor, payout_minor)
  SELECT t.ancestor_id, b.day, sum(b.new_members), sum(b.deposit_minor), sum(b.deposit_count),
         sum(b.withdraw_minor), sum(b.withdraw_count), sum(b.bet_count),
         sum(b.valid_bet_minor), sum(b.payout_minor)
    FROM team_stat_batch b
    JOIN member_tree t ON t.descendant_id = b.member_id AND t.depth > 0
   GROUP BY t.ancestor_id, b.day
   ORDER BY t.ancestor_id, b.day
  ON CONFLICT (ancestor_id, day) DO UPDATE SET
    new_members = s.new_members + EXCLUDED.new_members,
    deposit_minor = s.deposit_minor + EXCLUDED.deposit_minor,
    deposit_count = s.deposit_count + EXCLUDED.deposit_count,
    withdraw_minor = s.withdraw_minor + EXCLUDED.withdraw_minor,
    withdraw_count = s.withdraw_count + EXCLUDED.withdraw_count,
    bet_count = s.bet_count + EXCLUDED.bet_count,
    valid_bet_minor = s.valid_bet_minor + EXCLUDED.valid_bet_minor,
    payout_minor = s.payout_minor + EXCLUDED.payout_minor;
  RETURN folded;
END $$;

-- What existed before: members joined, credited deposits, approved withdrawals, rounds.
INSERT INTO team_stat_events (member_id, day, new_members)
SELECT id, (created_at AT TIME ZONE 'UTC')::date, 1 FROM members;
INSERT INTO team_stat_events (member_id, day, deposit_minor, deposit_count)
SELECT member_id, (updated_at AT TIME ZONE 'UTC')::date, amount_minor, 1
  FROM deposits WHERE status = 'credited';
INSERT INTO team_stat_events (member_id, day, withdraw_minor, withdraw_count)
SELECT member_id, (coalesce(decided_at, created_at) AT TIME ZONE 'UTC')::date, amount_minor, 1
  FROM withdrawals WHERE status = 'approved';
INSERT INTO team_stat_events (member_id, day, bet_count, valid_bet_minor, payout_minor)
SELECT member_id, (started_at AT TIME ZONE 'UTC')::date, 1, stake_minor - refund_minor, payout_minor
  FROM bet_rounds;
