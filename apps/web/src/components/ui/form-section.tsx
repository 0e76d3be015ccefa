import { useId } from "react";
import type { ReactNode } from "react";

/** A titled section of a long form (an h2 and its fields, one column). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="border-b border-slate-200 pb-2 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
