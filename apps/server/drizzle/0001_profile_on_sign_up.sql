-- Every new user gets a profile in the same transaction as the sign-up (spec part 1 §3:
-- full_name = the first name given at sign-up, avatar_url = ''). See docs/decisions/003-profile-created-by-trigger.md.
CREATE OR REPLACE FUNCTION cadence_create_profile() RETURNS trigger AS $$
BEGIN
  INSERT INTO "profiles" ("id", "full_name", "avatar_url", "updated_at")
  VALUES (NEW."id", NEW."name", '', now())
  ON CONFLICT ("id") DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "user_create_profile" AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION cadence_create_profile();
