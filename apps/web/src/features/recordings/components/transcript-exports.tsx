import { TRANSCRIPT_FORMATS, TRANSCRIPT_FORMAT_LABELS } from "@field-commons/shared/recordings";
import { useId } from "react";
import { buttonStyles } from "../../../components/ui/button";
import { transcriptExportUrl } from "../api/recordings-api";

/** A download link per transcript format (SRT, WebVTT, text, Word, HTML for analysis tools). */
export function TranscriptExports({ recordingId }: { recordingId: string }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h4 id={id} className="text-sm font-semibold text-slate-800">
        Export
      </h4>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {TRANSCRIPT_FORMATS.map((format) => (
          <li key={format}>
            <a
              href={transcriptExportUrl(recordingId, format)}
              download
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              {TRANSCRIPT_FORMAT_LABELS[format]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
