ALTER TYPE "public"."account_token_purpose" ADD VALUE 'change-email';--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"avatar_upload_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"research_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"orcid" text DEFAULT '' NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"show_application_count" boolean DEFAULT false NOT NULL,
	"digest_frequency" text DEFAULT 'off' NOT NULL,
	"notify_application_status" boolean DEFAULT true NOT NULL,
	"notify_new_applications" boolean DEFAULT true NOT NULL,
	"pending_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_upload_id_uploads_id_fk" FOREIGN KEY ("avatar_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;