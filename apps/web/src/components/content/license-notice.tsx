import { LICENSE_INFO, type License } from "@field-commons/shared/licenses";

/** The item's licence, linked to its own page (all rights reserved has none). */
export function LicenseNotice({ license, className }: { license: License; className?: string }) {
  const info = LICENSE_INFO[license];
  return (
    <section aria-labelledby="license-heading" className={className}>
      <h2 id="license-heading" className="text-sm font-semibold text-slate-600">
        Licence
      </h2>
      <p className="mt-1 text-slate-800">
        {info.url ? (
          <a
            href={info.url}
            rel="license noopener"
            target="_blank"
            className="font-medium text-accent underline underline-offset-2"
          >
            {info.short}
          </a>
        ) : (
          <span className="font-medium">{info.short}</span>
        )}
        <span className="mt-0.5 block text-sm text-slate-600">{info.hint}</span>
      </p>
    </section>
  );
}
