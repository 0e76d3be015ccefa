CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "digest_views" (
	"digest_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "digest_views_digest_id_day_visitor_key_pk" PRIMARY KEY("digest_id","day","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_key" text NOT NULL,
	"year" integer NOT NULL,
	"week" integer NOT NULL,
	"week_start" date NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"quiet" boolean DEFAULT false NOT NULL,
	"stats" jsonb NOT NULL,
	"featured" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_jobs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_case_studies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_trips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digests_week_key_unique" UNIQUE("week_key")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "digest_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "job_alert_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_views" ADD CONSTRAINT "digest_views_digest_id_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_deliveries_period_idx" ON "digest_deliveries" USING btree ("period");--> statement-breakpoint
CREATE INDEX "digest_views_day_idx" ON "digest_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "digests_week_start_idx" ON "digests" USING btree ("week_start" DESC NULLS LAST);