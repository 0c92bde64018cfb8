-- Back-office reports (ADR 0024): the merchant's figures by UTC day, kept like the team figures
-- of ADR 0013. Rounds, credited deposits, approved withdrawals and new members append a delta
-- row (an insert: no merchant-wide row is locked on the bet path); a fold moves a batch of
-- deltas into the day rows in one transaction that deletes what it adds, so each delta counts
-- exactly once however many folds run. A report reads O(days × vendors × game types) rows.
-- Bonus cost and agent payouts are read from the ledger itself (the system accounts' index).

CREATE TABLE report_events (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL,
  member_id       bigint NOT NULL,
  day             date NOT NULL,
  vendor_code     text NOT NULL DEFAULT '',
  game_type       text NOT NULL DEFAULT '',
  new_members     integer NOT NULL DEFAULT 0,
  deposit_minor   bigint NOT NULL DEFAULT 0,
  deposit_count   integer NOT NULL DEFAULT 0,
  withdraw_minor  bigint NOT NULL DEFAULT 0,
  withdraw_count  integer NOT NULL DEFAULT 0,
  bet_count       integer NOT NULL DEFAULT 0,
  -- Valid bet = stake − refunds, as the betting record and the team figures count it.
  valid_bet_minor bigint NOT NULL DEFAULT 0,
  payout_minor    bigint NOT NULL DEFAULT 0
);

-- Bets, payouts and rounds of a day at one vendor in one game type.
CREATE TABLE report_game_days (
  merchant_id     bigint NOT NULL REFERENCES merchants(id),
  day             date NOT NULL,
  vendor_code     text NOT NULL,
  game_type       text NOT NULL,
  bet_count       integer NOT NULL DEFAULT 0,
  valid_bet_minor bigint NOT NULL DEFAULT 0,
  payout_minor    bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day, vendor_code, game_type)
);

-- Money in and out and the member counts of a day.
CREATE TABLE report_days (
  merchant_id        bigint NOT NULL REFERENCES merchants(id),
  day                date NOT NULL,
  new_members        integer NOT NULL DEFAULT 0,
  active_members     integer NOT NULL DEFAULT 0,
  depositing_members integer NOT NULL DEFAULT 0,
  deposit_minor      bigint NOT NULL DEFAULT 0,
  deposit_count      integer NOT NULL DEFAULT 0,
  withdraw_minor     bigint NOT NULL DEFAULT 0,
  withdraw_count     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day)
);

-- Which members bet ('bet') or deposited ('deposit') on a day: the day counts add a member
-- the first time it is seen, and a period's distinct count reads this index only.
CREATE TABLE report_member_days (
  merchant_id bigint NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('bet', 'deposit')),
  day         date NOT NULL,
  member_id   bigint NOT NULL,
  PRIMARY KEY (merchant_id, kind, day, member_id)
);

