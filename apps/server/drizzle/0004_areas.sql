CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"mood" integer DEFAULT 5 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"gratitude" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp(3) with time zone,
	CONSTRAINT "journal_entries_mood_check" CHECK ("journal_entries"."mood" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "mood_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"value" integer NOT NULL,
	"notes" text,
	"factors" text[] DEFAULT '{}'::text[] NOT NULL,
	"logged_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_logs_value_check" CHECK ("mood_logs"."value" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'personal' NOT NULL,
	"target_date" date,
	"progress" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"completed_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp(3) with time zone,
	CONSTRAINT "goals_category_check" CHECK ("goals"."category" in ('personal', 'career', 'fitness', 'learning', 'financial', 'relationships')),
	CONSTRAINT "goals_status_check" CHECK ("goals"."status" in ('active', 'completed')),
	CONSTRAINT "goals_progress_check" CHECK ("goals"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"position" integer NOT NULL,
	"completed_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "active_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'work' NOT NULL,
	"description" text,
	"todo_id" uuid,
	"started_at" timestamp(3) with time zone NOT NULL,
	"accumulated_seconds" integer DEFAULT 0 NOT NULL,
	"resumed_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "active_sessions_type_check" CHECK ("active_sessions"."type" in ('work', 'exercise', 'learning', 'leisure', 'social', 'other')),
	CONSTRAINT "active_sessions_accumulated_check" CHECK ("active_sessions"."accumulated_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text DEFAULT 'work' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duration_seconds" integer NOT NULL,
	"started_at" timestamp(3) with time zone NOT NULL,
	"energy" integer DEFAULT 5 NOT NULL,
	"focus" integer DEFAULT 5 NOT NULL,
	"satisfaction" integer DEFAULT 5 NOT NULL,
	"todo_id" uuid,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp(3) with time zone,
	CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('work', 'exercise', 'learning', 'leisure', 'social', 'other')),
	CONSTRAINT "activities_duration_check" CHECK ("activities"."duration_seconds" >= 0),
	CONSTRAINT "activities_energy_check" CHECK ("activities"."energy" between 1 and 10),
	CONSTRAINT "activities_focus_check" CHECK ("activities"."focus" between 1 and 10),
	CONSTRAINT "activities_satisfaction_check" CHECK ("activities"."satisfaction" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "ai_usage_daily" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subscription_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp(3) with time zone NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"payment_method" text NOT NULL,
	"payment_provider" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_type_check" CHECK ("user_subscriptions"."subscription_type" in ('basic', 'premium')),
	CONSTRAINT "user_subscriptions_status_check" CHECK ("user_subscriptions"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "share_journal_with_ai" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "deleted_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_logs" ADD CONSTRAINT "mood_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_sessions" ADD CONSTRAINT "active_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_sessions" ADD CONSTRAINT "active_sessions_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_daily" ADD CONSTRAINT "ai_usage_daily_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "journal_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "journal_entries_tags_idx" ON "journal_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "journal_entries_deleted_at_idx" ON "journal_entries" USING btree ("deleted_at") WHERE "journal_entries"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "mood_logs_user_logged_idx" ON "mood_logs" USING btree ("user_id","logged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at" DESC NULLS LAST,"id") WHERE "goals"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goals_deleted_at_idx" ON "goals" USING btree ("deleted_at") WHERE "goals"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "milestones_goal_position_idx" ON "milestones" USING btree ("goal_id","position");--> statement-breakpoint
CREATE INDEX "milestones_user_id_idx" ON "milestones" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "active_sessions_user_id_unique" ON "active_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_user_started_idx" ON "activities" USING btree ("user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "activities_deleted_at_idx" ON "activities" USING btree ("deleted_at") WHERE "activities"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "activities_todo_id_idx" ON "activities" USING btree ("todo_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_expires_idx" ON "user_subscriptions" USING btree ("user_id","expires_at" DESC NULLS LAST);