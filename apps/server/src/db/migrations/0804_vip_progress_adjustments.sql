-- Issue 12, ADR 0039: VIP progress bought with points. Each row adds valid-bet progress that
-- the VIP review counts beside the member's settled rounds. Append-only, one row per source
-- (a points order), so passing an order twice adds nothing; the audit log has the operator.
CREATE TABLE vip_progress_adjustments (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  valid_bet_minor  bigint NOT NULL CHECK (valid_bet_minor > 0),
  source           text NOT NULL CHECK (source IN ('points_order')),
  source_ref       text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 100),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, source_ref)
);
CREATE INDEX vip_progress_adjustments_member ON vip_progress_adjustments (member_id);

CREATE FUNCTION vip_progress_adjustments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vip_progress_adjustments is append-only';
END $$;
CREATE TRIGGER vip_progress_adjustments_append_only
  BEFORE UPDATE OR DELETE ON vip_progress_adjustments
  FOR EACH ROW EXECUTE FUNCTION vip_progress_adjustments_append_only();
