import type { OpinionEssayBody } from "@field-commons/shared/content";
import { useId } from "react";
import type { ReactNode } from "react";
import { TextBlocks } from "../../../components/ui/text-blocks";
import { cn } from "../../../lib/cn";
import { URGENCY_LABELS, countWords, wordsLabel } from "../utils/essay-text";
import type { Urgency } from "../utils/essay-text";
import { filled } from "../utils/essay-body";

/** A titled part of the essay's main column. Nothing when it has no content. */
export function EssaySection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("mt-10 first:mt-0", className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Plain author text under a heading, then `extra` (more of that section); nothing when blank. */
export function TextSection({
  title,
  text,
  extra,
}: {
  title: string;
  text: string | undefined;
  extra?: ReactNode;
}) {
  const value = filled(text);
  if (!value) return null;
  return (
    <EssaySection title={title}>
      <TextBlocks text={value} />
      {extra}
    </EssaySection>
  );
}

/** A list of short texts under a heading; nothing when empty. */
export function ListSection({
  title,
  items,
  extra,
}: {
  title: string;
  items: readonly string[] | undefined;
  extra?: ReactNode;
}) {
  const list = (items ?? []).map((i) => i.trim()).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <EssaySection title={title}>
      <ul className="list-disc space-y-2 pl-6">
        {list.map((item, index) => (
          <li key={`${index}-${item}`} className="break-words whitespace-pre-line">
            {item}
          </li>
        ))}
      </ul>
      {extra}
    </EssaySection>
  );
}

/** The thesis, set apart: the claim the essay argues. */
export function ThesisSection({
  thesis,
  extra,
}: {
  thesis: string | undefined;
  extra?: ReactNode;
}) {
  const value = filled(thesis);
  if (!value) return null;
  return (
    <EssaySection title="Thesis">
      <div className="rounded-r-lg border-l-4 border-accent bg-slate-50 px-5 py-4 text-slate-900">
        <TextBlocks text={value} />
      </div>
      {extra}
    </EssaySection>
  );
}

/** Priority colours of DESIGN.md: high red, medium amber, low green. */
const URGENCY_STYLES: Record<Urgency, string> = {
  high: "border-red-300 bg-red-50 text-red-900",
  medium: "border-amber-300 bg-amber-50 text-amber-900",
  low: "border-green-300 bg-green-50 text-green-900",
};

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return (
    <span
      data-urgency={urgency}
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold",
        URGENCY_STYLES[urgency],
      )}
    >
      {URGENCY_LABELS[urgency]}
    </span>
  );
}

/** A neutral badge (essay type, tone, reading time). */
export function PlainBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
      {children}
    </span>
  );
}

/** A card of the side column with a heading. */
export function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-5 text-base shadow-sm"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Word count, audience, urgency and place, as a description list. */
export function EssayFacts({ body, location }: { body: OpinionEssayBody; location: string }) {
  const audience = filled(body.targetAudience);
  const content = body.content ?? "";
  return (
    <SidebarCard title="Essay details">
      <dl className="space-y-3 text-sm">
        <Fact term="Word count">{wordsLabel(countWords(content))}</Fact>
        {audience ? <Fact term="Target audience">{audience}</Fact> : null}
        {body.urgency ? (
          <Fact term="Urgency">
            <UrgencyBadge urgency={body.urgency} />
          </Fact>
        ) : null}
        {location ? <Fact term="Location">{location}</Fact> : null}
      </dl>
    </SidebarCard>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Tags or keywords as chips; nothing when empty. */
export function ChipList({
  title,
  items,
}: {
  title: string;
  items: readonly string[] | undefined;
}) {
  if (!items || items.length === 0) return null;
  return (
    <SidebarCard title={title}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm break-all text-slate-800"
          >
            {item}
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}
