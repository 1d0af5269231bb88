ALTER TABLE "investor_total" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Added by hand: every statement that changes investors makes the table's version one more, so a reader that
-- saw a version never takes the table for unchanged after another change commits (the newest updated_at can
-- go back in time: an update whose transaction began earlier can commit later).
CREATE OR REPLACE FUNCTION investor_total_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE investor_total SET total = total + (SELECT count(*) FROM changed_rows), version = version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE investor_total SET total = total - (SELECT count(*) FROM changed_rows), version = version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM changed_rows) THEN
      UPDATE investor_total SET version = version + 1;
    END IF;
  ELSE
    UPDATE investor_total SET total = 0, version = version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "investors_version_update" AFTER UPDATE ON "investors" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();
