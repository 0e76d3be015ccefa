import type { FastifyPluginAsync } from "fastify";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { EXPORT_SECTIONS } from "./export-sections";
import adminRoutes from "./modules/admin/admin.routes";
import reportRoutes from "./modules/content/reports.routes";
import analyticsRoutes from "./modules/analytics/analytics.routes";
import accountRecoveryRoutes from "./modules/auth/account-recovery.routes";
import { accountMailHandlers } from "./modules/auth/account-mail.tasks";
import accountRoutes from "./modules/auth/account.routes";
import authRoutes from "./modules/auth/auth.routes";
import applicationRoutes from "./modules/applications/applications.routes";
import organizationApplicationRoutes from "./modules/applications/organization-applications.routes";
import citationRoutes from "./modules/citations/citations.routes";
import { describeContentPage } from "./modules/content/content.pages";
import contentRoutes from "./modules/content/content.routes";
import copilotRoutes from "./modules/copilot/copilot.routes";
import dataExportRoutes from "./modules/data-export/data-export.routes";
import { dataExportTasks, dataExportSchedules } from "./modules/data-export/data-export.tasks";
import { digestTasks } from "./modules/digests/digest.tasks";
import digestRoutes, { digestAdminRoutes } from "./modules/digests/digests.routes";
import feedRoutes from "./modules/digests/feeds.routes";
import geoRoutes from "./modules/geo/geo.routes";
import jobAlertRoutes from "./modules/job-alerts/job-alerts.routes";
import { describeJobPage } from "./modules/jobs/jobs.pages";
import jobRoutes from "./modules/jobs/jobs.routes";
import organizationJobRoutes from "./modules/jobs/organization-jobs.routes";
import { jobsSweepTasks } from "./modules/jobs/jobs.sweep";
import type { MailDeps } from "./modules/mail/mail.tasks";
import { mailHandlers } from "./modules/mail/mail.tasks";
import outboxRoutes from "./modules/mail/outbox.routes";
import meRoutes from "./modules/me/me.routes";
import oaiRoutes from "./modules/oai/oai.routes";
import { invitationMailHandlers } from "./modules/organizations/invitations.tasks";
import organizationRoutes from "./modules/organizations/organizations.routes";
import paymentRoutes from "./modules/payments/payments.routes";
import myProfileRoutes from "./modules/profiles/my-profile.routes";
import profileRoutes from "./modules/profiles/profiles.routes";
import type { TaskHandler, Schedule } from "./modules/tasks/worker";
import { reactionRoutes } from "./modules/reactions/reactions.routes";
import { createAnalyzer } from "./modules/recordings/analysis/analysis";
import { recordingTasks, recordingSchedules } from "./modules/recordings/recordings.tasks";
import recordingRoutes from "./modules/recordings/recordings.routes";
import { createSpeechToText } from "./modules/recordings/speech/speech";
import { createEmbedder } from "./modules/search/embeddings/embedder";
import { searchTasks } from "./modules/search/search.tasks";
import searchRoutes from "./modules/search/search.routes";
import { backupTasks } from "./modules/system/backup.tasks";
import sitemapRoutes from "./modules/system/sitemap.routes";
import systemRoutes from "./modules/system/system.routes";
import templateRoutes from "./modules/templates/templates.routes";
import tripRoutes from "./modules/trips/trips.routes";
import uploadRoutes from "./modules/uploads/uploads.routes";
import type { PageMeta } from "./plugins/web-app";
import type { Storage } from "./storage/storage";

/** What a module's background work is built from. */
export interface BackgroundDeps {
  env: Env;
  storage: Storage;
  mail: MailDeps;
}

/** A module's background work: the tasks it handles and the ones it schedules. */
export interface BackgroundWork {
  handlers: TaskHandler[];
  schedules?: Schedule[];
}

/** A route plugin and where it is mounted. */
interface Mount {
  plugin: FastifyPluginAsync;
  prefix?: string;
}

/** What a module adds to the application. */
export interface ServerModule {
  name: string;
  /** Route plugins under /api. */
  api?: Mount[];
  /** Route plugins outside /api (feeds, sitemaps, OAI-PMH). */
  site?: Mount[];
  background?: (deps: BackgroundDeps) => BackgroundWork;
  /** The title and description of a page this module owns, for server rendering and link previews. */
  describePage?: (db: Db, pathname: string, origin: string) => Promise<PageMeta | null>;
}

function defineModule(module: ServerModule): ServerModule {
  return module;
}

/**
 * Every module of the server, in one list: `app.ts` mounts their routes and
 * asks them to describe pages, `background.ts` runs their tasks. A new module
 * adds one entry here.
 */
