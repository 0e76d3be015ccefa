CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_text" ADD COLUMN "length_a" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_text" ADD COLUMN "length_b" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_text" ADD COLUMN "length_c" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The narrow copy now also carries each field's word count (title A,
-- description and tags B, body C) for BM25's length normalisation, and every
-- new word (lower-cased, not stemmed) goes into the vocabulary, for typo
-- tolerance. New words are added under one transaction-wide advisory lock, so two indexing transactions that
-- add overlapping new words wait for each other instead of deadlocking; a
-- node whose words are all known takes no lock.
CREATE OR REPLACE FUNCTION search_text_copy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a integer;
  b integer;
  c integer;
  words text[];
BEGIN
  SELECT count(*) FILTER (WHERE w = 'A'), count(*) FILTER (WHERE w = 'B'),
    count(*) FILTER (WHERE w IN ('C', 'D'))
  INTO a, b, c
  FROM unnest(NEW.search_vector) u, unnest(u.weights) w;
  INSERT INTO search_text (node_id, entity_type, domain, tags, location, search_vector, title_vector,
    length_a, length_b, length_c)
  VALUES (NEW.id, NEW.entity_type, NEW.domain, NEW.tags, NEW.location, NEW.search_vector,
    NEW.title_vector, a, b, c)
  ON CONFLICT (node_id) DO UPDATE SET
    entity_type = EXCLUDED.entity_type, domain = EXCLUDED.domain, tags = EXCLUDED.tags,
    location = EXCLUDED.location, search_vector = EXCLUDED.search_vector,
    title_vector = EXCLUDED.title_vector, length_a = EXCLUDED.length_a,
    length_b = EXCLUDED.length_b, length_c = EXCLUDED.length_c;
  IF TG_OP = 'INSERT' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector THEN
    SELECT array_agg(l ORDER BY l) INTO words
    FROM unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', NEW.title,
      NEW.description, array_to_string(NEW.tags, ' '), NEW.body)))) l
    WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = l);
    IF words IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtext('search_vocabulary'));
      INSERT INTO search_vocabulary (word) SELECT unnest(words) ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE search_text t SET length_a = l.a, length_b = l.b, length_c = l.c
FROM (
  SELECT s.node_id, count(*) FILTER (WHERE w = 'A') AS a, count(*) FILTER (WHERE w = 'B') AS b,
    count(*) FILTER (WHERE w IN ('C', 'D')) AS c
  FROM search_text s, unnest(s.search_vector) u, unnest(u.weights) w
  GROUP BY s.node_id
) l
WHERE t.node_id = l.node_id;--> statement-breakpoint
INSERT INTO search_vocabulary (word)
SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', title, description,
  array_to_string(tags, ' '), body)))) FROM search_nodes
ON CONFLICT DO NOTHING;
