CREATE TABLE "dataset_import_rows" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dataset_import_rows_import_idx" ON "dataset_import_rows" USING btree ("import_id","line");