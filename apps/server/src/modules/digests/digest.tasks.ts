import { z } from "zod";
import { JobFilters } from "@field-commons/shared/jobs";
import {
  isoWeekOf,
  parseWeekKey,
  previousIsoWeek,
  weekKey,
  type Digest,
  type IsoWeek,
} from "@field-commons/shared/digests";
import type { Db } from "../../db/client";
import { listOpenJobs } from "../jobs";
import { sendMail } from "../mail";
import { PRODUCT_NAME } from "../mail";
import { enqueue, taskType } from "../tasks";
import { handle, schedule, type TaskHandler, type TaskLogger, type Schedule } from "../tasks";
import { LIKE_WEIGHT, weekRange } from "./digest.builder";
import { digestMail, type AlertJob } from "./digest.mail";
import { presentDigest } from "./digests.presenter";
import {
  digestRecipients,
  digestsStartingBetween,
  findDigestByWeek,
  generateDigest,
  jobAlertsOfUser,
  recordDelivery,
} from "./digests.repository";
import { unsubscribeToken } from "./unsubscribe-token";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Recipients per delivery task; each batch enqueues the next. */
export const DELIVERY_BATCH = 50;
const ALERT_JOBS_MAX = 10;

const WeekPayload = z.object({ week: z.string().regex(/^\d{4}-W\d{2}$/) });
const DeliverPayload = z.object({
  kind: z.enum(["weekly", "monthly"]),
  /** `2026-W47` (weekly) or `2026-11` (monthly). */
  period: z.string().regex(/^\d{4}-(W\d{2}|\d{2})$/),
  /** Recipients after this user id (in id order) are left for this batch. */
  after: z.uuid().nullable(),
  /** 'scheduled', or the id of an admin's send: each run's batches are its own. */
  run: z.string().min(1).max(60).default("scheduled"),
});
type DeliverPayload = z.input<typeof DeliverPayload>;

export const GenerateWeeklyDigest = taskType("digest.generate-week", WeekPayload, {
  maxAttempts: 5,
});
export const DeliverDigest = taskType("digest.deliver", DeliverPayload, { maxAttempts: 8 });

/** `mon 06:00` → the schedule's offset from the epoch's weekly grid (the epoch was a Thursday). */
export function weeklyOffsetMs(spec: string): number {
  const match = /^(mon|tue|wed|thu|fri|sat|sun) (\d{2}):(\d{2})$/.exec(spec);
  if (!match) throw new Error(`Not a weekly time: ${spec}`);
  const weekday = ["thu", "fri", "sat", "sun", "mon", "tue", "wed"].indexOf(match[1]!);
  return weekday * DAY_MS + Number(match[2]) * 3_600_000 + Number(match[3]) * 60_000;
}

/** The month a week's digest completes, when it is that month's last (its next Monday opens a new month). */
function monthCompletedBy(week: IsoWeek): string | null {
  const { start, end } = weekRange(week);
  if (end.getUTCDate() > 7) return null;
  return start.toISOString().slice(0, 7);
}

/** Open jobs posted during the week that match one of the user's saved alerts. */
async function alertJobsFor(db: Db, userId: string, week: IsoWeek): Promise<AlertJob[]> {
  const range = weekRange(week);
  const alerts = await jobAlertsOfUser(db, userId);
  const found = new Map<string, AlertJob>();
  for (const alert of alerts) {
    const filters = JobFilters.safeParse(alert.filters);
    if (!filters.success) continue;
    const after = alert.createdAt > range.start ? alert.createdAt : range.start;
    const { rows } = await listOpenJobs(db, {
      ...filters.data,
      createdAfter: new Date(after.getTime() - 1),
      createdBefore: range.end,
      sort: "newest",
      page: 1,
      limit: ALERT_JOBS_MAX,
    });
    for (const row of rows) {
      found.set(row.id, {
        id: row.id,
        title: row.title,
        organization: row.orgName,
        location: [row.locationCity, row.locationCountry].filter(Boolean).join(", "),
      });
    }
  }
  return [...found.values()].slice(0, ALERT_JOBS_MAX);
}

type DigestBody = NonNullable<Parameters<typeof digestMail>[0]["digest"]>;

/** The digest cut to the reader's domains; null when nothing is left to tell. */
function forDomains(digest: DigestBody, domains: string[]): DigestBody | null {
  if (domains.length === 0) return digest;
  const keep = <T extends { domain: string | null }>(list: T[]) =>
    list.filter((item) => item.domain !== null && domains.includes(item.domain));
  const cut = {
    ...digest,
    featuredContent: keep(digest.featuredContent),
    newJobs: keep(digest.newJobs),
    newCaseStudies: keep(digest.newCaseStudies),
    newTrips: keep(digest.newTrips),
  };
  const any =
    cut.featuredContent.length +
    cut.newJobs.length +
    cut.newCaseStudies.length +
    cut.newTrips.length;
  return any > 0 ? cut : null;
}

