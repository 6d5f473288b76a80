CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp(3) with time zone,
	"last_used_at" timestamp(3) with time zone,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"change_id" uuid NOT NULL,
	"token_id" uuid,
	"token_name" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp(3) with time zone DEFAULT clock_timestamp() NOT NULL,
	"undone_at" timestamp(3) with time zone
);
--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "via_token" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_changes" ADD CONSTRAINT "agent_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user_created_idx" ON "access_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_changes_user_created_idx" ON "agent_changes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_changes_change_idx" ON "agent_changes" USING btree ("change_id");--> statement-breakpoint
-- docs/product/access.md "Activity log": in a transaction that names an access token (set_config of
-- cadence.agent_token, cadence.agent_name and cadence.agent_change, context/unit-of-work.ts), every row a
-- token's request creates, changes or removes is logged with its before and after. Any other
-- transaction pays one current_setting() per row and logs nothing.
CREATE FUNCTION agent_change_log() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  token text := current_setting('cadence.agent_token', true);
BEGIN
  IF token IS NULL OR token = '' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) = to_jsonb(NEW) THEN
    RETURN NULL;
  END IF;
  INSERT INTO agent_changes (user_id, change_id, token_id, token_name, table_name, row_id, before, after)
  VALUES (
    CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END,
    current_setting('cadence.agent_change')::uuid,
    token::uuid,
    current_setting('cadence.agent_name'),
    TG_TABLE_NAME,
    CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER todos_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON todos FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER task_checklist_items_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON task_checklist_items FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER journal_entries_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER mood_logs_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON mood_logs FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER habits_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON habits FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER habit_completions_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON habit_completions FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER habit_breaks_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON habit_breaks FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER activities_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON activities FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
CREATE TRIGGER active_sessions_agent_change_log AFTER INSERT OR UPDATE OR DELETE ON active_sessions FOR EACH ROW EXECUTE FUNCTION agent_change_log();
--> statement-breakpoint
-- docs/product/access.md "On the board": a task remembers the token that changed it last; the person's
-- own next change (no token named) clears the mark.
CREATE FUNCTION agent_mark_via() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.via_token := nullif(current_setting('cadence.agent_name', true), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER todos_agent_mark_via BEFORE INSERT OR UPDATE ON todos FOR EACH ROW EXECUTE FUNCTION agent_mark_via();
