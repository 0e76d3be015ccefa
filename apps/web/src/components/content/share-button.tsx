import { contentPath } from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { useEffect, useState } from "react";
import { Button } from "../ui/button";
import { Icon } from "../ui/icons";
import { counterName } from "./counter-name";
import { cn } from "../../lib/cn";
import { useRecordShare } from "../../lib/content/reactions";

function ShareIcon() {
  return (
    <Icon>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </Icon>
  );
}

type Outcome = "copied" | "shared" | "failed" | null;

const CONFIRM_MS = 2500;

/** Shares through the system share sheet, or copies the absolute link. */
async function shareLink(url: string, title: string): Promise<"copied" | "shared" | "cancelled"> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Share sheet refused (for example not allowed here): fall back to copying.
    }
  }
  await navigator.clipboard.writeText(url);
  return "copied";
}

/**
 * Copies the item's link (or opens the share sheet where there is one), then
 * records the share and shows the server's share count.
 */
export function ShareButton({
  item,
  className,
  showCount = true,
}: {
  item: ContentSummary;
  className?: string;
  /** Off where the share figure is already shown next to the button (cards). */
  showCount?: boolean;
}) {
  const [shares, setShares] = useState<{ basis: number; value: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const record = useRecordShare();
  const count = shares && shares.basis === item.counts.shares ? shares.value : item.counts.shares;

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const url = `${window.location.origin}${contentPath(item)}`;
      const result = await shareLink(url, item.title);
      if (result === "cancelled") return;
      setOutcome(result);
      try {
        const counted = await record.mutateAsync(item.id);
        setShares({ basis: item.counts.shares, value: counted.count });
      } catch (error) {
        console.error("Failed to record share", error);
      }
    } catch (error) {
      console.error("Failed to share link", error);
      setOutcome("failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        isBusy={busy}
        aria-label={showCount ? undefined : "Share"}
        title="Share"
        onClick={() => void onClick()}
        className={cn(className)}
      >
        {busy ? null : <ShareIcon />}
        {showCount ? (
          <>
            <span className="sr-only">{counterName("Share", count, "share")}</span>
            <span aria-hidden="true">{count}</span>
          </>
        ) : null}
      </Button>
      <span
        role="status"
        className={cn("text-xs", outcome === "failed" ? "text-danger" : "text-slate-700")}
      >
        {outcome === "copied" ? "Link copied" : null}
        {outcome === "shared" ? "Shared" : null}
        {outcome === "failed" ? "Could not copy the link" : null}
      </span>
    </span>
  );
}
