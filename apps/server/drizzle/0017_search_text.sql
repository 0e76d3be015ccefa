CREATE TABLE "search_text" (
	"node_id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"domain" text,
	"tags" text[] NOT NULL,
	"location" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"title_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_nodes_vector_idx";--> statement-breakpoint
DROP INDEX "search_nodes_title_vector_idx";--> statement-breakpoint
ALTER TABLE "search_text" ADD CONSTRAINT "search_text_node_id_search_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."search_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The text side's narrow copy follows its node in the same statement (a node's
-- delete takes it through the foreign key). Counter updates do not touch it.
CREATE OR REPLACE FUNCTION search_text_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_text (node_id, entity_type, domain, tags, location, search_vector, title_vector)
  VALUES (NEW.id, NEW.entity_type, NEW.domain, NEW.tags, NEW.location, NEW.search_vector, NEW.title_vector)
  ON CONFLICT (node_id) DO UPDATE SET
    entity_type = EXCLUDED.entity_type, domain = EXCLUDED.domain, tags = EXCLUDED.tags,
    location = EXCLUDED.location, search_vector = EXCLUDED.search_vector,
    title_vector = EXCLUDED.title_vector;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_nodes_text AFTER INSERT OR UPDATE OF
  entity_type, domain, tags, location, search_vector, title_vector ON search_nodes
  FOR EACH ROW EXECUTE FUNCTION search_text_copy();--> statement-breakpoint
INSERT INTO search_text (node_id, entity_type, domain, tags, location, search_vector, title_vector)
SELECT id, entity_type, domain, tags, location, search_vector, title_vector FROM search_nodes;--> statement-breakpoint
CREATE INDEX "search_text_vector_idx" ON "search_text" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_text_title_vector_idx" ON "search_text" USING gin ("title_vector");
