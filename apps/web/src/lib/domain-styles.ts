import type { Domain } from "@field-commons/shared/domains";

/**
 * Tailwind classes for each domain's colour (defined in styles.css @theme with
 * the values of DOMAIN_COLOURS). Literal strings so Tailwind can find them.
 */
export const DOMAIN_SWATCH_CLASS: Record<Domain, string> = {
  "Land & Environment": "bg-domain-land",
  "Water & Oceans": "bg-domain-water",
  "Energy & Infrastructure": "bg-domain-energy",
  "Knowledge & Education": "bg-domain-knowledge",
  "Technology & Digital Access": "bg-domain-technology",
  "Culture & Heritage": "bg-domain-culture",
  "Social & Governance Systems": "bg-domain-social",
};

export const DOMAIN_BORDER_CLASS: Record<Domain, string> = {
  "Land & Environment": "border-l-domain-land",
  "Water & Oceans": "border-l-domain-water",
  "Energy & Infrastructure": "border-l-domain-energy",
  "Knowledge & Education": "border-l-domain-knowledge",
  "Technology & Digital Access": "border-l-domain-technology",
  "Culture & Heritage": "border-l-domain-culture",
  "Social & Governance Systems": "border-l-domain-social",
};
