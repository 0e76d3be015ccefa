CREATE TABLE "content_withdrawals" (
	"content_id" uuid PRIMARY KEY NOT NULL,
	"type" "content_type" NOT NULL,
	"domain" text,
	"withdrawn_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"manifest" jsonb,
	"file_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "license" text DEFAULT 'CC-BY-4.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_withdrawals_at_idx" ON "content_withdrawals" USING btree ("withdrawn_at","content_id");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_published_updated_idx" ON "content" USING btree ("updated_at","id") WHERE "content"."status" = 'published';--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_license_check" CHECK (license in ('CC-BY-4.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'CC0-1.0', 'LicenseRef-All-Rights-Reserved'));--> statement-breakpoint
-- Every existing item got the default licence (CC BY 4.0) from the column's
-- default above; authors can choose another one when they edit.
-- OAI-PMH deleted records: a published item that is unpublished, moderated
-- away or deleted leaves a row here; publishing it again removes the row.
CREATE FUNCTION content_track_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'published' THEN
      INSERT INTO content_withdrawals (content_id, type, domain, withdrawn_at)
      VALUES (OLD.id, OLD.type, OLD.domain, now())
      ON CONFLICT (content_id) DO UPDATE
        SET type = EXCLUDED.type, domain = EXCLUDED.domain, withdrawn_at = EXCLUDED.withdrawn_at;
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.status = 'published' THEN
    DELETE FROM content_withdrawals WHERE content_id = NEW.id;
  ELSIF OLD.status = 'published' THEN
    INSERT INTO content_withdrawals (content_id, type, domain, withdrawn_at)
    VALUES (NEW.id, NEW.type, NEW.domain, now())
    ON CONFLICT (content_id) DO UPDATE
      SET type = EXCLUDED.type, domain = EXCLUDED.domain, withdrawn_at = EXCLUDED.withdrawn_at;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_withdrawal_on_status AFTER UPDATE OF status ON content
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION content_track_withdrawal();
--> statement-breakpoint
CREATE TRIGGER content_withdrawal_on_delete AFTER DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION content_track_withdrawal();
