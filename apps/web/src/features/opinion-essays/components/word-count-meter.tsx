import { cn } from "../../../lib/cn";
import {
  WORD_TARGET_TEXT,
  countWords,
  wordCountTone,
  wordCountVerdict,
  wordsLabel,
} from "../utils/essay-text";
import type { WordCountTone } from "../utils/essay-text";

/** Red, amber and green text that each pass WCAG AA on white. */
const TONE_STYLES: Record<WordCountTone, string> = {
  red: "border-red-300 bg-red-50 text-red-800",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  green: "border-green-300 bg-green-50 text-green-800",
};

/**
 * The essay's word count (whitespace splitting) in the spec's colours: red
 * under 500 or over 2000, amber 500-799, green 800-2000; with the target text
 * and, for those who do not see the colour, what it means.
 */
export function WordCountMeter({ content, id }: { content: string; id?: string }) {
  const words = countWords(content);
  const tone = wordCountTone(words);
  return (
    <p id={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span
        data-testid="word-count"
        data-tone={tone}
        className={cn("rounded-full border px-2.5 py-0.5 font-semibold", TONE_STYLES[tone])}
      >
        {wordsLabel(words)}
        <span className="sr-only">, {wordCountVerdict(words)}</span>
      </span>
      <span className="text-slate-600">Target: {WORD_TARGET_TEXT}</span>
    </p>
  );
}
