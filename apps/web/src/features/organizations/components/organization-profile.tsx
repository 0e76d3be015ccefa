import type { Organization } from "@field-commons/shared/jobs";
import { safeSitePath, safeWebUrl } from "@field-commons/shared/safe-url";
import { ExternalLink } from "../../../components/ui/external-link";
import { cn } from "../../../lib/cn";

/** The logo, or the name's first letter on a tile. */
export function OrganizationLogo({
  organization,
  className,
}: {
  organization: Pick<Organization, "name" | "logoUrl">;
  className?: string;
}) {
  const src = safeSitePath(organization.logoUrl);
  return (
    <div
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white",
        className,
      )}
    >
      {src ? (
        <img src={src} alt={`${organization.name} logo`} className="size-full object-contain" />
      ) : (
        <span aria-hidden="true" className="text-2xl font-bold text-accent">
          {organization.name.trim().charAt(0).toUpperCase() || "?"}
        </span>
      )}
    </div>
  );
}

/** Website, size, location and domain, as a definition list; what is not given is left out. */
export function OrganizationFacts({ organization }: { organization: Organization }) {
  const website = safeWebUrl(organization.website);
  const facts = [
    website
      ? {
          term: "Website",
          value: <ExternalLink href={website}>{organization.website}</ExternalLink>,
        }
      : null,
    organization.size ? { term: "Size", value: `${organization.size} people` } : null,
    organization.location ? { term: "Location", value: organization.location } : null,
    organization.domain ? { term: "Domain", value: organization.domain } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm font-semibold text-slate-600">{fact.term}</dt>
          <dd className="break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