export const MODULES: readonly ServerModule[] = [
  defineModule({
    name: "system",
    api: [{ plugin: systemRoutes }],
    site: [{ plugin: sitemapRoutes }],
    background: ({ env }) => backupTasks(env),
  }),
  defineModule({
    name: "auth",
    api: [
      { plugin: authRoutes, prefix: "/auth" },
      { plugin: accountRecoveryRoutes, prefix: "/auth" },
      { plugin: accountRoutes, prefix: "/me" },
    ],
    background: ({ env, mail }) => ({
      handlers: accountMailHandlers({ ...mail, appUrl: env.appUrl }),
    }),
  }),
  defineModule({ name: "payments", api: [{ plugin: paymentRoutes, prefix: "/payments" }] }),
  defineModule({ name: "admin", api: [{ plugin: adminRoutes, prefix: "/admin" }] }),
  defineModule({
    name: "mail",
    api: [{ plugin: outboxRoutes, prefix: "/admin/outbox" }],
    background: ({ mail }) => ({ handlers: mailHandlers(mail) }),
  }),
  defineModule({
    name: "content",
    api: [
      { plugin: contentRoutes, prefix: "/content" },
      { plugin: reportRoutes, prefix: "/content" },
    ],
    describePage: describeContentPage,
  }),
  defineModule({ name: "citations", api: [{ plugin: citationRoutes, prefix: "/content" }] }),
  defineModule({ name: "analytics", api: [{ plugin: analyticsRoutes, prefix: "/analytics" }] }),
  defineModule({
    name: "reactions",
    api: [
      { plugin: reactionRoutes("like"), prefix: "/likes" },
      { plugin: reactionRoutes("save"), prefix: "/saves" },
    ],
  }),
  defineModule({ name: "me", api: [{ plugin: meRoutes, prefix: "/me" }] }),
  defineModule({
    name: "profiles",
    api: [
      { plugin: myProfileRoutes, prefix: "/me" },
      { plugin: profileRoutes, prefix: "/profiles" },
    ],
  }),
  defineModule({
    name: "data-export",
    api: [{ plugin: dataExportRoutes, prefix: "/me" }],
    background: ({ env, storage }) => ({
      handlers: dataExportTasks({ storage, appUrl: env.appUrl, sections: EXPORT_SECTIONS }),
      schedules: dataExportSchedules(),
    }),
  }),
  defineModule({ name: "uploads", api: [{ plugin: uploadRoutes, prefix: "/uploads" }] }),
  defineModule({ name: "trips", api: [{ plugin: tripRoutes, prefix: "/trips" }] }),
  defineModule({ name: "copilot", api: [{ plugin: copilotRoutes, prefix: "/trips" }] }),
  defineModule({
    name: "templates",
    api: [{ plugin: templateRoutes, prefix: "/trip-templates" }],
  }),
  defineModule({ name: "geo", api: [{ plugin: geoRoutes }] }),
  defineModule({
    name: "jobs",
    api: [
      { plugin: jobRoutes, prefix: "/jobs" },
      { plugin: organizationJobRoutes, prefix: "/organizations" },
    ],
    background: () => jobsSweepTasks(),
    describePage: describeJobPage,
  }),
  defineModule({
    name: "organizations",
    api: [{ plugin: organizationRoutes, prefix: "/organizations" }],
    background: ({ env, mail }) => ({
      handlers: invitationMailHandlers({ ...mail, appUrl: env.appUrl }),
    }),
  }),
  defineModule({
    name: "applications",
    api: [
      { plugin: applicationRoutes, prefix: "/applications" },
      { plugin: organizationApplicationRoutes, prefix: "/organizations" },
    ],
  }),
  defineModule({ name: "job-alerts", api: [{ plugin: jobAlertRoutes, prefix: "/job-alerts" }] }),
  defineModule({
    name: "recordings",
    api: [{ plugin: recordingRoutes, prefix: "/recordings" }],
    // Offline speech to text and analysis unless STT_URL / LLM_URL name a service.
    background: ({ env, storage }) => ({
      handlers: recordingTasks({
        storage,
        speech: createSpeechToText({
          url: env.STT_URL,
          apiKey: env.STT_API_KEY,
          model: env.STT_MODEL,
        }),
        analyzer: createAnalyzer({
          url: env.LLM_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
        }),
      }),
      schedules: recordingSchedules(),
    }),
  }),
  defineModule({
    name: "digests",
    api: [
      { plugin: digestRoutes, prefix: "/digest" },
      { plugin: digestAdminRoutes, prefix: "/admin/digests" },
    ],
    site: [{ plugin: feedRoutes }],
    background: ({ env, mail }) =>
      digestTasks({ appUrl: env.appUrl, log: mail.log, schedule: env.DIGEST_SCHEDULE }),
  }),
  defineModule({
    name: "search",
    api: [{ plugin: searchRoutes, prefix: "/search" }],
    // Offline sentence vectors unless EMBEDDINGS_URL names a service.
    background: ({ env }) => searchTasks(createEmbedder(env)),
  }),
  defineModule({ name: "oai", site: [{ plugin: oaiRoutes }] }),
];
