import type { JobDetail } from "@field-commons/shared/jobs";
import { useLoginPath } from "../../../lib/return-path";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { BookmarkIcon, HeartIcon } from "../../../components/ui/icons";
import { cn } from "../../../lib/cn";
import { counterName } from "../../../components/content/counter-name";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import { useToggleJobReaction } from "../api/get-job";
import type { JobReaction } from "../api/get-job";

const KINDS = {
  like: { label: "Like", activeClass: "text-rose-700", failed: "Could not update the like." },
  save: { label: "Save", activeClass: "text-accent", failed: "Could not save the job." },
} as const satisfies Record<JobReaction, { label: string; activeClass: string; failed: string }>;

/**
 * Like or save the job (a toggle, aria-pressed). The button flips only once
 * the server confirms and then shows the server's count. Signed out, it
 * leads to the login page and makes no call.
 */
export function JobReactionButton({ job, kind }: { job: JobDetail; kind: JobReaction }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const toggle = useToggleJobReaction(job.id);
  const [failed, setFailed] = useState(false);
  const config = KINDS[kind];
  const on = user ? (kind === "like" ? job.viewer.liked : job.viewer.saved) : false;
  const count = kind === "like" ? job.counts.likes : job.counts.saves;

  const onClick = () => {
    if (!user) {
      void navigate(loginPath);
      return;
    }
    if (toggle.isPending) return;
    setFailed(false);
    toggle.mutate(kind, {
      onError: (error) => {
        console.error(`Failed to update ${kind}`, error);
        if (error instanceof ApiError && error.status === 401) void navigate(loginPath);
        else setFailed(true);
      },
    });
  };

  return (
    <span className="inline-flex flex-col">
      <Button
        variant="secondary"
        size="sm"
        isBusy={toggle.isPending}
        aria-pressed={on}
        onClick={onClick}
        className={cn(on && config.activeClass)}
      >
        {toggle.isPending ? null : kind === "like" ? (
          <HeartIcon filled={on} />
        ) : (
          <BookmarkIcon filled={on} />
        )}
        <span className="sr-only">{counterName(config.label, count, kind)}</span>
        <span aria-hidden="true">{config.label}</span>
        <span aria-hidden="true" className="text-slate-600">
          {count}
        </span>
      </Button>
      {failed ? (
        <span role="alert" className="mt-1 text-xs font-medium text-danger">
          {config.failed}
        </span>
      ) : null}
    </span>
  );
}
