import fs from "node:fs/promises";
import path from "node:path";
import type { TranscriptSegment, TranscriptWord } from "@field-commons/shared/recordings";
import {
  CommandError,
  lastLine,
  runCommand,
  ToolNotInstalledError,
  watchReadOffset,
} from "./media";
import { cleanWord, groupIntoSegments } from "./segments";

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

// With `-time yes`, each recognised word is printed as "word start end posterior".
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;
// <s>, </s>, <sil>, and noise words such as [NOISE] or ++NOISE++ are not speech.
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
// Alternative pronunciations are printed as word(2), word(3)...
const VARIANT = /\(\d+\)$/;

/**
 * One line of pocketsphinx output as a recognised word, or null for other
 * lines (the hypothesis) and for silence and noise, which never become words.
 *
 * The fourth column is the word's posterior probability in the decoder's
 * lattice, already linear (continuous.c prints logmath_exp of ps_seg_prob),
 * so it is kept as the confidence. Measured on 28 synthesised clips (496
 * recognised words; see test/fixtures/speech/README.md), it ranks words well
 * but understates them: of the words under 0.1, 35 % were right; 0.1-0.3,
 * 55 %; 0.3-0.5, 72 %; 0.5-0.7, 80 %; above 0.7, 91-93 %. Under 0.5 are 56 %
 * of the words and 82 % of the wrong ones.
 */
export function parseWordLine(line: string): TranscriptWord | null {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return null;
  const [, raw = "", start = "0", end = "0", posterior = "0"] = match;
  if (FILLER.test(raw)) return null;
  return cleanWord(raw.replace(VARIANT, ""), Number(start), Number(end), Number(posterior));
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
  /** Whole percentages of the audio the decoder has read, increasing; 100 once it is done. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** Reports whole percentages, never going back, and each value once. */
function progressReporter(onProgress: ((percent: number) => void) | undefined) {
  let last = -1;
  return (percent: number) => {
    const value = Math.min(100, Math.max(0, Math.floor(percent)));
    if (value <= last) return;
    last = value;
    onProgress?.(value);
  };
}

/** Pocketsphinx prints its reasons on lines starting with ERROR or FATAL_ERROR. */
function failureReason(stderr: string): string {
  const errors = stderr.split("\n").filter((line) => /^(FATAL_)?ERROR/.test(line));
  return lastLine(errors.join("\n")) || lastLine(stderr);
}

/** Where the samples of a 16 kHz mono 16-bit PCM WAV file start, and how many bytes they take. */
export async function wavSamples(wavPath: string): Promise<{ offset: number; bytes: number }> {
  const file = await fs.open(wavPath, "r");
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(Math.min(size, 4_096));
    await file.read(header, 0, header.length, 0);
    const wave =
      header.toString("latin1", 0, 4) === "RIFF" && header.toString("latin1", 8, 12) === "WAVE";
    let format = false;
    for (let at = 12; wave && at + 8 <= header.length;) {
      const id = header.toString("latin1", at, at + 4);
      const length = header.readUInt32LE(at + 4);
      if (id === "fmt " && at + 24 <= header.length) {
        format =
          header.readUInt16LE(at + 8) === 1 && // PCM
          header.readUInt16LE(at + 10) === 1 && // mono
          header.readUInt32LE(at + 12) === 16_000 &&
          header.readUInt16LE(at + 22) === 16;
      }
      if (id === "data" && format) return { offset: at + 8, bytes: size - at - 8 };
      at += 8 + length + (length % 2);
    }
  } finally {
    await file.close();
  }
  throw new Error("Speech recognition needs 16 kHz mono 16-bit PCM WAV audio");
}

// 16 kHz, 16-bit mono.
const BYTES_PER_SECOND = 32_000;

/**
 * Transcribes a 16 kHz mono 16-bit WAV file with pocketsphinx_continuous.
 *
 * Progress is the decoder's position in the file, read from /proc while it
 * runs. Word times cannot give it: pocketsphinx prints them only when an
 * utterance ends at a silence of about a second, so speech without such a
 * pause is one utterance whose words all arrive at the end (stdout buffering
 * is not the cause: it flushes after each utterance). Feeding the audio
 * through stdin is no way round either: Node's child stdin is a socket, which
 * pocketsphinx cannot open as `-infile /dev/stdin`. Where /proc is missing,
 * the words' times are the fallback.
 */
export async function transcribeWav(
  wavPath: string,
  options: PocketsphinxOptions = {},
): Promise<{ words: TranscriptWord[]; segments: TranscriptSegment[] }> {
  const paths = { ...DEBIAN_POCKETSPHINX, ...options.paths };
  await checkPocketsphinx(paths);
  const file = await fs.realpath(wavPath);
  const samples = await wavSamples(file);
  const report = progressReporter(options.onProgress);
  // 99 at most until the process has exited: 100 means the transcript is ready.
  const reached = (bytes: number) =>
    report(samples.bytes > 0 ? Math.min(99, (100 * bytes) / samples.bytes) : 0);
  const words: TranscriptWord[] = [];
  const args = [
    "-infile",
    file,
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

  report(0);
  let stopWatching = () => {};
  try {
    await runCommand(paths.binary, args, {
      signal: options.signal,
      missingMessage: NOT_INSTALLED,
      onSpawn: (pid) => {
        stopWatching = watchReadOffset(pid, file, (offset) => reached(offset - samples.offset));
      },
      onStdoutLine: (line) => {
        const word = parseWordLine(line);
        if (!word) return;
        if (word.text) words.push(word);
        reached(word.end * BYTES_PER_SECOND);
      },
    });
  } catch (error) {
    if (error instanceof CommandError) {
      throw new Error(`Speech recognition failed: ${failureReason(error.stderr)}`, {
        cause: error,
      });
    }
    throw error;
  } finally {
    stopWatching();
  }
  report(100);
  return { words, segments: groupIntoSegments(words) };
}
