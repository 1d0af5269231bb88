CREATE TABLE "florence_marks" (
	"company_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"user_id" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "florence_marks_company_id_investor_id_pk" PRIMARY KEY("company_id","investor_id")
);
--> statement-breakpoint
ALTER TABLE "florence_marks" ADD CONSTRAINT "florence_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "florence_marks" ADD CONSTRAINT "florence_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Marks have no foreign key to the partitioned investors (as the results): a deleted investor's marks go with it, by statement.
CREATE FUNCTION florence_marks_of_deleted_investors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM florence_marks;
  ELSE
    DELETE FROM florence_marks m USING changed_rows c WHERE m.investor_id = c.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "investors_florence_marks_delete" AFTER DELETE ON "investors" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION florence_marks_of_deleted_investors();--> statement-breakpoint
CREATE TRIGGER "investors_florence_marks_truncate" AFTER TRUNCATE ON "investors"
  FOR EACH STATEMENT EXECUTE FUNCTION florence_marks_of_deleted_investors();
