ALTER TABLE "search_text" ADD COLUMN "head_bloom" "bytea" DEFAULT '\x0000000000000000'::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "search_text" ADD COLUMN "body_bloom" "bytea" DEFAULT '\x0000000000000000'::bytea NOT NULL;--> statement-breakpoint
-- A Bloom filter of lexemes: 16 bits a lexeme (at least 64), each lexeme
-- setting the four bits hashtext(lexeme || i) for i in 0..3. A lexeme that is
-- not in the set tests positive about once in 400 times.
CREATE OR REPLACE FUNCTION search_bloom(lexemes text[]) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  bytes integer := greatest(8, coalesce(cardinality(lexemes), 0) * 2);
  bloom bytea := decode(repeat('00', bytes), 'hex');
  lexeme text;
  i integer;
BEGIN
  FOREACH lexeme IN ARRAY coalesce(lexemes, '{}'::text[]) LOOP
    FOR i IN 0..3 LOOP
      bloom := set_bit(bloom, (hashtext(lexeme || i::text) & 2147483647) % (bytes * 8), 1);
    END LOOP;
  END LOOP;
  RETURN bloom;
END $$;--> statement-breakpoint
-- Whether a Bloom filter of search_bloom may hold the lexeme (false: it does not).
CREATE OR REPLACE FUNCTION search_bloom_has(bloom bytea, lexeme text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT get_bit(bloom, (hashtext(lexeme || '0') & 2147483647) % (length(bloom) * 8)) = 1
    AND get_bit(bloom, (hashtext(lexeme || '1') & 2147483647) % (length(bloom) * 8)) = 1
    AND get_bit(bloom, (hashtext(lexeme || '2') & 2147483647) % (length(bloom) * 8)) = 1
    AND get_bit(bloom, (hashtext(lexeme || '3') & 2147483647) % (length(bloom) * 8)) = 1
$$;--> statement-breakpoint
-- The narrow copy also carries a Bloom filter of the description and tags'
-- lexemes (B) and one of the body's (C), so the text side tells which fields
-- of an item hold a term from the row alone (search-text.repository.ts).
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
    length_a, length_b, length_c, head_bloom, body_bloom)
  VALUES (NEW.id, NEW.entity_type, NEW.domain, NEW.tags, NEW.location, NEW.search_vector,
    NEW.title_vector, a, b, c,
    search_bloom(tsvector_to_array(ts_filter(NEW.search_vector, '{B}'))),
    search_bloom(tsvector_to_array(ts_filter(NEW.search_vector, '{C}'))))
  ON CONFLICT (node_id) DO UPDATE SET
    entity_type = EXCLUDED.entity_type, domain = EXCLUDED.domain, tags = EXCLUDED.tags,
    location = EXCLUDED.location, search_vector = EXCLUDED.search_vector,
    title_vector = EXCLUDED.title_vector, length_a = EXCLUDED.length_a,
    length_b = EXCLUDED.length_b, length_c = EXCLUDED.length_c,
    head_bloom = EXCLUDED.head_bloom, body_bloom = EXCLUDED.body_bloom;
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
UPDATE search_text SET
  head_bloom = search_bloom(tsvector_to_array(ts_filter(search_vector, '{B}'))),
  body_bloom = search_bloom(tsvector_to_array(ts_filter(search_vector, '{C}')));
