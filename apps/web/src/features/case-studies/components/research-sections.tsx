import { CASE_STUDY_SECTIONS, isFilled } from "@field-commons/shared/content";
import type { CaseStudyBody } from "@field-commons/shared/content";
import { useId } from "react";
import { TextBlocks } from "../../../components/ui/text-blocks";

/** The research sections that have text, in the spec's order; nothing when none has. */
export function ResearchSections({ body }: { body: CaseStudyBody }) {
  const headingId = useId();
  const sections = CASE_STUDY_SECTIONS.flatMap(({ key, label }) => {
    const text = body[key];
    return key !== "dates" && text !== undefined && isFilled(text) ? [{ key, label, text }] : [];
  });
  if (sections.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        Research
      </h2>
      <div className="mt-6 grid gap-6">
        {sections.map(({ key, label, text }) => (
          <section
            key={key}
            aria-labelledby={`${headingId}-${key}`}
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h3 id={`${headingId}-${key}`} className="text-lg font-semibold text-slate-900">
              {label}
            </h3>
            <TextBlocks
              text={text}
              className="mt-3 max-w-prose text-base leading-relaxed text-slate-800 sm:text-lg"
            />
          </section>
        ))}
      </div>
    </section>
  );
}
