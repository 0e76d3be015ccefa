import { CONTENT_TYPE_LABELS } from "@field-commons/shared/content";
import type { Digest, DigestStats } from "@field-commons/shared/digests";
import { escapeHtml, link, MAIL_ACCENT, PRODUCT_NAME, type RenderedMail } from "../mail";

/** A job matching one of the reader's saved alerts. */
export interface AlertJob {
  id: string;
  title: string;
  organization: string;
  location: string;
}

interface Entry {
  title: string;
  url: string;
  /** One line under the title. */
  detail: string;
}

interface Section {
  heading: string;
  entries: Entry[];
}

export interface DigestMailInput {
  appUrl: string;
  name: string;
  /** Null for a message that only carries job alerts. */
  digest: Pick<
    Digest,
    "title" | "summary" | "stats" | "featuredContent" | "newJobs" | "newCaseStudies" | "newTrips"
  > | null;
  /** Where the digest can be read on the site (site path). */
  digestPath: string | null;
  /** 'Monthly digest: November 2026' or the week's title. */
  subject: string;
  alertJobs: AlertJob[];
  unsubscribeToken: string;
  /** The reader keeps digests for some domains only. */
  domains: string[];
}

function figures(stats: DigestStats): string {
  return [
    `${stats.totalNewContent} new publications`,
    `${stats.newJobs} new jobs`,
    `${stats.newCaseStudies} case studies`,
    `${stats.newTrips} field work trips`,
    `${stats.totalViews} views`,
    `${stats.totalApplications} applications`,
  ].join(" · ");
}

function sectionsOf(input: DigestMailInput): Section[] {
  const sections: Section[] = [];
  const d = input.digest;
  if (d) {
    sections.push({
      heading: "Featured this week",
      entries: d.featuredContent.map((item) => ({
        title: item.title,
        url: item.url,
        detail: `${CONTENT_TYPE_LABELS[item.type]} by ${item.author}${item.excerpt ? ` — ${item.excerpt}` : ""}`,
      })),
    });
    sections.push({
      heading: "New case studies",
      entries: d.newCaseStudies.map((item) => ({
        title: item.title,
        url: item.url,
        detail: `by ${item.author}${item.domain ? ` · ${item.domain}` : ""}`,
      })),
    });
    sections.push({
      heading: "New field work trips",
      entries: d.newTrips.map((item) => ({
        title: item.title,
        url: item.url,
        detail: [`by ${item.author}`, item.country, item.domain].filter(Boolean).join(" · "),
      })),
    });
    sections.push({
      heading: "New jobs",
      entries: d.newJobs.map((job) => ({
        title: job.title,
        url: job.url,
        detail: [job.organization, job.location].filter(Boolean).join(" · "),
      })),
    });
  }
  sections.push({
    heading: "Jobs matching your alerts",
    entries: input.alertJobs.map((job) => ({
      title: job.title,
      url: `/jobs/${job.id}`,
      detail: [job.organization, job.location].filter(Boolean).join(" · "),
    })),
  });
  return sections.filter((s) => s.entries.length > 0);
}

/**
 * The digest e-mail: text and HTML, with the one-click unsubscribe headers
 * of RFC 8058 (the POST goes to the API; the link in the text opens a page).
 */
export function digestMail(input: DigestMailInput): RenderedMail & {
  headers: Record<string, string>;
} {
  const { appUrl } = input;
  const abs = (path: string) => link(appUrl, path);
  const unsubscribePage = link(appUrl, "/digest/unsubscribe", { token: input.unsubscribeToken });
  const oneClick = link(appUrl, "/api/digest/unsubscribe", { token: input.unsubscribeToken });
  const preferences = abs("/profile/edit");
  const sections = sectionsOf(input);
  const intro = input.digest
    ? [input.digest.summary, figures(input.digest.stats)]
    : ["New jobs were posted that match the job alerts you saved."];
  const why = input.digest
    ? `You receive this because you chose digest e-mails${input.domains.length > 0 ? ` for ${input.domains.join(", ")}` : ""} in your ${PRODUCT_NAME} settings.`
    : `You receive this because you saved job alerts on ${PRODUCT_NAME}.`;

  const text = [
    `Hello ${input.name},`,
    "",
    input.subject,
    "",
    ...intro.flatMap((p) => [p, ""]),
    ...sections.flatMap((section) => [
      section.heading.toUpperCase(),
      ...section.entries.flatMap((e) => [`- ${e.title}`, `  ${e.detail}`, `  ${abs(e.url)}`]),
      "",
    ]),
    ...(input.digestPath ? [`Read it on the site: ${abs(input.digestPath)}`, ""] : []),
    "-- ",
    why,
    `Change your preferences: ${preferences}`,
    `Unsubscribe with one click: ${unsubscribePage}`,
    "",
  ].join("\n");

  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #0f172a; max-width: 40rem; margin: 0 auto; padding: 1.5rem;">',
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<h1 style="font-size: 1.35rem; margin: 0 0 0.75rem;">${escapeHtml(input.subject)}</h1>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...sections.flatMap((section) => [
      `<h2 style="font-size: 1.1rem; margin: 1.5rem 0 0.5rem;">${escapeHtml(section.heading)}</h2>`,
      '<ul style="padding-left: 1.1rem; margin: 0;">',
      ...section.entries.map(
        (e) =>
          `<li style="margin-bottom: 0.6rem;"><a href="${escapeHtml(abs(e.url))}" style="color: ${MAIL_ACCENT}; font-weight: 600;">${escapeHtml(e.title)}</a><br><span style="color: #475569; font-size: 0.9rem;">${escapeHtml(e.detail)}</span></li>`,
      ),
      "</ul>",
    ]),
    ...(input.digestPath
      ? [
          `<p style="margin-top: 1.5rem;"><a href="${escapeHtml(abs(input.digestPath))}" style="display: inline-block; background: ${MAIL_ACCENT}; color: #ffffff; padding: 0.6rem 1.1rem; border-radius: 0.4rem; text-decoration: none; font-weight: 600;">Read it on the site</a></p>`,
        ]
      : []),
    `<hr style="border: none; border-top: 1px solid #e2e8f0; margin-top: 2rem;">`,
    `<p style="font-size: 0.85rem; color: #475569;">${escapeHtml(why)}<br><a href="${escapeHtml(preferences)}">Change your preferences</a> · <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>`,
    "</body></html>",
  ].join("\n");

  return {
    subject: input.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
