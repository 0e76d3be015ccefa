import type { JobDomain } from "./jobs";

/** The seven commons domains and their colours (DESIGN.md). */
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

/**
 * Jobs keep the seven job domains of the jobs board as
 * their field; readers search and filter by the seven commons domains. Each
 * job field stands under the commons domain of its first-named subject:
 * Energy & Technology under Energy & Infrastructure, Culture & Knowledge
 * under Culture & Heritage, Governance & Democracy and Health & Wellbeing
 * under Social & Governance Systems, Infrastructure & Mobility under Energy &
 * Infrastructure; the two fields the vocabularies share map to themselves.
 */
export const JOB_FIELD_DOMAINS: Record<JobDomain, Domain> = {
  "Land & Environment": "Land & Environment",
  "Water & Oceans": "Water & Oceans",
  "Energy & Technology": "Energy & Infrastructure",
  "Culture & Knowledge": "Culture & Heritage",
  "Governance & Democracy": "Social & Governance Systems",
  "Health & Wellbeing": "Social & Governance Systems",
  "Infrastructure & Mobility": "Energy & Infrastructure",
};

/** `Water & Oceans` → `water-oceans`. */
export function domainSlug(domain: string): string {
  return domain
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function domainFromSlug(slug: string): Domain | null {
  return DOMAINS.find((d) => domainSlug(d) === slug) ?? null;
}

export function isDomain(value: string | null | undefined): value is Domain {
  return (DOMAINS as readonly string[]).includes(value ?? "");
}

/**
 * The commons domain a stored domain stands under: a commons domain itself,
 * the domain a job field maps to, or null for anything else.
 */
export function commonsDomainOf(value: string | null | undefined): Domain | null {
  if (isDomain(value)) return value;
  return Object.hasOwn(JOB_FIELD_DOMAINS, value ?? "")
    ? JOB_FIELD_DOMAINS[value as JobDomain]
    : null;
}
