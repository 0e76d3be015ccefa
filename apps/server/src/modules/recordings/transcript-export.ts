import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type {
  RecordingPrivacy,
  RecordingStatus,
  TranscriptFormat,
  TranscriptSegment,
} from "@field-commons/shared/recordings";
import { TRANSCRIPT_EXPORT_MESSAGES } from "@field-commons/shared/transcript-export";
import { notFound } from "../../errors";
import { attachmentDisposition, titledFileName } from "./file-name";

// ---------------------------------------------------------------------------
// A recording's transcript as a file: SubRip and WebVTT subtitles, plain text
// with timestamps and speakers, a Word document, and an HTML table (speaker,
// time, text) that qualitative analysis tools such as QualCoder or Taguette
// import. Pure functions of the transcript; the route decides who may have it.
// ---------------------------------------------------------------------------

export interface TranscriptDocument {
  title: string;
  recordedAt: Date;
  segments: readonly TranscriptSegment[];
}

/** One line of the transcript as every format writes it. */
interface Line {
  /** Seconds; from the line's first and last words when it has them. */
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

/**
 * Characters no file format here may carry (controls other than whitespace,
 * which XML forbids, and unpaired surrogates, which are not text).
 */
const UNWRITABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of text: unwritable characters removed, any run of whitespace (newlines too) one space. */
function oneLine(text: string): string {
  return text.replace(UNWRITABLE, "").replace(/\s+/g, " ").trim();
}

/** The lines that have text, with cue times from their words when they carry them. */
function linesOf(segments: readonly TranscriptSegment[]): Line[] {
  const lines: Line[] = [];
  for (const segment of segments) {
    const text = oneLine(segment.text);
    if (text === "") continue;
    const words = segment.words ?? [];
    let start = segment.start;
    let end = segment.end;
    if (words.length > 0) {
      start = words[0]!.start;
      end = words.at(-1)!.end;
    }
    // A cue of no length is shown for a second.
    if (end <= start) end = start + 1;
    const speaker = oneLine(segment.speaker ?? "");
    lines.push({ start, end, speaker: speaker === "" ? null : speaker, text });
  }
  return lines;
}

/** Subtitles must be in time order; lines that start together keep the transcript's order. */
const inTimeOrder = (lines: Line[]) =>
  lines
    .map((line, i) => ({ line, i }))
    .sort((a, b) => a.line.start - b.line.start || a.i - b.i)
    .map((x) => x.line);

/** HH:MM:SS, then the separator and milliseconds when one is given. */
export function clock(seconds: number, millisecondsAfter?: "," | "."): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const ms = total % 1000;
  const s = Math.floor(total / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  const hms = `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
  return millisecondsAfter ? `${hms}${millisecondsAfter}${String(ms).padStart(3, "0")}` : hms;
}

/** The date the recording was made, as YYYY-MM-DD. */
const dateOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * SubRip: numbered cues, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, "Speaker: text".
 * SubRip has no escapes: an arrow typed in the text is spaced apart so no
 * reader takes the line for a timing line.
 */
export function toSrt(doc: TranscriptDocument): string {
  return inTimeOrder(linesOf(doc.segments))
    .map((line, i) => {
      const text = (line.speaker ? `${line.speaker}: ${line.text}` : line.text).replace(
        /-->/g,
        "-- >",
      );
      return `${i + 1}\n${clock(line.start, ",")} --> ${clock(line.end, ",")}\n${text}\n`;
    })
    .join("\n");
}

/** WebVTT text: &, < and > as character references (so "-->" can never appear). */
const vttEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** WebVTT: `HH:MM:SS.mmm` cues; a speaker as a voice span, `<v Speaker Name>text`. */
export function toVtt(doc: TranscriptDocument): string {
  const cues = inTimeOrder(linesOf(doc.segments)).map((line) => {
    const text = vttEscape(line.text);
    const payload = line.speaker ? `<v ${vttEscape(line.speaker)}>${text}</v>` : text;
    return `${clock(line.start, ".")} --> ${clock(line.end, ".")}\n${payload}\n`;
  });
  return ["WEBVTT\n", ...cues].join("\n");
}

/** Plain text: the title and date, then `[HH:MM:SS] Speaker: text` lines. */
export function toTxt(doc: TranscriptDocument): string {
  const lines = linesOf(doc.segments).map(
    (line) => `[${clock(line.start)}] ${line.speaker ? `${line.speaker}: ` : ""}${line.text}`,
  );
  return [oneLine(doc.title), `Recorded: ${dateOf(doc.recordedAt)}`, "", ...lines, ""].join("\n");
}

const htmlEscape = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * HTML for qualitative analysis tools: a complete UTF-8 document with the
 * title and a table of Speaker, Time and Text, everything escaped; no
 * scripts, styles or anything fetched from elsewhere.
 */
export function toHtml(doc: TranscriptDocument): string {
  const title = htmlEscape(oneLine(doc.title));
  const date = dateOf(doc.recordedAt);
  const rows = linesOf(doc.segments).map(
    (line) =>
      `<tr><td>${htmlEscape(line.speaker ?? "")}</td><td>${clock(line.start)}</td><td>${htmlEscape(line.text)}</td></tr>`,
  );
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    "</head>",
    "<body>",
    `<h1>${title}</h1>`,
    `<p>Recorded: <time datetime="${date}">${date}</time></p>`,
    "<table>",
    '<thead><tr><th scope="col">Speaker</th><th scope="col">Time</th><th scope="col">Text</th></tr></thead>',
    "<tbody>",
    ...rows,
    "</tbody>",
    "</table>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

const cell = (text: string, options: { bold?: boolean; width: number }) =>
  new TableCell({
    width: { size: options.width, type: WidthType.PERCENTAGE },
    children: [new Paragraph({ children: [new TextRun({ text, bold: options.bold })] })],
  });

/** A Word document: the title, the date, and a table of Time, Speaker and Text. */
export async function toDocx(doc: TranscriptDocument): Promise<Buffer> {
  const title = oneLine(doc.title);
  const widths = [14, 20, 66];
  const header = new TableRow({
    tableHeader: true,
    children: ["Time", "Speaker", "Text"].map((text, i) =>
      cell(text, { bold: true, width: widths[i]! }),
    ),
  });
  const rows = linesOf(doc.segments).map(
    (line) =>
      new TableRow({
        children: [clock(line.start), line.speaker ?? "", line.text].map((text, i) =>
          cell(text, { width: widths[i]! }),
        ),
      }),
  );
  const document = new Document({
    title,
    creator: "Field Commons",
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            alignment: AlignmentType.LEFT,
            children: [new TextRun(`Recorded: ${dateOf(doc.recordedAt)}`)],
          }),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

const CONTENT_TYPES: Record<TranscriptFormat, string> = {
  srt: "application/x-subrip; charset=utf-8",
  vtt: "text/vtt; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html; charset=utf-8",
};

export interface TranscriptFile {
  body: string | Buffer;
  contentType: string;
  /** An attachment named after the title, with the format's extension. */
  contentDisposition: string;
}

/** The transcript in a format, with its media type and file name. */
export async function renderTranscript(
  format: TranscriptFormat,
  doc: TranscriptDocument,
): Promise<TranscriptFile> {
  const body =
    format === "srt"
      ? toSrt(doc)
      : format === "vtt"
        ? toVtt(doc)
        : format === "txt"
          ? toTxt(doc)
          : format === "html"
            ? toHtml(doc)
            : await toDocx(doc);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    contentDisposition: attachmentDisposition(titledFileName(doc.title, format)),
  };
}

interface ExportableRecording {
  title: string;
  recordedAt: Date;
  privacy: RecordingPrivacy;
  status: RecordingStatus;
  transcript: readonly TranscriptSegment[];
}

/**
 * The answer to GET /api/recordings/{id}/transcript for a recording the
 * viewer may see: the file and its headers, or 404 when there is no
 * transcript yet. Like the recording's file, it is kept by no cache unless
 * the recording is published for everyone, and never by a shared one.
 */
export async function exportTranscript(
  recording: ExportableRecording,
  format: TranscriptFormat,
): Promise<{ body: string | Buffer; headers: Record<string, string> }> {
  if (!linesOf(recording.transcript).length)
    throw notFound(TRANSCRIPT_EXPORT_MESSAGES.noTranscript);
  const file = await renderTranscript(format, {
    title: recording.title,
    recordedAt: recording.recordedAt,
    segments: recording.transcript,
  });
  return {
    body: file.body,
    headers: {
      "content-type": file.contentType,
      "content-disposition": file.contentDisposition,
      "cache-control":
        recording.privacy === "public" && recording.status === "published"
          ? "private, no-cache"
          : "no-store",
      // Opened in a browser rather than saved, nothing in it runs or loads.
      "content-security-policy": "default-src 'none'; sandbox",
    },
  };
}
