import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { Domain } from "@field-commons/shared/domains";
import { RecordingFields } from "@field-commons/shared/recordings";
import { STORAGE_QUOTA_MB } from "@field-commons/shared/uploads";
import type { Db } from "../src/db/client";
import { dedupeKeyOf, resolveSteps, startProcessing } from "../src/modules/recordings";
import { insertRecording, searchExtraOf } from "../src/modules/recordings";
import { checkReferences, formColumns } from "../src/modules/recordings";
import { measureDuration } from "../src/modules/recordings";
import { ToolNotInstalledError } from "../src/modules/recordings";
import { detectMedia } from "../src/modules/uploads";
import { checkRoomLocked } from "../src/modules/uploads";
import { insertUpload } from "../src/modules/uploads";
import { presentUser } from "../src/lib/present-user";
import { findUserByEmail } from "../src/modules/users";
import type { Storage } from "../src/storage/storage";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import type { DemoAuthor } from "./demo-case-studies";
import { findInterviewTitled, hasRecordingTitled, setTaskRunAt } from "./demo.repository";

/**
 * The demo recordings: short interviews about commons governance, read from
 * scripts by synthetic voices (scripts/make-demo-recordings.mjs makes the
 * files in ./recordings from the scripts beside them). They are stored as
 * uploads of their authors and transcribed and analysed by the site's own
 * processing job, in the background after the first start: no transcript
 * is written here.
 */

export interface DemoRecording {
  /** The file's name in ./recordings, without its extension (.webm; the script is .txt). */
  file: string;
  title: string;
  description: string;
  domain: Domain;
  /** The country, as the demo content names places: the recording joins that place in the graph. */
  location: string;
  tags: string[];
  author: Exclude<DemoAuthor, "researcher">;
  /** The title of the author's demo interview the recording belongs to (recorded the same day). */
  interview: string;
  /** When no such interview exists: recorded this many days ago. */
  daysAgo: number;
}

/** Said of every demo recording: nobody real speaks in it. */
const SYNTHETIC = "Read from a script by synthetic voices for the demo.";

export const DEMO_RECORDINGS: readonly DemoRecording[] = [
  {
    file: "canal-fees",
    title: "A canal treasurer on fees and the spring cleaning",
    description: `The treasurer of a water users' association on the Valencia huerta, who sits on its irrigation committee, explains the yearly fee each member pays per hectare, the spring cleaning of the channels, fines for members who stay away, and what happens when someone does not pay. ${SYNTHETIC}`,
    domain: "Water & Oceans",
    location: "Spain",
    tags: ["irrigation", "water users' association", "canal maintenance"],
    author: "admin",
    interview: "A former syndic on judging your neighbours' water",
    daysAgo: 320,
  },
  {
    file: "patrol-rota",
    title: "A community forest member on the patrol rota",
    description: `A member of a community forest user group in the hills of Nepal describes how households share the forest patrols, what the patrol book records, and how fines and replanting deal with illegal cutting. ${SYNTHETIC}`,
    domain: "Land & Environment",
    location: "Nepal",
    tags: ["community forestry", "user groups", "patrols"],
    author: "contributor",
    interview: "A community forest officer on twenty years of user groups",
    daysAgo: 350,
  },
  {
    file: "spring-closure",
    title: "A fisher on the bay's spring closure",
    description: `A fisher from the coast of Maine explains why the bay closes for eight weeks while the fish spawn, how the boats take turns to watch it, and what the closure, agreed at the harbour meeting, has meant for the autumn catch. ${SYNTHETIC}`,
    domain: "Water & Oceans",
    location: "United States",
    tags: ["fisheries", "seasonal closure", "co-management"],
    author: "contributor",
    interview: "A lobster harvester on zone councils and trap limits",
    daysAgo: 300,
  },
  {
    file: "shared-solar",
    title: "A cooperative member on the village hall's solar roof",
    description: `A member of an island energy cooperative in Scotland on the shared solar panels of the village hall: who gets the power first, the repair fund the surplus pays into, and how the members vote on spending it. ${SYNTHETIC}`,
    domain: "Energy & Infrastructure",
    location: "United Kingdom",
    tags: ["community energy", "solar", "cooperatives"],
    author: "admin",
    interview: "An islander on running a community-owned grid",
    daysAgo: 210,
  },
];

const DAY_MS = 86_400_000;

/**
 * The first demo job runs this long after seeding (the search index is built
 * first), the next ones this far apart: one recording is processed at a
 * time, and the worker's other slot stays free for mail and search.
 */
export const DEMO_PROCESSING_DELAY_MS = 10_000;
export const DEMO_PROCESSING_SPACING_MS = 40_000;

