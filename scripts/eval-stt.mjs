// Speech-to-text evaluation: transcribes every *.wav in a folder (default
// apps/server/test/fixtures/speech) and compares it with the reference beside
// it (same name, .txt). Prints per file the word error rate (word-level edit
// distance over lowercase words without punctuation, divided by the number of
// reference words) and the real-time factor (wall time / audio duration), then
// the totals: overall WER = all edits / all reference words, mean RTF.
//
// Where a clip has a NAME.speakers.json (speaker turns with the start and end
// of their speech, in seconds), it also prints the turns found against the
// reference ones (a change of speaker label starts a turn) and the mean
// absolute error of the recognised word times at the turns' edges: the first
// word's start and the last word's end against the turn's start and end.
// These are the only reference word times the clips have.
//
//   node --import tsx scripts/eval-stt.mjs [folder] [--verbose]
//
// Offline pocketsphinx by default; STT_URL (with STT_API_KEY, STT_MODEL)
// evaluates an OpenAI-compatible service instead. Exits non-zero only when a
// file could not be transcribed.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createSpeechToText } from "../apps/server/src/modules/recordings/speech/speech.ts";
import { editDistance, words } from "./lib/word-error.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const folder = path.resolve(
  args.find((arg) => !arg.startsWith("--")) ?? path.join(root, "apps/server/test/fixtures/speech"),
);

async function readBeside(wav, extension) {
  try {
    return await fs.readFile(wav.replace(/\.wav$/i, extension), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
}

/** Turns of the transcript (a new one at each change of speaker), as lists of words. */
function recognisedTurns(segments) {
  const turns = [];
  let speaker;
  for (const segment of segments) {
    if (turns.length === 0 || segment.speaker !== speaker) turns.push([]);
    speaker = segment.speaker;
    turns.at(-1).push(...(segment.words ?? []));
  }
  return turns.filter((words) => words.length > 0);
}

/** Turns found / expected, and the mean absolute error (s) of word times at the reference turns' edges. */
function turnScores(segments, reference) {
  const words = segments.flatMap((segment) => segment.words ?? []);
  const errors = [];
  for (const turn of reference.turns) {
    const inside = words.filter((w) => {
      const middle = (w.start + w.end) / 2;
      return middle >= turn.start - 0.5 && middle <= turn.end + 0.5;
    });
    if (inside.length === 0) continue;
    errors.push(Math.abs(inside[0].start - turn.start), Math.abs(inside.at(-1).end - turn.end));
  }
  return {
    turns: `${recognisedTurns(segments).length}/${reference.turns.length}`,
    edgeError: errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : null,
  };
}

/** Exact duration of the audio, for the RTF (the transcript's is rounded to whole seconds). */
async function exactDuration(file) {
  const { stdout } = await promisify(execFile)("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    file,
  ]);
  return Number(stdout.trim());
}

const engine = createSpeechToText({
  url: process.env.STT_URL,
  apiKey: process.env.STT_API_KEY,
  model: process.env.STT_MODEL,
});

const files = (await fs.readdir(folder))
  .filter((name) => name.toLowerCase().endsWith(".wav"))
  .sort();
if (files.length === 0) {
  console.error(`No .wav files in ${folder}`);
  process.exit(1);
}

console.log(`Engine: ${engine.name}; folder: ${path.relative(root, folder) || "."}\n`);
const rows = [];
let failures = 0;
for (const name of files) {
  const file = path.join(folder, name);
  try {
    const reference = await readBeside(file, ".txt");
    const speakers = await readBeside(file, ".speakers.json");
    const started = performance.now();
    const transcript = await engine.transcribe(file);
    const seconds = (performance.now() - started) / 1000;
    const ref = reference === null ? null : words(reference);
    const edits = ref === null ? null : editDistance(ref, words(transcript.text));
    const audio = await exactDuration(file);
    rows.push({
      name,
      audio,
      refWords: ref?.length ?? null,
      edits,
      seconds,
      text: transcript.text,
      ...(speakers === null ? {} : turnScores(transcript.segments, JSON.parse(speakers))),
    });
  } catch (error) {
    failures++;
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A plain text table: left-aligned first column, right-aligned figures. */
function printTable(records) {
  const columns = Object.keys(records[0]);
  const cells = [columns, ...records.map((record) => columns.map((c) => String(record[c])))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(columns));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of cells.slice(1)) console.log(line(row));
}

const pct = (value) => (value === null ? "n/a" : `${(value * 100).toFixed(1)}%`);
const table = rows.map((row) => ({
  file: row.name,
  "audio s": row.audio.toFixed(1),
  "ref words": row.refWords ?? "n/a",
  edits: row.edits ?? "n/a",
  WER: pct(row.refWords ? row.edits / row.refWords : null),
  "wall s": row.seconds.toFixed(2),
  RTF: (row.seconds / row.audio).toFixed(3),
}));
const scored = rows.filter((row) => row.refWords);
const totalRef = scored.reduce((sum, row) => sum + row.refWords, 0);
const totalEdits = scored.reduce((sum, row) => sum + row.edits, 0);
const meanRtf = rows.reduce((sum, row) => sum + row.seconds / row.audio, 0) / (rows.length || 1);
table.push({
  file: "TOTAL",
  "audio s": rows.reduce((sum, row) => sum + row.audio, 0).toFixed(1),
  "ref words": totalRef,
  edits: totalEdits,
  WER: pct(totalRef ? totalEdits / totalRef : null),
  "wall s": rows.reduce((sum, row) => sum + row.seconds, 0).toFixed(2),
  RTF: `${meanRtf.toFixed(3)} (mean)`,
});
printTable(table);
const withTurns = rows.filter((row) => row.turns !== undefined);
if (withTurns.length > 0) {
  console.log("\nSpeaker turns (found/reference) and word-time error at the turns' edges:\n");
  printTable(
    withTurns.map((row) => ({
      file: row.name,
      turns: row.turns,
      "edge error s": row.edgeError === null ? "n/a" : row.edgeError.toFixed(3),
    })),
  );
}
if (verbose) for (const row of rows) console.log(`\n${row.name}: ${row.text}`);
if (failures > 0) {
  console.error(`\n${failures} file(s) could not be transcribed`);
  process.exit(1);
}
