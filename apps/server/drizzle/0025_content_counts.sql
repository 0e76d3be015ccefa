CREATE TABLE "content_counts" (
	"type" "content_type" NOT NULL,
	"status" "content_status" NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_counts_type_status_pk" PRIMARY KEY("type","status")
);
--> statement-breakpoint
-- The counts follow every insert, delete, and change of type or status, in the
-- writing statement's own transaction. Other updates (counters, text) do not
-- fire it.
CREATE OR REPLACE FUNCTION content_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE content_counts SET items = items - 1 WHERE type = OLD.type AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO content_counts (type, status, items) VALUES (NEW.type, NEW.status, 1)
    ON CONFLICT (type, status) DO UPDATE SET items = content_counts.items + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER content_counts_insert_delete AFTER INSERT OR DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_update AFTER UPDATE OF type, status ON content
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
INSERT INTO content_counts (type, status, items)
SELECT type, status, count(*)::int FROM content GROUP BY type, status;
