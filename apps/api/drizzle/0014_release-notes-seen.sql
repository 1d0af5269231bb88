-- The app version whose release notes ('What's new') the user closed: they open once per user and version,
-- whichever browser the user signs in from (issue 29; the browser's localStorage kept it before).
ALTER TABLE "users" ADD COLUMN "release_notes_seen" text;