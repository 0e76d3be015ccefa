import { useId } from "react";
import type { ReactNode } from "react";
import { ExternalLink } from "../../../components/ui/external-link";
import { TextBlocks } from "../../../components/ui/text-blocks";
import {
  FIELD_LABELS,
  PRIORITY_LABELS,
  credibilityTone,
  priorityTone,
} from "../utils/policy-brief-body";
import type {
  Evidence,
  PolicyBriefView,
  Recommendation,
  Reference,
  TextField,
} from "../utils/policy-brief-body";
import { LevelBadge } from "./level-badge";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function TextSection({ view, field }: { view: PolicyBriefView; field: TextField }) {
  const text = view.text[field];
  if (!text) return null;
  return (
    <Section title={FIELD_LABELS[field]}>
      <TextBlocks text={text} className="max-w-prose" />
    </Section>
  );
}

/** Label and value pairs of a row; pairs without a value are left out. */
function Facts({ items }: { items: { term: string; value: ReactNode | undefined }[] }) {
  const shown = items.filter((item) => item.value !== undefined && item.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="mt-4 space-y-3">
      {shown.map(({ term, value }) => (
        <div key={term}>
          <dt className="text-sm font-semibold text-slate-600">{term}</dt>
          <dd className="mt-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function textValue(value: string | undefined): ReactNode | undefined {
  const text = value?.trim();
  return text ? <TextBlocks text={text} className="space-y-2" /> : undefined;
}

function RecommendationCard({ item, index }: { item: Recommendation; index: number }) {
  const title = item.title.trim() || `Recommendation ${index + 1}`;
  const stakeholders = item.stakeholders?.filter((s) => s.trim()) ?? [];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <LevelBadge tone={priorityTone(item.priority)}>
          {`${PRIORITY_LABELS[item.priority]} priority`}
        </LevelBadge>
      </div>
      {item.description?.trim() ? (
        <TextBlocks text={item.description} className="mt-3 space-y-2" />
      ) : null}
      <Facts
        items={[
          { term: "Implementation", value: textValue(item.implementation) },
          { term: "Timeline", value: item.timeline?.trim() || undefined },
          {
            term: "Stakeholders",
            value:
              stakeholders.length > 0 ? (
                <ul className="list-disc pl-5">
                  {stakeholders.map((s, i) => (
                    <li key={`${i}-${s}`}>{s}</li>
                  ))}
                </ul>
              ) : undefined,
          },
          { term: "Resources", value: textValue(item.resources) },
        ]}
      />
    </li>
  );
}

function EvidenceCard({ item, index }: { item: Evidence; index: number }) {
  const source = item.source.trim() || `Evidence ${index + 1}`;
  const credibility = item.credibility?.trim();
  const level = credibility?.toLowerCase();
  const credibilityLabel =
    level === "high" || level === "medium" || level === "low"
      ? `${level[0]!.toUpperCase()}${level.slice(1)} credibility`
      : `Credibility: ${credibility}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">{source}</h3>
        {credibility ? (
          <LevelBadge tone={credibilityTone(credibility)}>{credibilityLabel}</LevelBadge>
        ) : null}
      </div>
      {item.description?.trim() ? (
        <TextBlocks text={item.description} className="mt-3 space-y-2" />
      ) : null}
      <Facts
        items={[
          { term: "Type", value: item.type?.trim() || undefined },
          { term: "Date", value: item.date?.trim() || undefined },
          {
            term: "Link",
            value: item.url?.trim() ? <ExternalLink href={item.url} /> : undefined,
          },
        ]}
      />
    </li>
  );
}

function ReferenceItem({ item, index }: { item: Reference; index: number }) {
  const title = item.title.trim() || `Reference ${index + 1}`;
  const details = [item.authors, item.publication, item.year]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="pl-1">
      <p className="font-semibold text-slate-900">{title}</p>
      {details ? <p className="text-slate-700">{details}</p> : null}
      {item.url?.trim() ? (
        <p className="mt-0.5">
          <ExternalLink href={item.url} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * Every field of a policy brief that has a value, in reading order, as plain
 * text (never HTML): the analysis, the structured recommendations and
 * evidence, implementation, conclusion and references.
 */
export function PolicyBriefContent({ view }: { view: PolicyBriefView }) {
  return (
    <div>
      <TextSection view={view} field="executiveSummary" />
      <TextSection view={view} field="problemStatement" />
      <TextSection view={view} field="keyFindings" />
      <TextSection view={view} field="recommendations" />
      {view.policyRecommendations.length > 0 ? (
        <Section title="Policy Recommendations">
          <ol className="space-y-4">
            {view.policyRecommendations.map((item, index) => (
              <RecommendationCard key={index} item={item} index={index} />
            ))}
          </ol>
        </Section>
      ) : null}
      {view.evidence.length > 0 ? (
        <Section title="Evidence">
          <ul className="space-y-4">
            {view.evidence.map((item, index) => (
              <EvidenceCard key={index} item={item} index={index} />
            ))}
          </ul>
        </Section>
      ) : null}
      <TextSection view={view} field="stakeholders" />
      <TextSection view={view} field="implementationPlan" />
      <TextSection view={view} field="timeline" />
      <TextSection view={view} field="budget" />
      <TextSection view={view} field="risks" />
      <TextSection view={view} field="successMetrics" />
      <TextSection view={view} field="conclusion" />
      {view.references.length > 0 ? (
        <Section title="References">
          <ol className="list-decimal space-y-3 pl-6">
            {view.references.map((item, index) => (
              <ReferenceItem key={index} item={item} index={index} />
            ))}
          </ol>
        </Section>
      ) : null}
      <TextSection view={view} field="sources" />
      <TextSection view={view} field="contacts" />
    </div>
  );
}
