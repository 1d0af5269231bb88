CREATE TABLE "analytics_bucket_counts" (
	"version" bigint NOT NULL,
	"time_zone" text NOT NULL,
	"unit" text NOT NULL,
	"local_start" timestamp NOT NULL,
	"active_users" integer NOT NULL,
	"active_users_from_start" integer NOT NULL,
	"return_users" integer NOT NULL,
	"return_users_from_start" integer NOT NULL,
	CONSTRAINT "analytics_bucket_counts_version_time_zone_unit_local_start_pk" PRIMARY KEY("version","time_zone","unit","local_start")
);
--> statement-breakpoint
CREATE TABLE "analytics_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_data_version_one_row" CHECK ("analytics_data_version"."id")
);
--> statement-breakpoint
CREATE TABLE "session_time_slots" (
	"slot_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"seconds" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sign_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_sign_ins_last_idx" ON "user_sign_ins" USING btree ("last_at");--> statement-breakpoint
-- Written by hand: the triggers that keep the rollups in step with sessions, and their backfill.
-- A change to a session older than a minute ("back-dated") may alter buckets that have ended, so it
-- moves the data version on and drops the cached bucket counts. Charts treat a bucket as ended five
-- minutes after its end (analytics/bucket-counts.ts): a sign-in is written within a minute of its
-- created_at, so it never lands in a bucket already counted.
CREATE FUNCTION analytics_sessions_changed(earliest timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF earliest < clock_timestamp() - interval '1 minute' THEN
    UPDATE analytics_data_version SET version = version + 1;
    DELETE FROM analytics_bucket_counts;
  END IF;
END $$;
--> statement-breakpoint
-- The quarter hour (UTC) of an instant: a session's time online is kept in the slot of its sign-in.
CREATE FUNCTION analytics_slot(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00+00');
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_add_time(slot timestamptz, seconds numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO session_time_slots AS kept (slot_start, seconds) VALUES (slot, seconds)
    ON CONFLICT (slot_start) DO UPDATE SET seconds = kept.seconds + excluded.seconds;
$$;
--> statement-breakpoint
-- Rows are locked in order (slots by time, users by id), so two writers of many sessions cannot deadlock.
CREATE FUNCTION analytics_sessions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_add_time(slot, seconds) FROM (
    SELECT analytics_slot(created_at) AS slot, sum(extract(epoch FROM last_seen_at - created_at)) AS seconds
    FROM new_sessions GROUP BY 1 ORDER BY 1) AS added;
  INSERT INTO user_sign_ins AS seen (user_id, first_at, last_at)
    SELECT user_id, min(created_at), max(created_at) FROM new_sessions GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET first_at = least(seen.first_at, excluded.first_at), last_at = greatest(seen.last_at, excluded.last_at);
  PERFORM analytics_sessions_changed(min(created_at)) FROM new_sessions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_add_time(slot, seconds) FROM (
    SELECT analytics_slot(created_at) AS slot, -sum(extract(epoch FROM last_seen_at - created_at)) AS seconds
    FROM old_sessions GROUP BY 1 ORDER BY 1) AS added;
  DELETE FROM user_sign_ins seen USING (SELECT DISTINCT user_id FROM old_sessions) AS gone
    WHERE seen.user_id = gone.user_id AND NOT EXISTS (SELECT 1 FROM sessions WHERE sessions.user_id = seen.user_id);
  UPDATE user_sign_ins seen
    SET first_at = (SELECT min(created_at) FROM sessions WHERE sessions.user_id = seen.user_id),
      last_at = (SELECT max(created_at) FROM sessions WHERE sessions.user_id = seen.user_id)
    FROM (SELECT DISTINCT user_id FROM old_sessions) AS gone WHERE seen.user_id = gone.user_id;
  PERFORM analytics_sessions_changed(min(created_at)) FROM old_sessions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_session_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.user_id, NEW.created_at) IS DISTINCT FROM (OLD.user_id, OLD.created_at) THEN
    RAISE EXCEPTION 'a session keeps its user and sign-in time (the analytics rollups count on it)';
  END IF;
  PERFORM analytics_add_time(analytics_slot(NEW.created_at),
    extract(epoch FROM NEW.last_seen_at - NEW.created_at) - extract(epoch FROM OLD.last_seen_at - OLD.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM session_time_slots;
  DELETE FROM user_sign_ins;
  PERFORM analytics_sessions_changed('-infinity');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_inserted_analytics AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_sessions_inserted();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_analytics AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_sessions_deleted();
--> statement-breakpoint
CREATE TRIGGER sessions_updated_analytics AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.last_seen_at IS DISTINCT FROM OLD.last_seen_at OR NEW.created_at IS DISTINCT FROM OLD.created_at OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION analytics_session_updated();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated_analytics AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION analytics_sessions_truncated();
--> statement-breakpoint
-- The triggers above hold a lock on sessions until this migration commits, so the backfill misses no write.
INSERT INTO analytics_data_version (version) VALUES (0);
--> statement-breakpoint
INSERT INTO session_time_slots (slot_start, seconds)
  SELECT analytics_slot(created_at), sum(extract(epoch FROM last_seen_at - created_at)) FROM sessions GROUP BY 1;
--> statement-breakpoint
INSERT INTO user_sign_ins (user_id, first_at, last_at) SELECT user_id, min(created_at), max(created_at) FROM sessions GROUP BY user_id;
