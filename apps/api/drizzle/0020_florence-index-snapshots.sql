CREATE TABLE "florence_index_snapshots" (
	"dataset_key" text PRIMARY KEY NOT NULL,
	"storage_key" text,
	"size" bigint,
	"building_since" timestamp with time zone,
	"written_at" timestamp with time zone
);
