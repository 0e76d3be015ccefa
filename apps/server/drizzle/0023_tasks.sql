ALTER TABLE "background_jobs" RENAME TO "tasks";--> statement-breakpoint
ALTER TYPE "public"."background_job_status" RENAME TO "task_status";--> statement-breakpoint
ALTER INDEX "background_jobs_dedupe_key_unique" RENAME TO "tasks_dedupe_key_unique";--> statement-breakpoint
ALTER INDEX "background_jobs_due_idx" RENAME TO "tasks_due_idx";--> statement-breakpoint
ALTER INDEX "background_jobs_lease_idx" RENAME TO "tasks_lease_idx";--> statement-breakpoint
ALTER INDEX "background_jobs_finished_idx" RENAME TO "tasks_finished_idx";--> statement-breakpoint
ALTER TABLE "tasks" RENAME CONSTRAINT "background_jobs_pkey" TO "tasks_pkey";--> statement-breakpoint
-- The search's change triggers enqueue their sync task by the table's name.
CREATE OR REPLACE FUNCTION search_mark_dirty(kind text, key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  win bigint := floor(extract(epoch from clock_timestamp()) / 2)::bigint;
BEGIN
  IF key IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO search_dirty (entity_type, entity_id) VALUES (kind, key)
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET dirtied_at = now();
  INSERT INTO tasks (name, payload, dedupe_key, run_at, max_attempts)
    VALUES ('search.sync', '{}'::jsonb, 'search.sync:' || win, to_timestamp((win + 1) * 2 + 1), 5)
    ON CONFLICT (dedupe_key) DO NOTHING;
END $$;--> statement-breakpoint
UPDATE "tasks" SET "name" = 'housekeeping.purge-finished-tasks', "dedupe_key" = replace("dedupe_key", 'housekeeping.purge-finished-jobs:', 'housekeeping.purge-finished-tasks:') WHERE "name" = 'housekeeping.purge-finished-jobs';
