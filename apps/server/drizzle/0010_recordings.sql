CREATE TYPE "public"."recording_privacy" AS ENUM('private', 'shared', 'public');--> statement-breakpoint
CREATE TYPE "public"."recording_processing_status" AS ENUM('pending', 'processing', 'transcribing', 'analyzing', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."recording_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."recording_type" AS ENUM('audio', 'video', 'both', 'meeting', 'interview', 'lecture', 'presentation');--> statement-breakpoint
CREATE TABLE "recording_views" (
	"recording_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"viewer_id" uuid,
	"day" date NOT NULL,
	CONSTRAINT "recording_views_recording_id_day_visitor_key_pk" PRIMARY KEY("recording_id","day","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "recording_type" DEFAULT 'audio' NOT NULL,
	"status" "recording_status" DEFAULT 'draft' NOT NULL,
	"processing_status" "recording_processing_status" DEFAULT 'pending' NOT NULL,
	"processing_progress" integer DEFAULT 0 NOT NULL,
	"processing_error" text,
	"processing_run" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"domain" text,
	"location_name" text,
	"privacy" "recording_privacy" DEFAULT 'private' NOT NULL,
	"consent" jsonb DEFAULT '{"recorded":false,"transcribed":false,"analyzed":false,"shared":false}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript_text" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"key_quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speech_engine" text,
	"analysis_engine" text,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	"content_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search_extra" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', search_extra), 'B') || setweight(to_tsvector('simple', description), 'C') || setweight(to_tsvector('simple', transcript_text), 'D')) STORED
);
--> statement-breakpoint
ALTER TABLE "recording_views" ADD CONSTRAINT "recording_views_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_views" ADD CONSTRAINT "recording_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_views_day_idx" ON "recording_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "recording_views_viewer_idx" ON "recording_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "recordings_author_idx" ON "recordings" USING btree ("author_id","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recordings_visible_idx" ON "recordings" USING btree ("privacy","status","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recordings_duration_idx" ON "recordings" USING btree ("privacy","duration_seconds");--> statement-breakpoint
CREATE INDEX "recordings_title_idx" ON "recordings" USING btree ("privacy","title");--> statement-breakpoint
CREATE INDEX "recordings_upload_idx" ON "recordings" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "recordings_content_idx" ON "recordings" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "recordings_search_idx" ON "recordings" USING gin ("search_vector");