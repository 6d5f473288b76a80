CREATE TABLE "push_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp(3) with time zone,
	CONSTRAINT "push_devices_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reminder_key" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"slot" text,
	"due_at" timestamp(3) with time zone NOT NULL,
	"state" text NOT NULL,
	"claimed_at" timestamp(3) with time zone NOT NULL,
	"sent_at" timestamp(3) with time zone,
	"lateness_seconds" integer,
	"channel" text,
	"token_hash" text,
	"token_expires_at" timestamp(3) with time zone,
	"used_at" timestamp(3) with time zone,
	CONSTRAINT "reminder_deliveries_pkey" PRIMARY KEY("user_id","reminder_key"),
	CONSTRAINT "reminder_deliveries_id_unique" UNIQUE("id"),
	CONSTRAINT "reminder_deliveries_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('task', 'habit')),
	CONSTRAINT "reminder_deliveries_state_check" CHECK ("reminder_deliveries"."state" in ('claimed', 'sent', 'skipped')),
	CONSTRAINT "reminder_deliveries_channel_check" CHECK ("reminder_deliveries"."channel" is null or "reminder_deliveries"."channel" in ('push', 'email', 'none'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_fallback" boolean DEFAULT false NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"time_zone" text,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_quiet_start_check" CHECK ("reminder_settings"."quiet_start" is null or "reminder_settings"."quiet_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reminder_settings_quiet_end_check" CHECK ("reminder_settings"."quiet_end" is null or "reminder_settings"."quiet_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reminder_settings_quiet_hours_check" CHECK (("reminder_settings"."quiet_start" is null) = ("reminder_settings"."quiet_end" is null) and ("reminder_settings"."quiet_start" is null or "reminder_settings"."quiet_start" <> "reminder_settings"."quiet_end"))
);
--> statement-breakpoint
CREATE TABLE "reminder_snoozes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"fire_at" timestamp(3) with time zone NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_snoozes_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "reminder_times" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "reminder_days" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "due_time" text;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "reminder" text;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_snoozes" ADD CONSTRAINT "reminder_snoozes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_snoozes" ADD CONSTRAINT "reminder_snoozes_delivery_id_reminder_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_devices_user_id_idx" ON "push_devices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_devices_session_id_idx" ON "push_devices" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_claimed_at_idx" ON "reminder_deliveries" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "reminder_snoozes_fire_at_idx" ON "reminder_snoozes" USING btree ("fire_at");--> statement-breakpoint
CREATE INDEX "habits_reminders_idx" ON "habits" USING btree ("user_id") WHERE cardinality("habits"."reminder_times") > 0 and "habits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "todos_reminder_due_date_idx" ON "todos" USING btree ("due_date") WHERE "todos"."reminder" is not null and "todos"."deleted_at" is null and "todos"."status" <> 'completed';--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_reminder_times_check" CHECK (cardinality("habits"."reminder_times") <= 5);--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_reminder_days_check" CHECK ("habits"."reminder_days" <@ '{1,2,3,4,5,6,7}'::smallint[]);--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_reminder_check" CHECK ("todos"."reminder" is null or "todos"."reminder" in ('at', '5m', '1h', '1d'));--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_due_time_check" CHECK ("todos"."due_time" is null or "todos"."due_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_due_time_needs_date_check" CHECK ("todos"."due_time" is null or "todos"."due_date" is not null);--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_reminder_needs_time_check" CHECK ("todos"."reminder" is null or "todos"."due_time" is not null);