import {
  DATA_EXPORT_LIMITS,
  isPreparing,
  type DataExport,
  type DataExportStatus,
} from "@field-commons/shared/data-export";
import { useState } from "react";
import { errorText } from "../../../components/form/form-model";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonStyles } from "../../../components/ui/button";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Message } from "../../../components/ui/message";
import { useDataExports, useRequestDataExport } from "../api/data-exports";

export const DATA_EXPORT_TEXT = {
  title: "Download my data",
  description: "A ZIP archive of everything your account holds, to keep or take elsewhere.",
  request: "Request my data",
  requested: `Your export was requested. This list updates when it is ready, we e-mail you too, and the download then works for ${DATA_EXPORT_LIMITS.keepHours} hours.`,
  preparing:
    "Your data is being prepared. You can leave this page: we will e-mail you when it is ready.",
  ready: "Your data is ready to download.",
  requestFailed: "Your export could not be requested. Please try again.",
  loadFailed: "Your exports could not be loaded.",
  loading: "Loading your exports…",
  empty: "You have not requested an export yet.",
  download: "Download",
  listLabel: "Your data exports",
} as const;

export const DATA_EXPORT_STATUS_LABELS: Record<DataExportStatus, string> = {
  queued: "Preparing…",
  running: "Preparing…",
  ready: "Ready",
  failed: "Failed",
  expired: "Expired",
};

const STATUS_TONES: Record<DataExportStatus, string> = {
  queued: "border-blue-300 bg-blue-50 text-blue-900",
  running: "border-blue-300 bg-blue-50 text-blue-900",
  ready: "border-green-300 bg-green-50 text-green-900",
  failed: "border-red-300 bg-red-50 text-red-900",
  expired: "border-slate-300 bg-slate-100 text-slate-800",
};

function formatWhen(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Bytes in the unit a person reads: '820 KB', '12.5 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

function ExportRow({ item }: { item: DataExport }) {
  const requested = formatWhen(item.createdAt) ?? "";
  const expires = formatWhen(item.expiresAt);
  const details: string[] = [];
  if (item.sizeBytes !== null && item.status === "ready") details.push(formatSize(item.sizeBytes));
  if (item.fileCount !== null && item.status === "ready") {
    details.push(`${item.fileCount} file${item.fileCount === 1 ? "" : "s"}`);
  }
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>
            Requested <time dateTime={item.createdAt}>{requested}</time>
          </span>
          <Badge className={STATUS_TONES[item.status]}>
            {DATA_EXPORT_STATUS_LABELS[item.status]}
          </Badge>
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {details.length > 0 ? <span>{details.join(" · ")}</span> : null}
          {expires && (item.status === "ready" || item.status === "expired") ? (
            <>
              {details.length > 0 ? " · " : null}
              {item.status === "ready" ? "Available until " : "Expired "}
              <time dateTime={item.expiresAt ?? undefined}>{expires}</time>
            </>
          ) : null}
          {item.status === "failed" && item.error ? <span>{item.error}</span> : null}
        </p>
      </div>
      {item.status === "ready" && item.downloadUrl ? (
        <a
          href={item.downloadUrl}
          download
          aria-label={`${DATA_EXPORT_TEXT.download} the export requested ${requested}`}
          className={buttonStyles({ variant: "secondary", className: "self-start sm:self-auto" })}
        >
          {DATA_EXPORT_TEXT.download}
        </a>
      ) : null}
    </li>
  );
}

/**
 * "Download my data": request an archive of everything the account owns
 * (one at a time), see the latest exports with their status, and download
 * the ready ones. The list is read again every few seconds while one is
 * being prepared.
 */
export function DataExportSection() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);

  const items = exports.data?.items ?? [];
  const preparing = items.some((item) => isPreparing(item.status));

  const start = () => {
    setFailure(null);
    setRequested(false);
    request.mutate(undefined, {
      onSuccess: () => setRequested(true),
      onError: (error) => setFailure(errorText(error, DATA_EXPORT_TEXT.requestFailed)),
    });
  };

  let list;
  if (exports.isPending) {
    list = <ListSkeleton label={DATA_EXPORT_TEXT.loading} rows={2} rowClassName="h-16" />;
  } else if (exports.isError) {
    list = (
      <LoadError onRetry={() => void exports.refetch()} isRetrying={exports.isFetching}>
        {DATA_EXPORT_TEXT.loadFailed}
      </LoadError>
    );
  } else if (items.length === 0) {
    list = <p className="text-slate-600">{DATA_EXPORT_TEXT.empty}</p>;
  } else {
    list = (
      <ul aria-label={DATA_EXPORT_TEXT.listLabel} className="divide-y divide-slate-200">
        {items.map((item) => (
          <ExportRow key={item.id} item={item} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <Button
          className="w-full sm:w-auto"
          isBusy={request.isPending}
          disabled={preparing || !exports.isSuccess}
          onClick={start}
        >
          {DATA_EXPORT_TEXT.request}
        </Button>
      </div>
      {preparing ? (
        <Message tone="info">
          {requested ? DATA_EXPORT_TEXT.requested : DATA_EXPORT_TEXT.preparing}
        </Message>
      ) : null}
      {requested && !preparing && items[0]?.status === "ready" ? (
        <Message tone="success">{DATA_EXPORT_TEXT.ready}</Message>
      ) : null}
      {failure ? <Message tone="error">{failure}</Message> : null}
      {list}
    </div>
  );
}
