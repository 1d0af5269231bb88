-- A user's trial remembers every search it counted (one row per search), not only the last one.
ALTER TABLE "dataset_search_marks" DROP CONSTRAINT "dataset_search_marks_pkey";--> statement-breakpoint
ALTER TABLE "dataset_search_marks" ADD CONSTRAINT "dataset_search_marks_user_id_search_key_pk" PRIMARY KEY("user_id","search_key");
