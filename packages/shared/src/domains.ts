/** The seven commons domains (spec 1, section 1) and their colours (DESIGN.md). */
export const DOMAINS = [
  "Land & Environment",
  "Water & Oceans",
  "Energy & Infrastructure",
  "Knowledge & Education",
  "Technology & Digital Access",
  "Culture & Heritage",
  "Social & Governance Systems",
] as const;
export type Domain = (typeof DOMAINS)[number];

export const DOMAIN_COLOURS: Record<Domain, string> = {
  "Land & Environment": "#2E7D32",
  "Water & Oceans": "#1565C0",
  "Energy & Infrastructure": "#B45309",
  "Knowledge & Education": "#6A1B9A",
  "Technology & Digital Access": "#00838F",
  "Culture & Heritage": "#AD1457",
  "Social & Governance Systems": "#4E342E",
};
export const FALLBACK_DOMAIN_COLOUR = "#607D8B";

export function domainColour(domain: string | null | undefined): string {
  return (DOMAINS as readonly string[]).includes(domain ?? "")
    ? DOMAIN_COLOURS[domain as Domain]
    : FALLBACK_DOMAIN_COLOUR;
}
