import { domainColour } from "@field-commons/shared/domains";
import { cn } from "../../lib/cn";

const DARK_TEXT = "#0f172a";
const LIGHT_TEXT = "#ffffff";

function relativeLuminance(hex: string): number {
  const value = hex.replace("#", "");
  const channels = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio between two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT_CANDIDATES = [LIGHT_TEXT, DARK_TEXT, "#000000"];

/**
 * White, else near-black, else black: the first that passes WCAG AA (4.5:1)
 * on the background; the best of them if none does.
 */
export function readableTextColour(background: string): string {
  const passing = TEXT_CANDIDATES.find((text) => contrastRatio(background, text) >= 4.5);
  if (passing) return passing;
  return TEXT_CANDIDATES.reduce((best, text) =>
    contrastRatio(background, text) > contrastRatio(background, best) ? text : best,
  );
}

/** A badge in the domain's colour; no domain shows the fallback label 'General' in grey. */
export function DomainBadge({
  domain,
  fallbackLabel = "General",
  className,
}: {
  domain: string | null | undefined;
  fallbackLabel?: string;
  className?: string;
}) {
  const background = domainColour(domain);
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        className,
      )}
      style={{ backgroundColor: background, color: readableTextColour(background) }}
    >
      <span className="truncate">{domain || fallbackLabel}</span>
    </span>
  );
}
