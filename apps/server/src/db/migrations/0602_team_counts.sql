-- Per-ancestor counts for the team overview (ADR 0015): team size and active members come from
-- rows keyed by the agent instead of counting its 100,000 members on every call.
--
-- Team size: every change to member_tree (a member joining, a subtree moving) appends one delta
-- row per ancestor and statement; the fold adds the deltas to team_sizes. A read is the agent's
-- team_sizes row plus its few unfolded deltas, so it is exact at any moment.
--
-- Active members (distinct members with a bet in the period) cannot be summed over days. Each
-- member's active days are kept with the previous active day of that member; a member counts
-- once in [from, to] through its first active day in the period, the one whose previous active
-- day is before `from`. team_active_days keeps, per ancestor, how many of its team have each
-- (day, previous day), so a period's count is one index range read of at most days² rows.

CREATE TABLE team_size_deltas (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ancestor_id bigint NOT NULL,
  total       integer NOT NULL,
  direct      integer NOT NULL
);
CREATE INDEX team_size_deltas_ancestor ON team_size_deltas (ancestor_id);

CREATE TABLE team_sizes (
  ancestor_id bigint PRIMARY KEY REFERENCES members(id),
  total       integer NOT NULL,
  direct      integer NOT NULL
);

CREATE FUNCTION team_sizes_paths_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_size_deltas (ancestor_id, total, direct)
  SELECT ancestor_id, count(*), count(*) FILTER (WHERE depth = 1)
    FROM added WHERE depth > 0 GROUP BY ancestor_id;
  RETURN NULL;
END $$;
CREATE TRIGGER member_tree_sizes_added AFTER INSERT ON member_tree
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION team_sizes_paths_added();

CREATE FUNCTION team_sizes_paths_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_size_deltas (ancestor_id, total, direct)
  SELECT ancestor_id, -count(*), -count(*) FILTER (WHERE depth = 1)
    FROM removed WHERE depth > 0 GROUP BY ancestor_id;
  RETURN NULL;
END $$;
CREATE TRIGGER member_tree_sizes_removed AFTER DELETE ON member_tree
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION team_sizes_paths_removed();

-- Adds the deltas to team_sizes exactly once (the rows deleted are the rows added).
CREATE FUNCTION fold_team_sizes(p_limit integer DEFAULT 100000) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  WITH taken AS (
    DELETE FROM team_size_deltas
     WHERE id IN (SELECT id FROM team_size_deltas ORDER BY id LIMIT p_limit
                  FOR UPDATE SKIP LOCKED)
    RETURNING ancestor_id, total, direct
  ), summed AS (
    SELECT ancestor_id, sum(total)::int AS total, sum(direct)::int AS direct, count(*) AS n
      FROM taken GROUP BY ancestor_id
  ), upserted AS (
    INSERT INTO team_sizes AS s (ancestor_id, total, direct)
    SELECT ancestor_id, total, direct FROM summed ORDER BY ancestor_id
    ON CONFLICT (ancestor_id) DO UPDATE SET
      total = s.total + EXCLUDED.total, direct = s.direct + EXCLUDED.direct
  )
  SELECT coalesce(sum(n), 0)::int INTO folded FROM summed;
  RETURN folded;
END $$;

