-- Trigram matching for typo-tolerant search and suggestions (bundled with PGlite; contrib on PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_dirty" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"dirtied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_dirty_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "search_edges" (
	"source_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"type" text NOT NULL,
	"strength" real NOT NULL,
	"confidence" real NOT NULL,
	CONSTRAINT "search_edges_source_id_target_id_type_pk" PRIMARY KEY("source_id","target_id","type")
);
--> statement-breakpoint
CREATE TABLE "search_ivf_centroids" (
	"model" text NOT NULL,
	"list" integer NOT NULL,
	"centroid" "bytea" NOT NULL,
	"generation" integer NOT NULL,
	CONSTRAINT "search_ivf_centroids_model_list_pk" PRIMARY KEY("model","list")
);
--> statement-breakpoint
CREATE TABLE "search_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"node_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"domain" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"embedding" "bytea",
	"embedding_model" text,
	"embedded_hash" text,
	"ivf_list" integer DEFAULT 0 NOT NULL,
	"ivf_generation" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_edges" ADD CONSTRAINT "search_edges_source_id_search_nodes_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."search_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_edges" ADD CONSTRAINT "search_edges_target_id_search_nodes_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."search_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_edges_target_idx" ON "search_edges" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_nodes_entity_unique" ON "search_nodes" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "search_nodes_vector_idx" ON "search_nodes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_nodes_title_vector_idx" ON "search_nodes" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "search_nodes_title_trgm_idx" ON "search_nodes" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_nodes_tags_idx" ON "search_nodes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "search_nodes_type_date_idx" ON "search_nodes" USING btree ("entity_type","date" DESC NULLS LAST);--> statement-breakpoint
-- The vector lists' covering index: a semantic query reads its lists from here alone.
CREATE INDEX "search_nodes_ivf_idx" ON "search_nodes" USING btree ("embedding_model","ivf_generation","ivf_list")
  INCLUDE ("id", "node_type", "embedding");--> statement-breakpoint
-- Marks a thing's search node as out of date and makes sure a search.sync job
-- runs shortly after this transaction (one job per two-second window, run once
-- the window has closed; a schedule sweeps up anything a window missed).
CREATE OR REPLACE FUNCTION search_mark_dirty(kind text, key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  win bigint := floor(extract(epoch from clock_timestamp()) / 2)::bigint;
BEGIN
  IF key IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO search_dirty (entity_type, entity_id) VALUES (kind, key)
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET dirtied_at = now();
  INSERT INTO background_jobs (name, payload, dedupe_key, run_at, max_attempts)
    VALUES ('search.sync', '{}'::jsonb, 'search.sync:' || win, to_timestamp((win + 1) * 2 + 1), 5)
    ON CONFLICT (dedupe_key) DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty(OLD.type::text, OLD.id::text);
    PERFORM search_mark_dirty('person', OLD.author_id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty(NEW.type::text, NEW.id::text);
  IF TG_OP = 'UPDATE' AND OLD.author_id IS DISTINCT FROM NEW.author_id THEN
    PERFORM search_mark_dirty('person', OLD.author_id::text);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_content_insert_delete AFTER INSERT OR DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION search_content_changed();--> statement-breakpoint
-- Counters (views, likes, saves, shares) do not reindex; a schedule refreshes popularity.
CREATE TRIGGER search_content_update AFTER UPDATE ON content FOR EACH ROW
  WHEN ((OLD.status, OLD.title, OLD.slug, OLD.summary, OLD.description, OLD.domain, OLD.body,
         OLD.location_name, OLD.country, OLD.author_id, OLD.published_at)
        IS DISTINCT FROM
        (NEW.status, NEW.title, NEW.slug, NEW.summary, NEW.description, NEW.domain, NEW.body,
         NEW.location_name, NEW.country, NEW.author_id, NEW.published_at))
  EXECUTE FUNCTION search_content_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_trip_card_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty('trip', OLD.trip_id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty('trip', NEW.trip_id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_trip_cards_changed AFTER INSERT OR UPDATE OR DELETE ON trip_cards
  FOR EACH ROW EXECUTE FUNCTION search_trip_card_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_recording_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty('recording', OLD.id::text);
    PERFORM search_mark_dirty('person', OLD.author_id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty('recording', NEW.id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_recordings_insert_delete AFTER INSERT OR DELETE ON recordings
  FOR EACH ROW EXECUTE FUNCTION search_recording_changed();--> statement-breakpoint
CREATE TRIGGER search_recordings_update AFTER UPDATE ON recordings FOR EACH ROW
  WHEN ((OLD.status, OLD.privacy, OLD.title, OLD.description, OLD.tags, OLD.keywords, OLD.domain,
         OLD.location_name, OLD.transcript_text, OLD.summary, OLD.topics, OLD.content_id,
         OLD.author_id, OLD.recorded_at)
        IS DISTINCT FROM
        (NEW.status, NEW.privacy, NEW.title, NEW.description, NEW.tags, NEW.keywords, NEW.domain,
         NEW.location_name, NEW.transcript_text, NEW.summary, NEW.topics, NEW.content_id,
         NEW.author_id, NEW.recorded_at))
  EXECUTE FUNCTION search_recording_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty('job', OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty('job', NEW.id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_jobs_insert_delete AFTER INSERT OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION search_job_changed();--> statement-breakpoint
CREATE TRIGGER search_jobs_update AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((OLD.status, OLD.title, OLD.description, OLD.domain, OLD.category, OLD.tags,
         OLD.location_country, OLD.location_city, OLD.organization_id, OLD.requirements,
         OLD.responsibilities)
        IS DISTINCT FROM
        (NEW.status, NEW.title, NEW.description, NEW.domain, NEW.category, NEW.tags,
         NEW.location_country, NEW.location_city, NEW.organization_id, NEW.requirements,
         NEW.responsibilities))
  EXECUTE FUNCTION search_job_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_organization_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty('organization', OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty('organization', NEW.id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_organizations_changed AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION search_organization_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty('person', OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty('person', NEW.id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_users_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION search_user_changed();--> statement-breakpoint
CREATE TRIGGER search_users_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.name, OLD.status) IS DISTINCT FROM (NEW.name, NEW.status))
  EXECUTE FUNCTION search_user_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_mark_dirty('person', OLD.user_id::text);
    RETURN OLD;
  END IF;
  PERFORM search_mark_dirty('person', NEW.user_id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_profiles_insert_delete AFTER INSERT OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION search_profile_changed();--> statement-breakpoint
CREATE TRIGGER search_profiles_update AFTER UPDATE ON profiles FOR EACH ROW
  WHEN ((OLD.title, OLD.bio, OLD.location, OLD.research_interests)
        IS DISTINCT FROM (NEW.title, NEW.bio, NEW.location, NEW.research_interests))
  EXECUTE FUNCTION search_profile_changed();--> statement-breakpoint
-- What exists before this migration is indexed by the first sync.
INSERT INTO search_dirty (entity_type, entity_id)
  SELECT type::text, id::text FROM content WHERE status = 'published';--> statement-breakpoint
INSERT INTO search_dirty (entity_type, entity_id)
  SELECT 'recording', id::text FROM recordings WHERE status = 'published' AND privacy = 'public';--> statement-breakpoint
INSERT INTO search_dirty (entity_type, entity_id) SELECT 'job', id::text FROM jobs WHERE status = 'active';--> statement-breakpoint
INSERT INTO search_dirty (entity_type, entity_id) SELECT 'organization', id::text FROM organizations;--> statement-breakpoint
INSERT INTO background_jobs (name, payload, dedupe_key) VALUES ('search.sync', '{}'::jsonb, 'search.sync:migration-0011');
