CREATE TABLE "habit_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"habit_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_breaks_range_check" CHECK ("habit_breaks"."end_date" >= "habit_breaks"."start_date")
);
--> statement-breakpoint
ALTER TABLE "habit_completions" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "goal_id" uuid;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "target_count" smallint;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "target_amount" integer;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "goal_id" uuid;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "repeat_rule" jsonb;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "occurrence" integer;--> statement-breakpoint
ALTER TABLE "habit_breaks" ADD CONSTRAINT "habit_breaks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_breaks" ADD CONSTRAINT "habit_breaks_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_breaks_user_dates_idx" ON "habit_breaks" USING btree ("user_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "habit_breaks_habit_id_idx" ON "habit_breaks" USING btree ("habit_id");--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habits_goal_id_idx" ON "habits" USING btree ("goal_id") WHERE "habits"."goal_id" is not null;--> statement-breakpoint
CREATE INDEX "todos_goal_id_idx" ON "todos" USING btree ("goal_id") WHERE "todos"."goal_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "todos_series_occurrence_unique" ON "todos" USING btree ("series_id","occurrence") WHERE "todos"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "habit_completions" ADD CONSTRAINT "habit_completions_amount_check" CHECK ("habit_completions"."amount" is null or "habit_completions"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_target_count_check" CHECK ("habits"."target_count" is null or "habits"."target_count" between 1 and 31);--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_target_amount_check" CHECK ("habits"."target_amount" is null or "habits"."target_amount" >= 1);--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_series_occurrence_check" CHECK (("todos"."series_id" is null) = ("todos"."occurrence" is null));--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_occurrence_check" CHECK ("todos"."occurrence" is null or "todos"."occurrence" >= 1);