import type { OrganizationSummary } from "@field-commons/shared/jobs";
import { cn } from "../../../lib/cn";
import { initials } from "../utils/job-display";

/** The organization's logo, or its initials on a soft tile; decorative next to its name. */
export function OrganizationLogo({
  organization,
  size = "md",
  className,
}: {
  organization: Pick<OrganizationSummary, "name" | "logoUrl">;
  size?: "md" | "lg";
  className?: string;
}) {
  const box = size === "lg" ? "size-16 text-xl" : "size-12 text-base";
  if (organization.logoUrl) {
    return (
      <img
        src={organization.logoUrl}
        alt=""
        width={size === "lg" ? 64 : 48}
        height={size === "lg" ? 64 : 48}
        loading="lazy"
        decoding="async"
        className={cn(
          "shrink-0 rounded-md border border-slate-200 bg-white object-contain",
          box,
          className,
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-md bg-accent-soft font-bold text-accent-hover",
        box,
        className,
      )}
    >
      {initials(organization.name)}
    </span>
  );
}
