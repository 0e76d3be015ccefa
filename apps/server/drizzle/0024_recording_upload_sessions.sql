CREATE TABLE "recording_upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"offset" bigint DEFAULT 0 NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_upload_sessions" ADD CONSTRAINT "recording_upload_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_upload_sessions_owner_idx" ON "recording_upload_sessions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recording_upload_sessions_expires_idx" ON "recording_upload_sessions" USING btree ("expires_at");