/** The plans' default storage: the demo files are counted like any upload. */
const QUOTAS = {
  STORAGE_QUOTA_FREE_MB: STORAGE_QUOTA_MB.free,
  STORAGE_QUOTA_CONTRIBUTOR_MB: STORAGE_QUOTA_MB.contributor,
};

/**
 * Where the files are: ./recordings beside this module, or, in the built
 * server (apps/server/dist/*.js), dist/demo-recordings, where the build
 * copies them.
 */
export function demoRecordingsFolder(): URL {
  return import.meta.url.includes("/dist/")
    ? new URL("./demo-recordings/", import.meta.url)
    : new URL("./recordings/", import.meta.url);
}

interface PreparedFile {
  path: string;
  bytes: Buffer;
  mimeType: string;
  durationSeconds: number;
}

/** Reads a demo file and measures it as an upload is: its type from its bytes, its length by the decoder. */
async function prepareFile(item: DemoRecording): Promise<PreparedFile> {
  const path = fileURLToPath(new URL(`${item.file}.webm`, demoRecordingsFolder()));
  const bytes = await fs.readFile(path);
  const media = await detectMedia(bytes);
  if (media?.kind !== "audio") throw new Error(`demo recording ${item.file}: not an audio file`);
  return { path, bytes, mimeType: media.mimeType, durationSeconds: await measureDuration(path) };
}

export interface DemoRecordingsResult {
  created: number;
  /** Why nothing was loaded (the media tools are missing), or null. */
  skipped: string | null;
}

/**
 * Loads the demo recordings as their authors would upload them: each file
 * stored and counted against its owner's quota, with its measured length
 * and type, published for everyone with full consent, linked to the
 * author's interview when it exists, and queued for transcription and
 * analysis (one task after another, from DEMO_PROCESSING_DELAY_MS after
 * `now`). A recording its author already has (same title) is left alone, so
 * running it twice adds nothing. Without ffmpeg nothing is loaded: the
 * files could be neither measured nor transcribed.
 */
export async function seedDemoRecordings(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  now: Date = new Date(),
  items: readonly DemoRecording[] = DEMO_RECORDINGS,
): Promise<DemoRecordingsResult> {
  let files: PreparedFile[];
  try {
    files = await Promise.all(items.map(prepareFile));
  } catch (error) {
    if (!(error instanceof ToolNotInstalledError)) throw error;
    log.warn({ reason: error.message }, "demo recordings not loaded");
    return { created: 0, skipped: error.message };
  }

  let created = 0;
  for (const [index, item] of items.entries()) {
    const file = files[index]!;
    const account = DEMO_ACCOUNTS.find((a) => a.role === item.author);
    const row = account ? await findUserByEmail(db, account.email) : undefined;
    if (!row) throw new Error(`demo recordings: no demo account for the ${item.author}`);
    const user = presentUser(row);

    if (await hasRecordingTitled(db, user.id, item.title)) continue;

    const interview = await findInterviewTitled(db, user.id, item.interview);
    const held = typeof interview?.body.date === "string" ? interview.body.date : null;
    const fields = RecordingFields.parse({
      title: item.title,
      description: item.description,
      domain: item.domain,
      recordedAt: held ?? new Date(now.getTime() - item.daysAgo * DAY_MS).toISOString(),
      type: "interview",
      privacy: "public",
      status: "published",
      location: { name: item.location },
      tags: item.tags,
      consent: { recorded: true, transcribed: true, analyzed: true, shared: true },
      contentId: interview?.id ?? null,
    });
    await checkReferences(db, user.id, fields);

    const uploadId = randomUUID();
    const storageKey = `recordings/${uploadId.slice(0, 2)}/${uploadId}`;
    await storage.put(storageKey, file.bytes, file.mimeType);
    await checkRoomLocked(db, QUOTAS, user, file.bytes.length);
    await insertUpload(db, {
      id: uploadId,
      ownerId: user.id,
      kind: "recording",
      mimeType: file.mimeType,
      bytes: file.bytes.length,
      storageKey,
    });
    const recording = await insertRecording(db, {
      ...formColumns(fields),
      title: fields.title,
      recordedAt: new Date(fields.recordedAt),
      authorId: user.id,
      uploadId,
      durationSeconds: file.durationSeconds,
      fileSize: file.bytes.length,
      mimeType: file.mimeType,
      originalName: `${item.file}.webm`,
      searchExtra: searchExtraOf({
        tags: fields.tags,
        keywords: [],
        locationName: fields.location?.name ?? null,
      }),
    });
    await startProcessing(db, recording.id, resolveSteps(undefined, fields.consent, false));
    // The task of a new recording is its first run's.
    const runAt = new Date(
      now.getTime() + DEMO_PROCESSING_DELAY_MS + created * DEMO_PROCESSING_SPACING_MS,
    );
    await setTaskRunAt(db, dedupeKeyOf(recording.id, 1), runAt);
    created++;
  }
  return { created, skipped: null };
}
