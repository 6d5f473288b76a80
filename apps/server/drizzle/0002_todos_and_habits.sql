CREATE TABLE "habit_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"habit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"completed" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_completions_habit_id_date_unique" UNIQUE("habit_id","date")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"time_of_day" text,
	"category" text DEFAULT 'wellness' NOT NULL,
	"color" text DEFAULT '#4C51BF' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habits_frequency_check" CHECK ("habits"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "habits_time_of_day_check" CHECK ("habits"."time_of_day" is null or "habits"."time_of_day" in ('morning', 'afternoon', 'evening', 'night')),
	CONSTRAINT "habits_category_check" CHECK ("habits"."category" in ('wellness', 'fitness', 'productivity', 'personal', 'learning'))
);
--> statement-breakpoint
CREATE TABLE "task_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"todo_id" uuid,
	"user_id" text NOT NULL,
	"previous_status" text NOT NULL,
	"new_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"notes" text NOT NULL,
	CONSTRAINT "task_history_previous_status_check" CHECK ("task_history"."previous_status" in ('not_started', 'in_progress', 'completed')),
	CONSTRAINT "task_history_new_status_check" CHECK ("task_history"."new_status" in ('not_started', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_date" date,
	"category" text,
	"status" text DEFAULT 'not_started' NOT NULL,
	"estimated_minutes" integer,
	"habit_id" uuid,
	"completed_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp(3) with time zone,
	CONSTRAINT "todos_priority_check" CHECK ("todos"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "todos_status_check" CHECK ("todos"."status" in ('not_started', 'in_progress', 'completed')),
	CONSTRAINT "todos_estimated_minutes_check" CHECK ("todos"."estimated_minutes" is null or "todos"."estimated_minutes" >= 1),
	CONSTRAINT "todos_completed_at_check" CHECK (("todos"."status" = 'completed') = ("todos"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "habit_completions" ADD CONSTRAINT "habit_completions_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_completions" ADD CONSTRAINT "habit_completions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_completions_user_id_date_idx" ON "habit_completions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "habits_user_id_created_at_idx" ON "habits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "task_history_user_changed_at_idx" ON "task_history" USING btree ("user_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_history_todo_id_idx" ON "task_history" USING btree ("todo_id");--> statement-breakpoint
CREATE INDEX "todos_user_list_order_idx" ON "todos" USING btree ("user_id","due_date","created_at" DESC NULLS LAST,"id") WHERE "todos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "todos_deleted_at_idx" ON "todos" USING btree ("deleted_at") WHERE "todos"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "todos_habit_id_idx" ON "todos" USING btree ("habit_id");