-- The downline tree as a closure table (ADR 0012): one row per (ancestor, descendant) pair with
-- the distance between them, the member itself included at depth 0. "Is X in A's team",
-- "A's direct downline" and "sums over A's team" are then index lookups and joins, never a walk
-- of upline_id in the application. A trigger keeps it in step with members.upline_id, so every
-- way a member is created (registration, an agent opening an account, the seed, tests) places
-- it without the creating code knowing about the tree.

CREATE TABLE member_tree (
  ancestor_id   bigint NOT NULL REFERENCES members(id),
  descendant_id bigint NOT NULL REFERENCES members(id),
  depth         integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
-- The uplines of a member (nearest first) and "is X under A" from the member's side.
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);
-- A level of A's team (depth 1 = the direct downline) in member order, for paged lists.
CREATE INDEX member_tree_level ON member_tree (ancestor_id, depth, descendant_id);
CREATE INDEX members_upline ON members (upline_id, id) WHERE upline_id IS NOT NULL;

-- An upline is of the same merchant: a team never crosses merchants.
CREATE FUNCTION member_tree_check_upline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id
  ) THEN
    RAISE EXCEPTION 'upline % is not a member of merchant %', NEW.upline_id, NEW.merchant_id
      USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER members_upline_same_merchant
  BEFORE INSERT OR UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_check_upline();

CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER members_tree_insert
  AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();

-- Moving a member (an operator's correction) moves its whole subtree: the paths from its old
-- uplines into the subtree go, paths from the new uplines come. A move under its own subtree
-- would make a cycle and is refused.
CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = '23514';
  END IF;
  DELETE FROM member_tree t
   USING member_tree sub, member_tree up
   WHERE sub.ancestor_id = NEW.id
     AND up.descendant_id = NEW.id AND up.depth > 0
     AND t.ancestor_id = up.ancestor_id AND t.descendant_id = sub.descendant_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      FROM member_tree up, member_tree sub
     WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER members_tree_move
  AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION member_tree_on_move();

-- Backfill the members that exist: every member with each of its uplines, set-based.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE paths (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, p.descendant_id, p.depth + 1
    FROM paths p JOIN members m ON m.id = p.ancestor_id
   WHERE m.upline_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM paths;
