import type { ProfileStats, PublicProfile } from "@field-commons/shared/profiles";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { useId } from "react";
import type { ReactNode } from "react";
import { formatCount } from "@field-commons/shared/us-format";

/** The profile's figures, in order; Applications only when the owner shows it. */
const STATS: readonly { key: keyof ProfileStats; label: string }[] = [
  { key: "likes", label: "Likes" },
  { key: "saves", label: "Saves" },
  { key: "totalViews", label: "Total Views" },
  { key: "publications", label: "Publications" },
  { key: "caseStudies", label: "Case Studies" },
  { key: "trips", label: "Trips" },
  { key: "applications", label: "Applications" },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function StatsGrid({ stats }: { stats: ProfileStats }) {
  const shown = STATS.filter(({ key }) => stats[key] !== null);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {shown.map(({ key, label }) => (
        <div
          key={key}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="order-first text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
            {formatCount(stats[key] ?? 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="max-w-prose space-y-3 text-base leading-relaxed text-slate-800 sm:text-lg">
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line break-words">
            {paragraph}
          </p>
        ))}
    </div>
  );
}

/** Bio, the figures, experience and education. */
export function OverviewTab({ profile }: { profile: PublicProfile }) {
  const bio = profile.bio.trim();
  const experience = profile.experience.trim();
  return (
    <div className="space-y-10">
      <Section title="About">
        {bio ? (
          <Paragraphs text={bio} />
        ) : (
          <p className="text-slate-600">{PROFILE_MESSAGES.noBio}</p>
        )}
      </Section>
      <Section title="Stats">
        <StatsGrid stats={profile.stats} />
      </Section>
      {experience ? (
        <Section title="Experience">
          <Paragraphs text={experience} />
        </Section>
      ) : null}
      {profile.education.length > 0 ? (
        <Section title="Education">
          <ul className="max-w-prose space-y-2 text-slate-800">
            {profile.education.map((entry, index) => (
              <li key={index} className="break-words">
                {[entry.degree, entry.institution, entry.year ?? ""]
                  .map((part) => String(part).trim())
                  .filter(Boolean)
                  .join(", ")}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
