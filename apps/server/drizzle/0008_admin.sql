CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_daily_stats" (
	"content_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_daily_stats_content_id_day_pk" PRIMARY KEY("content_id","day")
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_daily_stats" ADD CONSTRAINT "content_daily_stats_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_recent_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_daily_stats_day_idx" ON "content_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_unique" ON "content_reports" USING btree ("content_id","reporter_id") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("content_id") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "content_pending_idx" ON "content" USING btree ("submitted_at") WHERE "content"."status" = 'pending';--> statement-breakpoint
-- Views recorded before the rollup existed: one event per visitor per day, so both figures are that count.
INSERT INTO "content_daily_stats" ("content_id", "day", "views", "unique_views")
SELECT "content_id", "day", count(*), count(*) FROM "content_events" WHERE "kind" = 'view' GROUP BY "content_id", "day";--> statement-breakpoint
-- Items already waiting for review entered the queue when they were last changed.
UPDATE "content" SET "submitted_at" = "updated_at" WHERE "status" = 'pending';
