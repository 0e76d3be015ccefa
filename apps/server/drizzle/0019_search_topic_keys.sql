-- Topic nodes are now keyed with hyphens and underscores read as spaces and
-- the last word in the singular ("land-rights" and "Land rights" are one
-- topic), place nodes with hyphens read as spaces, and similar_to edges keep
-- only neighbours that share a topic or place or are very near. Every indexed
-- thing is reindexed once: its edges move to the nodes of the new keys, a
-- topic or place node under an old key goes when its last edge has moved (the
-- sync removes named nodes left without edges), the surviving ones take the
-- title most of their items write, and each item's similar_to edges are made
-- again from its stored vector. Nothing is deleted here, so searches keep
-- their topics and places while the sync works through the queue.
INSERT INTO search_dirty (entity_type, entity_id)
  SELECT entity_type, entity_id FROM search_nodes WHERE entity_type NOT IN ('topic', 'location')
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET dirtied_at = now();--> statement-breakpoint
INSERT INTO background_jobs (name, payload, dedupe_key)
  SELECT 'search.sync', '{}'::jsonb, 'search.sync:migration-0019'
  WHERE EXISTS (SELECT 1 FROM search_dirty)
  ON CONFLICT (dedupe_key) DO NOTHING;
