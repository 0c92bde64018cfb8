-- The members report's period totals without a count(DISTINCT) (ADR 0042, after ADR 0015).
-- Each member day of report_member_days keeps the member's previous day of the same kind
-- (prev_day, '-infinity' for the first). A member is active in [from, to] exactly when one of
-- its days is in the period, and it is counted once, through its first such day: the one whose
-- previous day is before `from`. report_member_pairs holds, per merchant, kind and
-- (day, prev_day), how many members have that pair, so a period's total is sum(members) over one
-- primary-key range (day in the period, prev_day < from): at most days × days rows, whatever the
-- number of members. A statement trigger keeps the pairs when the fold of 1000_reports.sql adds
-- member days, in the fold's transaction (that migration is not edited: they are immutable).

ALTER TABLE report_member_days ADD COLUMN prev_day date;

-- A member's days in order, to find the neighbours of a day the fold adds.
CREATE INDEX report_member_days_member ON report_member_days (merchant_id, kind, member_id, day);

UPDATE report_member_days d SET prev_day = p.prev_day
  FROM (SELECT merchant_id, kind, day, member_id,
               coalesce(lag(day) OVER (PARTITION BY merchant_id, kind, member_id ORDER BY day),
                        '-infinity') AS prev_day
          FROM report_member_days) p
 WHERE p.merchant_id = d.merchant_id AND p.kind = d.kind AND p.day = d.day
   AND p.member_id = d.member_id;

CREATE TABLE report_member_pairs (
  merchant_id bigint NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('bet', 'deposit')),
  day         date NOT NULL,
  prev_day    date NOT NULL,
  members     integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (merchant_id, kind, day, prev_day)
);

INSERT INTO report_member_pairs (merchant_id, kind, day, prev_day, members)
SELECT merchant_id, kind, day, prev_day, count(*) FROM report_member_days
 GROUP BY merchant_id, kind, day, prev_day;

-- After the fold added member days (prev_day NULL: not yet counted), recompute the previous day
-- of those days and of the member's later days, and move the pair counts by the difference:
-- an old pair out, the new pair in. Days arrive out of order (a late round), so a new day can
-- sit between two known ones; in normal running only the new day's pair is written.
-- Folds add member days one at a time (a transaction lock taken here, after the insert and
-- before any read): two folds adding days of one member at once would each compute its
-- previous days without the other's. Each statement below sees what the other fold committed.
CREATE FUNCTION report_member_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('report_member_pairs'));
  CREATE TEMP TABLE IF NOT EXISTS report_recount (
    merchant_id bigint, kind text, day date, member_id bigint, old_prev date, new_prev date
  ) ON COMMIT DROP;
  TRUNCATE report_recount;
  WITH touched AS (
    SELECT merchant_id, kind, member_id, min(day) AS first_new
      FROM added GROUP BY merchant_id, kind, member_id
  ), span AS (
    -- The member's days from the last one before its earliest new day.
    SELECT d.merchant_id, d.kind, d.member_id, d.day, d.prev_day AS old_prev,
           coalesce(lag(d.day) OVER (PARTITION BY d.merchant_id, d.kind, d.member_id
                                     ORDER BY d.day), '-infinity') AS new_prev,
           d.day >= t.first_new AS affected
      FROM touched t
      JOIN report_member_days d
        ON d.merchant_id = t.merchant_id AND d.kind = t.kind AND d.member_id = t.member_id
       AND d.day >= coalesce((SELECT max(b.day) FROM report_member_days b
                               WHERE b.merchant_id = t.merchant_id AND b.kind = t.kind
                                 AND b.member_id = t.member_id AND b.day < t.first_new),
                             '-infinity')
  )
  INSERT INTO report_recount
  SELECT merchant_id, kind, day, member_id, old_prev, new_prev FROM span
   WHERE affected AND old_prev IS DISTINCT FROM new_prev;

  -- Old pairs out (they exist: each was counted when its day was folded), new pairs in; in
  -- two statements, because a CHECK sees an upsert's proposed row before its conflict.
  UPDATE report_member_pairs p SET members = p.members - o.n
    FROM (SELECT merchant_id, kind, day, old_prev, count(*) AS n FROM report_recount
           WHERE old_prev IS NOT NULL GROUP BY merchant_id, kind, day, old_prev) o
   WHERE p.merchant_id = o.merchant_id AND p.kind = o.kind AND p.day = o.day
     AND p.prev_day = o.old_prev;
  INSERT INTO report_member_pairs AS s (merchant_id, kind, day, prev_day, members)
  SELECT merchant_id, kind, day, new_prev, count(*) FROM report_recount
   GROUP BY merchant_id, kind, day, new_prev
   ORDER BY merchant_id, kind, day, new_prev
  ON CONFLICT (merchant_id, kind, day, prev_day) DO UPDATE SET
    members = s.members + EXCLUDED.members;
  DELETE FROM report_member_pairs p USING report_recount r
   WHERE p.merchant_id = r.merchant_id AND p.kind = r.kind AND p.day = r.day
     AND p.prev_day = r.old_prev AND p.members = 0;

  UPDATE report_member_days d SET prev_day = r.new_prev
    FROM report_recount r
   WHERE d.merchant_id = r.merchant_id AND d.kind = r.kind AND d.day = r.day
     AND d.member_id = r.member_id;
  RETURN NULL;
END $$;
CREATE TRIGGER report_member_days_pairs AFTER INSERT ON report_member_days
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION report_member_days_added();
