-- Readers cache published content and revalidate it by (row count, latest updated_at) per
-- merchant; this keeps updated_at honest whatever writes the row.
CREATE FUNCTION content_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

CREATE TRIGGER banners_touch BEFORE UPDATE ON banners
  FOR EACH ROW EXECUTE FUNCTION content_touch();
CREATE TRIGGER notices_touch BEFORE UPDATE ON notices
  FOR EACH ROW EXECUTE FUNCTION content_touch();
CREATE TRIGGER help_entries_touch BEFORE UPDATE ON help_entries
  FOR EACH ROW EXECUTE FUNCTION content_touch();