CREATE TABLE member_active_days (
  member_id bigint NOT NULL REFERENCES members(id),
  day       date NOT NULL,
  -- The member's active day before this one; '-infinity' for its first.
  prev_day  date NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE team_active_days (
  ancestor_id bigint NOT NULL REFERENCES members(id),
  day         date NOT NULL,
  prev_day    date NOT NULL,
  members     integer NOT NULL,
  PRIMARY KEY (ancestor_id, day, prev_day)
);

-- Run right after fold_team_stats in its transaction: the batch it folded (team_stat_batch)
-- gives the members' new active days. A new day can land before days already known (a late
-- round), so the previous day of that member's later days is recomputed; team_active_days
-- gets the difference (old rows out, new rows in). Answers how many active days were new.
CREATE FUNCTION fold_active_days() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  added integer;
BEGIN
  IF to_regclass('pg_temp.team_stat_batch') IS NULL THEN RETURN 0; END IF;
  CREATE TEMP TABLE IF NOT EXISTS active_day_new (member_id bigint, day date) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS active_day_touched (
    member_id bigint PRIMARY KEY, from_day date NOT NULL, before_day date
  ) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS active_day_change (
    member_id bigint, day date, prev_day date, sign integer
  ) ON COMMIT DROP;
  TRUNCATE active_day_new, active_day_touched, active_day_change;

  INSERT INTO active_day_new
  SELECT DISTINCT b.member_id, b.day FROM team_stat_batch b
   WHERE b.bet_count > 0 AND NOT EXISTS (
     SELECT 1 FROM member_active_days a WHERE a.member_id = b.member_id AND a.day = b.day);
  GET DIAGNOSTICS added = ROW_COUNT;
  IF added = 0 THEN RETURN 0; END IF;

  INSERT INTO active_day_touched (member_id, from_day)
  SELECT member_id, min(day) FROM active_day_new GROUP BY member_id;
  UPDATE active_day_touched t SET before_day = (
    SELECT max(a.day) FROM member_active_days a
     WHERE a.member_id = t.member_id AND a.day < t.from_day);

  INSERT INTO active_day_change
  SELECT a.member_id, a.day, a.prev_day, -1
    FROM member_active_days a JOIN active_day_touched t
      ON t.member_id = a.member_id AND a.day > t.from_day;

  INSERT INTO member_active_days (member_id, day, prev_day)
  SELECT member_id, day, '-infinity' FROM active_day_new;
  UPDATE member_active_days a SET prev_day = r.prev_day
    FROM (SELECT a2.member_id, a2.day,
                 coalesce(lag(a2.day) OVER (PARTITION BY a2.member_id ORDER BY a2.day),
                          t.before_day, '-infinity') AS prev_day
            FROM member_active_days a2 JOIN active_day_touched t
              ON t.member_id = a2.member_id AND a2.day >= t.from_day) r
   WHERE a.member_id = r.member_id AND a.day = r.day AND a.prev_day <> r.prev_day;

  INSERT INTO active_day_change
  SELECT a.member_id, a.day, a.prev_day, 1
    FROM member_active_days a JOIN active_day_touched t
      ON t.member_id = a.member_id AND a.day >= t.from_day;

  INSERT INTO team_active_days AS s (ancestor_id, day, prev_day, members)
  SELECT tr.ancestor_id, c.day, c.prev_day, sum(c.sign)
    FROM active_day_change c
    JOIN member_tree tr ON tr.descendant_id = c.member_id AND tr.depth > 0
   GROUP BY tr.ancestor_id, c.day, c.prev_day
  HAVING sum(c.sign) <> 0
   ORDER BY tr.ancestor_id, c.day, c.prev_day
  ON CONFLICT (ancestor_id, day, prev_day) DO UPDATE SET members = s.members + EXCLUDED.members;
  RETURN added;
END $$;

-- A subtree moved to another upline takes its active days with it: out of the old uplines'
-- counts, into the new ones' (uplines both have keep theirs). Named to fire after the
-- members_tree_move trigger of 0600, once member_tree has the new paths.
CREATE FUNCTION team_active_days_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_active_days AS s (ancestor_id, day, prev_day, members)
  SELECT up.ancestor_id, a.day, a.prev_day, sum(up.sign)
    FROM (SELECT ancestor_id, -1 AS sign FROM member_tree WHERE descendant_id = OLD.upline_id
          UNION ALL
          SELECT ancestor_id, 1 FROM member_tree WHERE descendant_id = NEW.upline_id) up
   CROSS JOIN member_tree sub
    JOIN member_active_days a ON a.member_id = sub.descendant_id
   WHERE sub.ancestor_id = NEW.id
   GROUP BY up.ancestor_id, a.day, a.prev_day
  HAVING sum(up.sign) <> 0
   ORDER BY up.ancestor_id, a.day, a.prev_day
  ON CONFLICT (ancestor_id, day, prev_day) DO UPDATE SET members = s.members + EXCLUDED.members;
  RETURN NULL;
END $$;
CREATE TRIGGER members_tree_move_zz_active_days
  AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION team_active_days_on_move();

-- What exists: sizes from the tree, active days from the folded member day rows (the deltas
-- not folded yet reach them through the next fold).
INSERT INTO team_sizes (ancestor_id, total, direct)
SELECT ancestor_id, count(*), count(*) FILTER (WHERE depth = 1)
  FROM member_tree WHERE depth > 0 GROUP BY ancestor_id;
INSERT INTO member_active_days (member_id, day, prev_day)
SELECT member_id, day,
       coalesce(lag(day) OVER (PARTITION BY member_id ORDER BY day), '-infinity')
  FROM member_daily_stats WHERE bet_count > 0;
INSERT INTO team_active_days (ancestor_id, day, prev_day, members)
SELECT t.ancestor_id, a.day, a.prev_day, count(*)
  FROM member_active_days a JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth > 0
 GROUP BY t.ancestor_id, a.day, a.prev_day;
