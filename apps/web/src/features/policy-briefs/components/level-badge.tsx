import { cn } from "../../../lib/cn";
import type { Tone } from "../utils/policy-brief-body";

/** Text on these backgrounds passes WCAG AA. */
const TONES: Record<Tone, string> = {
  red: "border-red-300 bg-red-50 text-red-900",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  green: "border-green-300 bg-green-50 text-green-900",
  neutral: "border-slate-300 bg-slate-100 text-slate-800",
};

/** A small coloured badge for a level (priority, credibility); `data-tone` names the colour. */
export function LevelBadge({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: string;
  className?: string;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
