import { and, asc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { contentPath, CONTENT_TYPES, type ContentType } from "@field-commons/shared/content";
import { resumeFileName } from "@field-commons/shared/applications";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { contentReports } from "../../db/schema/admin";
import { content } from "../../db/schema/content";
import {
  applications,
  jobAlerts,
  jobLikes,
  jobSaves,
  jobs,
  organizationMembers,
  organizations,
} from "../../db/schema/jobs";
import { payments } from "../../db/schema/payments";
import { likes, saves } from "../../db/schema/reactions";
import { recordings } from "../../db/schema/recordings";
import { tripTemplates } from "../../db/schema/templates";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import type { Storage } from "../../storage/storage";
import { presentApplication } from "../applications/applications.presenter";
import { findApplication } from "../applications/applications.repository";
import { presentDetail, type ListedRow } from "../content/content.presenter";
import { authorStats, cardColumns } from "../content/content.repository";
import { myProfile } from "../profiles/account.service";
import { presentRecording } from "../recordings/recordings.presenter";
import { findRecording, findRecordingFile } from "../recordings/recordings.repository";
import { presentTemplate } from "../templates/templates.presenter";
import { presentTrip } from "../trips/trips.service";
import { presentUser } from "../users/users.presenter";
import type { ArchiveWriter } from "./data-export.archive";
import { contentMarkdown } from "./data-export.markdown";
import { README } from "./data-export.readme";

/** Rows read per query: every section is read in keyset pages, never whole. */
const PAGE = 100;
/** Content rows carry their body (up to a few hundred kB each): smaller pages. */
const CONTENT_PAGE = 20;

/** Rows and files per section, as the manifest and the export's row record them. */
type Counts = Record<string, number>;

export interface BuildResult {
  counts: Counts;
  files: string[];
}

/** Reads a table in pages ordered by a unique key, each after the last key of the one before. */
async function* keyset<T>(
  fetch: (after: string | null) => Promise<T[]>,
  keyOf: (row: T) => string,
  size = PAGE,
): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await fetch(after);
    for (const row of rows) yield row;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

const after = (column: Parameters<typeof gt>[0], key: string | null): SQL | undefined =>
  key === null ? undefined : gt(column, key);

/** A name safe in any unzip tool: no folders, no control or reserved characters, bounded. */
export function safeName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/^[.\s-]+|[\s.]+$/g, "")
    .slice(0, 100);
  return cleaned === "" ? fallback : cleaned;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "video/ogg": "ogv",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "audio/flac": "flac",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

function extensionOf(mimeType: string): string {
  return EXTENSIONS[mimeType.toLowerCase()] ?? "bin";
}

/** Media and images are compressed already: stored as they are. */
function compressible(mimeType: string): boolean {
  return !/^(image|audio|video)\//.test(mimeType);
}

interface Context {
  db: Db;
  storage: Storage;
  appUrl: string;
  user: PublicUser;
  archive: ArchiveWriter;
  counts: Counts;
  signal?: AbortSignal;
}

function bump(counts: Counts, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** Adds a stored file; a file missing from storage is counted, not fatal. */
async function addStoredFile(
  ctx: Context,
  name: string,
  storageKey: string,
  mimeType: string,
  mtime: Date,
): Promise<boolean> {
  ctx.signal?.throwIfAborted();
  const stream = await ctx.storage.get(storageKey);
  if (!stream) {
    bump(ctx.counts, "missingFiles");
    return false;
  }
  await ctx.archive.addStream(name, stream, { compress: compressible(mimeType), mtime });
  return true;
}

// --- sections ------------------------------------------------------------------

async function profileSection(ctx: Context): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).limit(1);
  if (!row) throw new Error("The account no longer exists.");
  const { id, email, name, role, status, plan, isVerified, isContributor, createdAt } =
    presentUser(row);
  const settings = await myProfile(ctx.db, ctx.user.id);
  await ctx.archive.addJson("profile.json", {
    account: {
      id,
      name,
      email,
      role,
      status,
      plan,
      requestedPlan: row.requestedPlan,
      isVerified,
      isContributor,
      createdAt,
      updatedAt: row.updatedAt.toISOString(),
    },
    profile: settings.profile,
    pendingEmail: settings.pendingEmail,
    preferences: settings.preferences,
  });
  ctx.counts.profile = 1;
}

