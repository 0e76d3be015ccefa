import type { OpinionEssayBody } from "@field-commons/shared/content";
import { filled } from "./essay-body";

/**
 * The parts of an essay that have their own field (Essay Structure and
 * Metadata tabs), with the heading the page gives each. The page shows each
 * of them once, from its field.
 */
export const STRUCTURED_SECTIONS = {
  thesis: "Thesis",
  keyPoints: "Key Points",
  evidence: "Evidence",
  counterarguments: "Counterarguments",
  conclusion: "Conclusion",
  callToAction: "Call to Action",
  sources: "Sources",
} as const;

export type StructuredSection = keyof typeof STRUCTURED_SECTIONS;

/** A heading's words compared loosely: case, emphasis marks, punctuation and spaces aside. */
export function headingKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Takes out of a Markdown text the sections whose heading is one of `titles`
 * (compared with headingKey): each heading with everything under it up to the
 * next heading of the same or a higher level. Returns the rest of the text and,
 * by title, what stood under the heading (trimmed; '' when nothing did).
 * Headings inside fenced code are not headings.
 */
export function takeSections(
  markdown: string,
  titles: readonly string[],
): { rest: string; taken: Map<string, string> } {
  const wanted = new Map(titles.map((title) => [headingKey(title), title]));
  const taken = new Map<string, string>();
  const kept: string[] = [];
  let fence: string | null = null;
  let current: { title: string; depth: number; lines: string[] } | null = null;

  const close = () => {
    if (!current) return;
    const text = current.lines.join("\n").trim();
    const before = taken.get(current.title);
    taken.set(current.title, before ? `${before}\n\n${text}`.trim() : text);
    current = null;
  };

  for (const line of markdown.split("\n")) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
    } else if (fenceMatch) {
      fence = fenceMatch[1]!;
    } else {
      const heading = ATX_HEADING.exec(line);
      if (heading) {
        const depth = heading[1]!.length;
        if (current && depth <= current.depth) close();
        const title = wanted.get(headingKey(heading[2] ?? ""));
        if (!current && title) {
          current = { title, depth, lines: [] };
          continue;
        }
      }
    }
    if (current) current.lines.push(line);
    else kept.push(line);
  }
  close();
  return { rest: kept.join("\n"), taken };
}

/** Whether the essay's field for a section has anything to show. */
export function sectionFilled(body: OpinionEssayBody, section: StructuredSection): boolean {
  const value = body[section];
  if (Array.isArray(value)) return value.some((item) => item.trim() !== "");
  return filled(value) !== undefined;
}

/**
 * The essay's Markdown as the page shows it: a section whose heading names a
 * filled field (an older essay started from an outline with 'Thesis',
 * 'Counterarguments' and 'Conclusion' headings) is taken out of the text, so
 * that heading appears once, over the field. What stood under it, when it
 * says more than the field, is returned by section to be shown with the field.
 */
export function essayMarkdownParts(body: OpinionEssayBody): {
  markdown: string;
  extra: Partial<Record<StructuredSection, string>>;
} {
  const content = body.content ?? "";
  const sections = (Object.keys(STRUCTURED_SECTIONS) as StructuredSection[]).filter((section) =>
    sectionFilled(body, section),
  );
  if (sections.length === 0 || content.trim() === "") return { markdown: content, extra: {} };
  const { rest, taken } = takeSections(
    content,
    sections.map((section) => STRUCTURED_SECTIONS[section]),
  );
  const extra: Partial<Record<StructuredSection, string>> = {};
  for (const section of sections) {
    const text = taken.get(STRUCTURED_SECTIONS[section]);
    if (!text) continue;
    const field = body[section];
    const fieldText = Array.isArray(field) ? field.join("\n") : (field ?? "");
    if (headingKey(text) !== headingKey(fieldText)) extra[section] = text;
  }
  return { markdown: rest, extra };
}