CREATE FUNCTION report_member_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_events (merchant_id, member_id, day, new_members)
  VALUES (NEW.merchant_id, NEW.id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
  RETURN NULL;
END $$;
CREATE TRIGGER members_report AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION report_member_joined();

-- A round counts on the UTC day it started; each change adds the difference it made.
CREATE FUNCTION report_bet_round() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO report_events (merchant_id, member_id, day, vendor_code, game_type, bet_count,
                               valid_bet_minor, payout_minor)
    VALUES (NEW.merchant_id, NEW.member_id, (NEW.started_at AT TIME ZONE 'UTC')::date,
            NEW.vendor_code, coalesce(NEW.game_type, ''), d_count, d_valid, d_payout);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bet_rounds_report AFTER INSERT OR UPDATE ON bet_rounds
  FOR EACH ROW EXECUTE FUNCTION report_bet_round();

CREATE FUNCTION report_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'credited' AND (TG_OP = 'INSERT' OR OLD.status <> 'credited') THEN
    INSERT INTO report_events (merchant_id, member_id, day, deposit_minor, deposit_count)
    VALUES (NEW.merchant_id, NEW.member_id, (NEW.updated_at AT TIME ZONE 'UTC')::date,
            NEW.amount_minor, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER deposits_report AFTER INSERT OR UPDATE OF status ON deposits
  FOR EACH ROW EXECUTE FUNCTION report_deposit();

CREATE FUNCTION report_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status <> 'approved') THEN
    INSERT INTO report_events (merchant_id, member_id, day, withdraw_minor, withdraw_count)
    VALUES (NEW.merchant_id, NEW.member_id,
            (coalesce(NEW.decided_at, now()) AT TIME ZONE 'UTC')::date, NEW.amount_minor, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER withdrawals_report AFTER INSERT OR UPDATE OF status ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION report_withdrawal();

-- Moves up to p_limit deltas into the day rows, exactly once: the rows deleted are the rows
-- added, in the same transaction; two folds at once take disjoint batches (SKIP LOCKED).
-- Trial accounts (type 4) play with play money and are left out of the merchant's figures.
-- Answers how many deltas it took.
CREATE FUNCTION fold_report_stats(p_limit integer DEFAULT 100000) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS report_batch (LIKE report_events) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS report_first_days (merchant_id bigint, kind text, day date)
    ON COMMIT DROP;
  TRUNCATE report_batch, report_first_days;
  WITH taken AS (
    DELETE FROM report_events
     WHERE id IN (SELECT id FROM report_events ORDER BY id LIMIT p_limit
                  FOR UPDATE SKIP LOCKED)
    RETURNING *
  )
  INSERT INTO report_batch SELECT * FROM taken;
  GET DIAGNOSTICS folded = ROW_COUNT;
  IF folded = 0 THEN RETURN 0; END IF;
  DELETE FROM report_batch b USING members m WHERE m.id = b.member_id AND m.type = 4;

  INSERT INTO report_game_days AS s (merchant_id, day, vendor_code, game_type, bet_count,
                                     valid_bet_minor, payout_minor)
  SELECT merchant_id, day, vendor_code, game_type, sum(bet_count), sum(valid_bet_minor),
         sum(payout_minor)
    FROM report_batch
   WHERE bet_count <> 0 OR valid_bet_minor <> 0 OR payout_minor <> 0
   GROUP BY merchant_id, day, vendor_code, game_type
   ORDER BY merchant_id, day, vendor_code, game_type
  ON CONFLICT (merchant_id, day, vendor_code, game_type) DO UPDATE SET
    bet_count = s.bet_count + EXCLUDED.bet_count,
    valid_bet_minor = s.valid_bet_minor + EXCLUDED.valid_bet_minor,
    payout_minor = s.payout_minor + EXCLUDED.payout_minor;

  -- A member counts once a day: only the member days not seen before add to the day counts.
  WITH fresh AS (
    INSERT INTO report_member_days (merchant_id, kind, day, member_id)
    SELECT DISTINCT merchant_id, kind, day, member_id FROM (
      SELECT merchant_id, 'bet' AS kind, day, member_id FROM report_batch WHERE bet_count > 0
      UNION ALL
      SELECT merchant_id, 'deposit', day, member_id FROM report_batch WHERE deposit_count > 0
    ) seen
    ORDER BY merchant_id, kind, day, member_id
    ON CONFLICT DO NOTHING
    RETURNING merchant_id, kind, day
  )
  INSERT INTO report_first_days SELECT * FROM fresh;

  INSERT INTO report_days AS s (merchant_id, day, new_members, active_members,
    depositing_members, deposit_minor, deposit_count, withdraw_minor, withdraw_count)
  SELECT b.merchant_id, b.day, b.new_members, coalesce(f.active, 0), coalesce(f.depositing, 0),
         b.deposit_minor, b.deposit_count, b.withdraw_minor, b.withdraw_count
    FROM (SELECT merchant_id, day, sum(new_members) AS new_members,
                 sum(deposit_minor) AS deposit_minor, sum(deposit_count) AS deposit_count,
                 sum(withdraw_minor) AS withdraw_minor, sum(withdraw_count) AS withdraw_count
            FROM report_batch GROUP BY merchant_id, day) b
    LEFT JOIN (SELECT merchant_id, day, count(*) FILTER (WHERE kind = 'bet') AS active,
                      count(*) FILTER (WHERE kind = 'deposit') AS depositing
                 FROM report_first_days GROUP BY merchant_id, day) f
      ON f.merchant_id = b.merchant_id AND f.day = b.day
   ORDER BY b.merchant_id, b.day
  ON CONFLICT (merchant_id, day) DO UPDATE SET
    new_members = s.new_members + EXCLUDED.new_members,
    active_members = s.active_members + EXCLUDED.active_members,
    depositing_members = s.depositing_members + EXCLUDED.depositing_members,
    deposit_minor = s.deposit_minor + EXCLUDED.deposit_minor,
    deposit_count = s.deposit_count + EXCLUDED.deposit_count,
    withdraw_minor = s.withdraw_minor + EXCLUDED.withdraw_minor,
    withdraw_count = s.withdraw_count + EXCLUDED.withdraw_count;
  RETURN folded;
END $$;

-- What existed before: members joined, credited deposits, approved withdrawals, rounds.
INSERT INTO report_events (merchant_id, member_id, day, new_members)
SELECT merchant_id, id, (created_at AT TIME ZONE 'UTC')::date, 1 FROM members;
INSERT INTO report_events (merchant_id, member_id, day, deposit_minor, deposit_count)
SELECT merchant_id, member_id, (updated_at AT TIME ZONE 'UTC')::date, amount_minor, 1
  FROM deposits WHERE status = 'credited';
INSERT INTO report_events (merchant_id, member_id, day, withdraw_minor, withdraw_count)
SELECT merchant_id, member_id, (coalesce(decided_at, created_at) AT TIME ZONE 'UTC')::date,
       amount_minor, 1
  FROM withdrawals WHERE status = 'approved';
INSERT INTO report_events (merchant_id, member_id, day, vendor_code, game_type, bet_count,
                           valid_bet_minor, payout_minor)
SELECT merchant_id, member_id, (started_at AT TIME ZONE 'UTC')::date, vendor_code,
       coalesce(game_type, ''), 1, stake_minor - refund_minor, payout_minor
  FROM bet_rounds;
