import { z } from "zod";
import { enqueue, taskType } from "../tasks";
import { handle, schedule, type TaskHandler, type Schedule } from "../tasks";
import type { Embedder } from "./embeddings/embedder";
import { reconcileSearchIndex, refreshPopularity, syncSearchIndex } from "./search.indexer";

const Empty = z.object({});

/** How long one sync task indexes before handing the rest to the next one. */
const SYNC_BUDGET_MS = 15_000;

/** Enqueued by the source tables' triggers (migration 0011) and swept every minute. */
const SearchSync = taskType("search.sync", Empty, {
  backoff: { baseMs: 2_000, maxMs: 5 * 60_000 },
});
const SearchPopularity = taskType("search.popularity", Empty, { maxAttempts: 2 });
const SearchReconcile = taskType("search.reconcile", Empty, { maxAttempts: 2 });

export function searchTasks(embedder: Embedder): {
  handlers: TaskHandler[];
  schedules: Schedule[];
} {
  return {
    handlers: [
      handle(SearchSync, async (_payload, { db, log }) => {
        // A bounded run; a backlog continues in a new task, so other tasks take turns.
        const result = await syncSearchIndex(db, embedder, { budgetMs: SYNC_BUDGET_MS });
        if (result.processed > 0) log.info({ ...result }, "search index updated");
        if (result.more) await enqueue(db, SearchSync, {});
      }),
      handle(SearchPopularity, async (_payload, { db }) => {
        await refreshPopularity(db);
      }),
      handle(SearchReconcile, async (_payload, { db, log }) => {
        const marked = await reconcileSearchIndex(db);
        if (marked > 0) {
          log.info(
            { marked },
            "search index entries without a current node were marked for reindexing",
          );
          await enqueue(db, SearchSync, {});
        }
      }),
    ],
    schedules: [
      schedule(SearchSync.name, 60_000, SearchSync, {}),
      schedule(SearchPopularity.name, 10 * 60_000, SearchPopularity, {}),
      schedule(
        SearchReconcile.name,
        24 * 60 * 60_000,
        SearchReconcile,
        {},
        {
          offsetMs: 3 * 60 * 60_000,
        },
      ),
    ],
  };
}
