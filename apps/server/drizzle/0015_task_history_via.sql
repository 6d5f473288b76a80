ALTER TABLE "task_history" ADD COLUMN "via_token" text;--> statement-breakpoint
-- docs/product/access.md "In the task's history": a status change a token made says which token.
CREATE TRIGGER task_history_agent_mark_via BEFORE INSERT ON task_history FOR EACH ROW EXECUTE FUNCTION agent_mark_via();