function contentColumns(userId: string) {
  return {
    ...cardColumns(),
    body: content.body,
    authorName: users.name,
    liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.contentId} = ${content.id})`,
    saved: sql<boolean>`exists (select 1 from ${saves} where ${saves.userId} = ${userId} and ${saves.contentId} = ${content.id})`,
  };
}

async function contentSection(ctx: Context): Promise<void> {
  const { db, user, archive } = ctx;
  const stats = await authorStats(db, user.id);
  for (const type of CONTENT_TYPES) ctx.counts[`content.${type}`] = 0;
  ctx.counts.content = 0;
  ctx.counts.trips = 0;
  const rows = keyset(
    (key) =>
      db
        .select(contentColumns(user.id))
        .from(content)
        .innerJoin(users, eq(users.id, content.authorId))
        .where(and(eq(content.authorId, user.id), after(content.id, key)))
        .orderBy(asc(content.id))
        .limit(CONTENT_PAGE) as Promise<ListedRow[]>,
    (row) => row.id,
    CONTENT_PAGE,
  );
  for await (const row of rows) {
    ctx.signal?.throwIfAborted();
    const detail = presentDetail(row, user, stats);
    const base = `content/${row.type}/${safeName(row.slug, row.id)}`;
    await archive.addJson(`${base}.json`, detail, row.updatedAt);
    await archive.addText(`${base}.md`, contentMarkdown(detail), row.updatedAt);
    bump(ctx.counts, `content.${row.type}`);
    bump(ctx.counts, "content");
    if (row.type === "trip") {
      const trip = await presentTrip(db, row, user);
      await archive.addJson(`trips/${safeName(row.slug, row.id)}.json`, trip, row.updatedAt);
      bump(ctx.counts, "trips");
      bump(ctx.counts, "tripCards", trip.cards.length);
    }
  }
}

interface Reaction {
  id: string;
  type: ContentType | "job";
  title: string | null;
  url: string | null;
  at: string;
}

/** Likes or saves of content, then of jobs, as one list. */
async function* reactionsOf(ctx: Context, kind: "like" | "save"): AsyncGenerator<Reaction> {
  const { db, user, appUrl } = ctx;
  const table = kind === "like" ? likes : saves;
  const contentRows = keyset(
    (key) =>
      db
        .select({
          id: table.contentId,
          at: table.createdAt,
          type: content.type,
          slug: content.slug,
          title: content.title,
          visible: sql<boolean>`(${content.status} = 'published' or ${content.authorId} = ${user.id})`,
        })
        .from(table)
        .innerJoin(content, eq(content.id, table.contentId))
        .where(and(eq(table.userId, user.id), after(table.contentId, key)))
        .orderBy(asc(table.contentId))
        .limit(PAGE),
    (row) => row.id,
  );
  for await (const row of contentRows) {
    // An item that is no longer public keeps the record, not its title.
    yield {
      id: row.id,
      type: row.type,
      title: row.visible ? row.title : null,
      url: row.visible ? `${appUrl}${contentPath(row)}` : null,
      at: row.at.toISOString(),
    };
  }
  const jobTable = kind === "like" ? jobLikes : jobSaves;
  const jobRows = keyset(
    (key) =>
      db
        .select({ id: jobTable.jobId, at: jobTable.createdAt, title: jobs.title })
        .from(jobTable)
        .innerJoin(jobs, eq(jobs.id, jobTable.jobId))
        .where(and(eq(jobTable.userId, user.id), after(jobTable.jobId, key)))
        .orderBy(asc(jobTable.jobId))
        .limit(PAGE),
    (row) => row.id,
  );
  for await (const row of jobRows) {
    yield {
      id: row.id,
      type: "job",
      title: row.title,
      url: `${appUrl}/jobs/${row.id}`,
      at: row.at.toISOString(),
    };
  }
}

async function reactionSections(ctx: Context): Promise<void> {
  for (const kind of ["like", "save"] as const) {
    const plural = `${kind}s`;
    ctx.counts[plural] = await ctx.archive.addJsonArray(
      `${plural}.json`,
      (async function* () {
        for await (const reaction of reactionsOf(ctx, kind)) {
          const { at, ...rest } = reaction;
          yield { ...rest, [kind === "like" ? "likedAt" : "savedAt"]: at };
        }
      })(),
    );
  }
}

async function applicationsSection(ctx: Context): Promise<void> {
  const { db, user } = ctx;
  const ids = keyset(
    (key) =>
      db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.applicantId, user.id), after(applications.id, key)))
        .orderBy(asc(applications.id))
        .limit(PAGE),
    (row) => row.id,
  );
  ctx.counts.applications = await ctx.archive.addJsonArray(
    "applications.json",
    (async function* () {
      for await (const { id } of ids) {
        const row = await findApplication(db, id);
        if (!row) continue;
        const application = presentApplication(row);
        yield {
          ...application,
          // The résumé is in this archive (the URL needs a session).
          resume: {
            ...application.resume,
            file: `uploads/${row.resumeUploadId}-${resumeName(row)}`,
          },
        };
      }
    })(),
  );
}

function resumeName(row: { name: string; resumeMimeType: string }): string {
  return safeName(resumeFileName(row.name, row.resumeMimeType), "resume");
}

async function recordingsSection(ctx: Context): Promise<void> {
  const { db, user, archive } = ctx;
  ctx.counts.recordings = 0;
  ctx.counts.recordingFiles = 0;
  const ids = keyset(
    (key) =>
      db
        .select({ id: recordings.id })
        .from(recordings)
        .where(and(eq(recordings.authorId, user.id), after(recordings.id, key)))
        .orderBy(asc(recordings.id))
        .limit(PAGE),
    (row) => row.id,
  );
  for await (const { id } of ids) {
    const row = await findRecording(db, id);
    if (!row) continue;
    const file = await findRecordingFile(db, row.uploadId);
    const fileName = file
      ? `recordings/${row.id}-${safeName(row.originalName, `recording.${extensionOf(file.mimeType)}`)}`
      : null;
    await archive.addJson(
      `recordings/${row.id}.json`,
      { ...presentRecording(row, user), file: fileName },
      row.updatedAt,
    );
    bump(ctx.counts, "recordings");
    if (file && fileName) {
      const added = await addStoredFile(
        ctx,
        fileName,
        file.storageKey,
        file.mimeType,
        row.createdAt,
      );
      if (added) bump(ctx.counts, "recordingFiles");
    }
  }
}

async function uploadsSection(ctx: Context): Promise<void> {
  const { db, user } = ctx;
  ctx.counts.uploads = 0;
  const rows = keyset(
    (key) =>
      db
        .select({
          id: uploads.id,
          kind: uploads.kind,
          mimeType: uploads.mimeType,
          storageKey: uploads.storageKey,
          createdAt: uploads.createdAt,
          applicantName: applications.name,
        })
        .from(uploads)
        .leftJoin(applications, eq(applications.resumeUploadId, uploads.id))
        // Recordings' files are under recordings/, with their recording.
        .where(
          and(eq(uploads.ownerId, user.id), ne(uploads.kind, "recording"), after(uploads.id, key)),
        )
        .orderBy(asc(uploads.id))
        .limit(PAGE),
    (row) => row.id,
  );
  for await (const row of rows) {
    const name =
      row.applicantName !== null
        ? resumeName({ name: row.applicantName, resumeMimeType: row.mimeType })
        : `${safeName(row.kind, "file")}.${extensionOf(row.mimeType)}`;
    const added = await addStoredFile(
      ctx,
      `uploads/${row.id}-${name}`,
      row.storageKey,
      row.mimeType,
      row.createdAt,
    );
    if (added) bump(ctx.counts, "uploads");
  }
}

/** Organizations the account belongs to (with its role), and the jobs it posted. */
async function jobsBoardSections(ctx: Context): Promise<void> {
  const { db, user, archive } = ctx;
  const memberships = keyset(
    (key) =>
      db
        .select({
          organization: organizations,
          role: organizationMembers.role,
          since: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.userId, user.id),
            after(organizationMembers.organizationId, key),
          ),
        )
        .orderBy(asc(organizationMembers.organizationId))
        .limit(PAGE),
    (row) => row.organization.id,
  );
  ctx.counts.organizations = await archive.addJsonArray(
    "organizations.json",
    (async function* () {
      for await (const { organization: o, role, since } of memberships) {
        yield {
          id: o.id,
          slug: o.slug,
          name: o.name,
          website: o.website,
          description: o.description,
          size: o.size,
          location: o.location,
          domain: o.domain,
          logoUploadId: o.logoUploadId,
          createdByYou: o.createdBy === user.id,
          yourRole: role,
          memberSince: since.toISOString(),
          createdAt: o.createdAt.toISOString(),
          url: `${ctx.appUrl}/organizations/${o.slug}`,
        };
      }
    })(),
  );
  const posted = keyset(
    (key) =>
      db
        .select({
          id: jobs.id,
          organizationId: jobs.organizationId,
          organizationName: organizations.name,
          title: jobs.title,
          description: jobs.description,
          type: jobs.type,
          experienceLevel: jobs.experienceLevel,
          domain: jobs.domain,
          category: jobs.category,
          compensationType: jobs.compensationType,
          salaryMin: jobs.salaryMin,
          salaryMax: jobs.salaryMax,
          currency: jobs.currency,
          locationCountry: jobs.locationCountry,
          locationCity: jobs.locationCity,
          locationType: jobs.locationType,
          tags: jobs.tags,
          requirements: jobs.requirements,
          responsibilities: jobs.responsibilities,
          benefits: jobs.benefits,
          applicationDeadline: jobs.applicationDeadline,
          startDate: jobs.startDate,
          status: jobs.status,
          createdAt: jobs.createdAt,
          updatedAt: jobs.updatedAt,
          closedAt: jobs.closedAt,
        })
        .from(jobs)
        .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
        .where(and(eq(jobs.postedBy, user.id), after(jobs.id, key)))
        .orderBy(asc(jobs.id))
        .limit(PAGE),
    (row) => row.id,
  );
  ctx.counts.jobs = await archive.addJsonArray(
    "jobs.json",
    (async function* () {
      for await (const job of posted) {
        yield {
          ...job,
          createdAt: job.createdAt.toISOString(),
          updatedAt: job.updatedAt.toISOString(),
          closedAt: job.closedAt?.toISOString() ?? null,
          url: `${ctx.appUrl}/jobs/${job.id}`,
        };
      }
    })(),
  );
}

/** The smaller lists a person keeps: alerts, templates, reports made, payments. */
async function otherSections(ctx: Context): Promise<void> {
  const { db, user, archive } = ctx;
  ctx.counts.jobAlerts = await archive.addJsonArray(
    "job-alerts.json",
    (async function* () {
      const rows = keyset(
        (key) =>
          db
            .select()
            .from(jobAlerts)
            .where(and(eq(jobAlerts.userId, user.id), after(jobAlerts.id, key)))
            .orderBy(asc(jobAlerts.id))
            .limit(PAGE),
        (row) => row.id,
      );
      for await (const row of rows) {
        yield { id: row.id, filters: row.filters, createdAt: row.createdAt.toISOString() };
      }
    })(),
  );
  ctx.counts.templates = await archive.addJsonArray(
    "trip-templates.json",
    (async function* () {
      const rows = keyset(
        (key) =>
          db
            .select()
            .from(tripTemplates)
            .where(and(eq(tripTemplates.ownerId, user.id), after(tripTemplates.id, key)))
            .orderBy(asc(tripTemplates.id))
            .limit(PAGE),
        (row) => row.id,
      );
      for await (const row of rows) {
        yield { ...presentTemplate(row), createdAt: row.createdAt.toISOString() };
      }
    })(),
  );
  ctx.counts.reports = await archive.addJsonArray(
    "reports.json",
    (async function* () {
      const rows = keyset(
        (key) =>
          db
            .select()
            .from(contentReports)
            .where(and(eq(contentReports.reporterId, user.id), after(contentReports.id, key)))
            .orderBy(asc(contentReports.id))
            .limit(PAGE),
        (row) => row.id,
      );
      for await (const row of rows) {
        yield {
          id: row.id,
          contentId: row.contentId,
          reason: row.reason,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
          resolvedAt: row.resolvedAt?.toISOString() ?? null,
        };
      }
    })(),
  );
  ctx.counts.payments = await archive.addJsonArray(
    "payments.json",
    (async function* () {
      const rows = keyset(
        (key) =>
          db
            .select()
            .from(payments)
            .where(and(eq(payments.userId, user.id), after(payments.id, key)))
            .orderBy(asc(payments.id))
            .limit(PAGE),
        (row) => row.id,
      );
      for await (const row of rows) {
        yield {
          id: row.id,
          plan: row.plan,
          amountCents: row.amountCents,
          currency: row.currency,
          provider: row.provider,
          createdAt: row.createdAt.toISOString(),
        };
      }
    })(),
  );
}

/**
 * Writes everything the account owns into the archive: README.txt first,
 * then each section, and manifest.json (the counts and every file's name)
 * last. Each row is read in pages and each file streamed from storage.
 */
export async function buildArchive(
  deps: { db: Db; storage: Storage; appUrl: string; signal?: AbortSignal },
  user: PublicUser,
  archive: ArchiveWriter,
): Promise<BuildResult> {
  const ctx: Context = { ...deps, user, archive, counts: { missingFiles: 0 } };
  const generatedAt = new Date();
  await archive.addText("README.txt", README);
  await profileSection(ctx);
  await contentSection(ctx);
  await reactionSections(ctx);
  await applicationsSection(ctx);
  await recordingsSection(ctx);
  await uploadsSection(ctx);
  await jobsBoardSections(ctx);
  await otherSections(ctx);
  const files = [...archive.names, "manifest.json"];
  await archive.addJson("manifest.json", {
    format: "field-commons-data-export",
    version: 1,
    generatedAt: generatedAt.toISOString(),
    account: { id: user.id, email: user.email },
    counts: ctx.counts,
    fileCount: files.length,
    files,
  });
  return { counts: ctx.counts, files };
}
