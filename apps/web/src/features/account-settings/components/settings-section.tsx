import { useId } from "react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

/** One section of the settings page: a card with its h2, a line of help and its form. */
export function SettingsSection({
  title,
  description,
  tone = "default",
  anchor,
  children,
}: {
  title: string;
  /** The section's own address on the page (`#anchor`). */
  anchor?: string;
  description?: ReactNode;
  /** 'danger' for the section that deletes the account. */
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} id={anchor} className="scroll-mt-24">
      <Card className={cn(tone === "danger" && "border-red-300")}>
        <h2
          id={id}
          className={cn(
            "text-xl font-semibold",
            tone === "danger" ? "text-danger" : "text-slate-900",
          )}
        >
          {title}
        </h2>
        {description ? <div className="mt-1 text-slate-600">{description}</div> : null}
        {/* Fields scrolled to stay clear of the sticky site header. */}
        <div className="mt-5 [&_:is(input,select,textarea)]:scroll-mt-24">{children}</div>
      </Card>
    </section>
  );
}