/** The weeks whose Monday falls in a month, merged into one digest body. */
async function monthDigest(db: Db, month: string): Promise<DigestBody | null> {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const start = `${month}-01`;
  const end = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 10);
  const rows = await digestsStartingBetween(db, start, end);
  const active = rows.filter((row) => !row.quiet);
  if (active.length === 0) return null;
  const full = active.map(presentDigest);
  const sum = (key: keyof Digest["stats"]) => full.reduce((n, d) => n + d.stats[key], 0);
  const label = new Date(Date.UTC(year, mon - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    title: `Monthly digest: ${label}`,
    summary: `${label} in ${full.length} weekly ${full.length === 1 ? "digest" : "digests"}: ${full.map((d) => d.title).join("; ")}.`,
    stats: {
      totalNewContent: sum("totalNewContent"),
      newJobs: sum("newJobs"),
      newCaseStudies: sum("newCaseStudies"),
      newTrips: sum("newTrips"),
      totalViews: sum("totalViews"),
      totalApplications: sum("totalApplications"),
    },
    featuredContent: full
      .flatMap((d) => d.featuredContent)
      .sort((a, b) => b.views + LIKE_WEIGHT * b.likes - (a.views + LIKE_WEIGHT * a.likes))
      .filter((item, i, list) => list.findIndex((x) => x.url === item.url) === i)
      .slice(0, 10),
    newJobs: full.flatMap((d) => d.newJobs).slice(0, 20),
    newCaseStudies: full.flatMap((d) => d.newCaseStudies).slice(0, 20),
    newTrips: full.flatMap((d) => d.newTrips).slice(0, 20),
  };
}

export interface DigestTaskDeps {
  appUrl: string;
  log: TaskLogger;
}

/** Sends one batch; returns the last recipient looked at (the next batch's cursor), or null when done. */
export async function deliverBatch(
  db: Db,
  deps: DigestTaskDeps,
  payload: DeliverPayload,
): Promise<{ sent: number; next: string | null }> {
  const batch = await digestRecipients(db, payload, DELIVERY_BATCH);
  let body: DigestBody | null = null;
  let digestPath: string | null = null;
  let week: IsoWeek | null = null;
  if (payload.kind === "weekly") {
    week = parseWeekKey(payload.period);
    const row = week ? await findDigestByWeek(db, payload.period) : undefined;
    if (!row || !week) return { sent: 0, next: null };
    body = row.quiet ? null : presentDigest(row);
    digestPath = `/digest/${row.weekKey}`;
  } else {
    body = await monthDigest(db, payload.period);
    if (!body) return { sent: 0, next: null };
    digestPath = "/digest";
  }

  let sent = 0;
  for (const person of batch) {
    const wantsDigest = person.frequency === payload.kind;
    const digest = wantsDigest && body ? forDomains(body, person.domains) : null;
    const alertJobs = week && person.alerts ? await alertJobsFor(db, person.id, week) : [];
    if (!digest && alertJobs.length === 0) continue;
    const mail = digestMail({
      appUrl: deps.appUrl,
      name: person.name,
      digest,
      digestPath: digest ? digestPath : null,
      subject: digest ? `${digest.title} | ${PRODUCT_NAME}` : "New jobs matching your alerts",
      alertJobs,
      unsubscribeToken: await unsubscribeToken(db, person.id),
      domains: person.domains,
    });
    const delivered = await db.transaction(async (tx) => {
      if (!(await recordDelivery(tx, person.id, payload.period))) return false;
      await sendMail(tx, { to: person.email, ...mail });
      return true;
    });
    if (delivered) sent += 1;
  }
  const last = batch.at(-1);
  return { sent, next: batch.length === DELIVERY_BATCH && last ? last.id : null };
}

export async function enqueueDelivery(db: Db, payload: DeliverPayload) {
  return enqueue(db, DeliverDigest, payload, {
    dedupeKey: `digest.deliver:${payload.period}:${payload.run ?? "scheduled"}:${payload.after ?? "start"}`,
  });
}

/** Generates a week and starts its e-mails (and the month's, when the week closes a month). */
export async function runWeeklyDigest(db: Db, log: TaskLogger, key: string): Promise<void> {
  const week = parseWeekKey(key);
  if (!week) return;
  const { row, created } = await generateDigest(db, week);
  if (created) log.info({ week: key, quiet: row.quiet }, "digest generated");
  // Quiet weeks send nothing: no new items, so no alert can match either.
  if (!row.quiet) await enqueueDelivery(db, { kind: "weekly", period: key, after: null });
  const month = monthCompletedBy(week);
  if (month) await enqueueDelivery(db, { kind: "monthly", period: month, after: null });
}

export function digestTasks(deps: DigestTaskDeps & { schedule: string }): {
  handlers: TaskHandler[];
  schedules: Schedule[];
} {
  return {
    handlers: [
      handle(GenerateWeeklyDigest, async ({ week }, { db, log }) => runWeeklyDigest(db, log, week)),
      handle(DeliverDigest, async (payload, { db, log }) => {
        const { sent, next } = await deliverBatch(db, deps, payload);
        if (sent > 0) log.info({ period: payload.period, sent }, "digest e-mails queued");
        if (next) await enqueueDelivery(db, { ...payload, after: next });
      }),
    ],
    schedules: [
      schedule(
        GenerateWeeklyDigest.name,
        WEEK_MS,
        GenerateWeeklyDigest,
        (periodStart) => ({ week: weekKey(previousIsoWeek(periodStart)) }),
        { offsetMs: weeklyOffsetMs(deps.schedule) },
      ),
    ],
  };
}

/** Demo mode: digests for the weeks the demo content covers (at most a year), no e-mail. */
export async function generateDemoDigests(db: Db, since: Date, now = new Date()): Promise<number> {
  const last = previousIsoWeek(now);
  const earliest = new Date(Math.max(since.getTime(), now.getTime() - 52 * WEEK_MS));
  let made = 0;
  for (let t = weekRange(isoWeekOf(earliest)).start.getTime(); ; t += WEEK_MS) {
    const week = isoWeekOf(new Date(t));
    if (t > weekRange(last).start.getTime()) break;
    if ((await generateDigest(db, week)).created) made += 1;
  }
  return made;
}
