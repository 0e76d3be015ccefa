import fs from "node:fs/promises";
import path from "node:path";
import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { CommandError, lastLine, runCommand, ToolNotInstalledError } from "./media";

/** Where the recogniser and its English model live (Debian packages by default). */
export interface PocketsphinxPaths {
  binary?: string;
  /** Acoustic model directory. */
  hmm?: string;
  /** Language model (.lm.bin or .lm). */
  lm?: string;
  /** Pronunciation dictionary. */
  dict?: string;
}

const DEBIAN_MODEL = "/usr/share/pocketsphinx/model/en-us";

export const DEBIAN_POCKETSPHINX: Required<PocketsphinxPaths> = {
  binary: "pocketsphinx_continuous",
  hmm: `${DEBIAN_MODEL}/en-us`,
  lm: `${DEBIAN_MODEL}/en-us.lm.bin`,
  dict: `${DEBIAN_MODEL}/cmudict-en-us.dict`,
};

const NOT_INSTALLED = "Speech recognition is not installed (pocketsphinx)";
// GNU coreutils; absent on some systems, and then progress only comes at the end.
const STDBUF = "/usr/bin/stdbuf";

async function isExecutable(file: string): Promise<boolean> {
  try {
    await fs.access(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decoder settings. Measured on 28 synthesised clips (the 4 in
 * test/fixtures/speech plus 24 more made the same way: 2.7 minutes, 488
 * words), audio already decoded with the filters in media.ts; WER over all
 * words, RTF as decoder CPU time / audio duration (one core, on a loaded
 * 2-CPU machine):
 *
 *   defaults                                     WER 36.9 %  RTF 0.21
 *   -fwdflat no (skip the second, flat pass)     WER 34.8 %  RTF 0.20
 *   -fwdflat no -beam 1e-60 -wbeam 1e-40         WER 33.8 %  RTF 0.28  <- kept
 *   -fwdflat no -pip 0.5 -wip 0.2                WER 36.5 %  RTF 0.17
 *   -pip 0.5 / -wip 0.2 / -pip 0.5 -wip 0.2      WER 35.9 / 35.9 / 35.5 %
 *   -lw 5.5 / 7.5 (default 6.5)                  WER 36.9 / 37.7 %
 * and in an earlier round with loudness at -24 LUFS (defaults: WER 50.0 %):
 *   -lw 5 / 8                                    WER 52.5 / 57.4 %
 *   -remove_noise no                             WER 58.0 %
 *   -bestpath no / -silprob 0.1 / -vad_threshold 3   WER 52.3 / 50.6 / 50.0 %
 *   -beam 1e-80 -wbeam 1e-60 -pbeam 1e-80 (4 clips only): no better, RTF 0.5-1.0
 *
 * The kept set has the lowest WER under RTF 0.5, but its lead is within the
 * noise: on these clips, shifting the audio by a millisecond changes a few
 * words. What mattered was the input level (see media.ts).
 */
const DECODER_FLAGS: readonly string[] = ["-fwdflat", "no", "-beam", "1e-60", "-wbeam", "1e-40"];

export interface TimedWord {
  word: string;
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
}

// With `-time yes`, each recognised word is printed as "word start end probability".
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\S+)$/;
// <s>, </s>, <sil>, and noise words such as [NOISE] or ++NOISE++ are not speech.
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
// Alternative pronunciations are printed as word(2), word(3)...
const VARIANT = /\(\d+\)$/;

/**
 * One line of pocketsphinx output as a timed word. Returns null for other
 * lines (the hypothesis line) and `filler: true` for silence and noise, whose
 * times still tell how far the decoder has got.
 */
export function parseWordLine(line: string): { word: TimedWord; filler: boolean } | null {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return null;
  const [, raw = "", start = "0", end = "0"] = match;
  const word = { word: raw.replace(VARIANT, ""), start: Number(start), end: Number(end) };
  return { word, filler: FILLER.test(raw) };
}

export interface SegmentLimits {
  /** A silence at least this long (seconds) starts a new segment. */
  pause: number;
  maxWords: number;
  /** Longest segment, in seconds. */
  maxSeconds: number;
}

const DEFAULT_LIMITS: SegmentLimits = { pause: 0.6, maxWords: 15, maxSeconds: 12 };

/**
 * Groups words into transcript lines: a new line after a pause, or when the
 * current one is long enough to read comfortably. Times become whole seconds
 * (start rounded down, end up), as the transcript schema requires.
 */
export function groupIntoSegments(
  words: readonly TimedWord[],
  limits: SegmentLimits = DEFAULT_LIMITS,
): TranscriptSegment[] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const word of words) {
    const first = current[0];
    const previous = current.at(-1);
    const breaks =
      first !== undefined &&
      previous !== undefined &&
      (word.start - previous.end >= limits.pause ||
        current.length >= limits.maxWords ||
        word.end - first.start > limits.maxSeconds);
    if (breaks) {
      groups.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);

  return groups.map((group) => {
    const start = Math.max(0, Math.floor(group[0]?.start ?? 0));
    return {
      start,
      end: Math.max(start, Math.ceil(group.at(-1)?.end ?? 0)),
      text: group.map((w) => w.word).join(" "),
    };
  });
}

/** Readable error when the binary or a model file is missing. */
export async function checkPocketsphinx(paths: PocketsphinxPaths = {}): Promise<void> {
  const resolved = { ...DEBIAN_POCKETSPHINX, ...paths };
  for (const file of [resolved.hmm, resolved.lm, resolved.dict]) {
    try {
      await fs.access(file);
    } catch {
      throw new ToolNotInstalledError(`${NOT_INSTALLED}: model file ${file} is missing`);
    }
  }
  if (path.isAbsolute(resolved.binary) && !(await isExecutable(resolved.binary))) {
    throw new ToolNotInstalledError(NOT_INSTALLED);
  }
  // A bare name is looked up on PATH when spawned; ENOENT then gives the same error.
}

export interface PocketsphinxOptions {
  paths?: PocketsphinxPaths | undefined;
  /** Length of the audio in seconds, to turn word times into a percentage. */
  durationSeconds: number;
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** Reports whole percentages, never going back, and each value once. */
function progressReporter(
  durationSeconds: number,
  onProgress: ((percent: number) => void) | undefined,
) {
  let last = -1;
  const report = (percent: number) => {
    const value = Math.min(100, Math.max(0, Math.floor(percent)));
    if (value <= last) return;
    last = value;
    onProgress?.(value);
  };
  return {
    start: () => report(0),
    reachedSecond: (seconds: number) => {
      // Stop at 99 until the process has exited: 100 means the transcript is ready.
      if (durationSeconds > 0) report(Math.min(99, (seconds / durationSeconds) * 100));
    },
    done: () => report(100),
  };
}

/** Pocketsphinx prints its reasons on lines starting with ERROR or FATAL_ERROR. */
function failureReason(stderr: string): string {
  const errors = stderr.split("\n").filter((line) => /^(FATAL_)?ERROR/.test(line));
  return lastLine(errors.join("\n")) || lastLine(stderr);
}

/**
 * Transcribes a 16 kHz mono 16-bit WAV file with pocketsphinx_continuous,
 * reading word timings as they are printed to report progress.
 */
export async function transcribeWav(
  wavPath: string,
  options: PocketsphinxOptions,
): Promise<{ words: TimedWord[]; segments: TranscriptSegment[] }> {
  const paths = { ...DEBIAN_POCKETSPHINX, ...options.paths };
  await checkPocketsphinx(paths);
  const progress = progressReporter(options.durationSeconds, options.onProgress);
  const words: TimedWord[] = [];
  const args = [
    "-infile",
    path.resolve(wavPath),
    "-time",
    "yes",
    "-hmm",
    paths.hmm,
    "-lm",
    paths.lm,
    "-dict",
    paths.dict,
    ...DECODER_FLAGS,
  ];

  progress.start();
  // pocketsphinx writes to a pipe with full buffering: without a line-buffered
  // stdout its words would all arrive at the end and progress would jump to 100.
  const lineBuffered = await isExecutable(STDBUF);
  try {
    await runCommand(
      lineBuffered ? STDBUF : paths.binary,
      lineBuffered ? ["-oL", paths.binary, ...args] : args,
      {
        signal: options.signal,
        missingMessage: NOT_INSTALLED,
        onStdoutLine: (line) => {
          const parsed = parseWordLine(line);
          if (!parsed) return;
          if (!parsed.filler) words.push(parsed.word);
          progress.reachedSecond(parsed.word.end);
        },
      },
    );
  } catch (error) {
    if (error instanceof CommandError) {
      // stdbuf exits 127 (126) when the program it should run is missing (not executable).
      if (lineBuffered && (error.exitCode === 127 || error.exitCode === 126)) {
        throw new ToolNotInstalledError(NOT_INSTALLED);
      }
      throw new Error(`Speech recognition failed: ${failureReason(error.stderr)}`, {
        cause: error,
      });
    }
    throw error;
  }
  progress.done();
  return { words, segments: groupIntoSegments(words) };
}
