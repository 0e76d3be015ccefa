// Makes the demo recordings (apps/server/demo/recordings/*.webm) from the
// scripts beside them (*.txt): each turn is read by espeak-ng, the turns are
// joined with short pauses, and the whole is encoded as Opus in WebM (mono,
// 16 kHz, 20 kbit/s), the format the hub's recorder uploads. The files are
// committed; run this again after changing a script or the voices (the
// same script and tools give the same bytes).
//
//   node scripts/make-demo-recordings.mjs [name ...] [--wer]
//
// A script is a text file of turns, one a line: "Speaker: what they say".
// Lines starting with # and blank lines are skipped. The first speaker of a
// script reads with the first voice below, the second with the second.
// --wer (with `node --import tsx`) transcribes each file with the server's
// offline recogniser and prints its word error rate against the script.
//
// Needs espeak-ng and ffmpeg (Debian: apt-get install espeak-ng ffmpeg).
//
// The voices: of espeak-ng's English voices, the Klatt variants of en-us
// are the ones pocketsphinx's en-us model recognises best. On a passage of
// three sentences about canal fees read at 140 words a minute, the word
// error rate was 37 % with en-us+klatt3, 43 % with en-us+klatt, 57-66 %
// with en-us+f2 and en-us, and 114 % with en-gb+f3. The two voices differ in pitch so the
// speakers can be told apart. The committed files: WER 47.6 % over their
// 370 words (34.5-54.7 % per file), so a search finds many of the words said.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { editDistance, words } from "./lib/word-error.mjs";

const FOLDER = fileURLToPath(new URL("../apps/server/demo/recordings/", import.meta.url));
const VOICES = [
  // The interviewer: higher.
  { voice: "en-us+klatt6", pitch: 72 },
  // The person interviewed.
  { voice: "en-us+klatt3", pitch: 50 },
];
/** Words a minute: clear, a little slower than espeak-ng's default 175. */
const RATE = 140;
/** Seconds of silence before the first turn, between turns and after the last. */
const LEAD = 0.4;
const GAP = 0.7;
const BITRATE = "20k";
const MAX_BYTES = 150 * 1024;
const MIN_SECONDS = 20;
const MAX_SECONDS = 60;

/** The turns of a script: { speaker, text } in order. */
function parseScript(source) {
  const turns = [];
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`not a "Speaker: text" line: ${line}`);
    turns.push({ speaker: line.slice(0, colon).trim(), text: line.slice(colon + 1).trim() });
  }
  return turns;
}

function run(command, args) {
  return execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

function silence(file, seconds) {
  run("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `anullsrc=r=22050:cl=mono`,
    "-t",
    String(seconds),
    "-c:a",
    "pcm_s16le",
    file,
  ]);
}

function durationOf(file) {
  return Number(
    run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]),
  );
}

function make(name, work) {
  const turns = parseScript(fs.readFileSync(path.join(FOLDER, `${name}.txt`), "utf8"));
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  if (speakers.length > VOICES.length) throw new Error(`${name}: more speakers than voices`);
  const lead = path.join(work, "lead.wav");
  const gap = path.join(work, "gap.wav");
  silence(lead, LEAD);
  silence(gap, GAP);
  const parts = [lead];
  turns.forEach((turn, i) => {
    const { voice, pitch } = VOICES[speakers.indexOf(turn.speaker)];
    const text = path.join(work, `${name}-${i}.txt`);
    const wav = path.join(work, `${name}-${i}.wav`);
    fs.writeFileSync(text, turn.text);
    run("espeak-ng", ["-v", voice, "-s", String(RATE), "-p", String(pitch), "-f", text, "-w", wav]);
    parts.push(wav, gap);
  });
  const list = path.join(work, `${name}.list`);
  fs.writeFileSync(list, parts.map((p) => `file '${p}'`).join("\n"));
  const out = path.join(FOLDER, `${name}.webm`);
  run("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-ac",
    "1",
    "-ar",
    "16000",
    "-c:a",
    "libopus",
    "-b:a",
    BITRATE,
    "-application",
    "voip",
    // The same bytes from the same script: no dates, tool versions or random ids.
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:a",
    "+bitexact",
    out,
  ]);
  const bytes = fs.statSync(out).size;
  const seconds = durationOf(out);
  const problems = [];
  if (bytes > MAX_BYTES) problems.push(`larger than ${MAX_BYTES / 1024} KB`);
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    problems.push(`not ${MIN_SECONDS}-${MAX_SECONDS} s long`);
  }
  console.log(
    `${name}.webm: ${seconds.toFixed(1)} s, ${(bytes / 1024).toFixed(1)} KB, ${turns.length} turns` +
      (problems.length ? ` -- ${problems.join(", ")}` : ""),
  );
  if (problems.length) process.exitCode = 1;
  return { out, turns };
}

const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith("--"));
const chosen = names.length
  ? names
  : fs
      .readdirSync(FOLDER)
      .filter((f) => f.endsWith(".txt"))
      .map((f) => f.slice(0, -4))
      .sort();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "demo-recordings-"));
try {
  const made = chosen.map((name) => ({ name, ...make(name, work) }));
  if (args.includes("--wer")) {
    const { createSpeechToText } =
      await import("../apps/server/src/modules/recordings/speech/speech.ts");
    const engine = createSpeechToText();
    let edits = 0;
    let total = 0;
    for (const { name, out, turns } of made) {
      const reference = words(turns.map((t) => t.text).join(" "));
      const transcript = await engine.transcribe(out);
      const distance = editDistance(reference, words(transcript.text));
      edits += distance;
      total += reference.length;
      console.log(`${name}: WER ${((distance / reference.length) * 100).toFixed(1)} %`);
      console.log(`  ${transcript.text}`);
    }
    console.log(`all: WER ${((edits / total) * 100).toFixed(1)} % over ${total} words`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
