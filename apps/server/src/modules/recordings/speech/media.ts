import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";

/** The file is not media we can read: unreadable, corrupt, or without sound. */
export class MediaDecodeError extends Error {
  override readonly name = "MediaDecodeError";

  constructor(
    message: string,
    /** What the tool said, for logs; not meant for end users. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** A program the speech pipeline needs is missing from this machine. */
export class ToolNotInstalledError extends Error {
  override readonly name = "ToolNotInstalledError";
}

export interface MediaInfo {
  /** Whole seconds, rounded; 0 when the container does not say. */
  durationSeconds: number;
  hasAudio: boolean;
  hasVideo: boolean;
}

/** Why a command failed: its exit code (null when killed) and the end of its stderr. */
export class CommandError extends Error {
  override readonly name = "CommandError";

  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${command} exited with code ${exitCode ?? "none"}`);
  }
}

export interface RunOptions {
  signal?: AbortSignal | undefined;
  /** Called with each complete line of stdout, as soon as it arrives. */
  onStdoutLine?: ((line: string) => void) | undefined;
  /** Readable name for the "not installed" error when the binary is missing. */
  missingMessage?: string;
  /** Called with the process id once the program has started. */
  onSpawn?: ((pid: number) => void) | undefined;
}

// Tools such as pocketsphinx log a lot; only the end of stderr explains a failure.
const STDERR_TAIL_BYTES = 8_192;

/**
 * Runs a program with an argument array (never through a shell, so file names
 * cannot inject anything), collects stdout, keeps the tail of stderr, and kills
 * the process when `signal` aborts. Resolves with stdout on exit code 0.
 */
export function runCommand(
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<string> {
  const { signal, onStdoutLine } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let pending = "";
    let stderr = "";
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.once("spawn", () => {
      if (child.pid !== undefined) options.onSpawn?.(child.pid);
    });

    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      stdout += chunk;
      if (!onStdoutLine) return;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onStdoutLine(line);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });

    child.on("error", (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener("abort", onAbort);
      if (error.code === "ENOENT") {
        reject(new ToolNotInstalledError(options.missingMessage ?? `${command} is not installed`));
      } else reject(error);
    });
    child.on("close", (code) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) return reject(signal.reason);
      if (pending && onStdoutLine) onStdoutLine(pending);
      if (code === 0) resolve(stdout);
      else reject(new CommandError(command, code, stderr));
    });
  });
}

/** Offset of the open file description `fd` of process `pid`, from /proc (Linux). */
async function fdOffset(pid: number, fd: string): Promise<number | null> {
  const info = await fs.readFile(`/proc/${pid}/fdinfo/${fd}`, "utf8");
  const match = /^pos:\s*(\d+)/m.exec(info);
  return match ? Number(match[1]) : null;
}

/**
 * Calls `onOffset` every `everyMs` with how far process `pid` has read into
 * `file` (its offset in the file, from /proc/PID/fdinfo), until stopped. Does
 * nothing where /proc is not available, or before the process opens the file.
 */
export function watchReadOffset(
  pid: number,
  file: string,
  onOffset: (offset: number) => void,
  everyMs = 250,
): () => void {
  let fd: string | null = null;
  let busy = false;
  const tick = async () => {
    const dir = `/proc/${pid}/fd`;
    if (fd === null) {
      for (const entry of await fs.readdir(dir)) {
        const target = await fs.readlink(`${dir}/${entry}`).catch(() => "");
        if (target === file) fd = entry;
      }
    }
    if (fd === null) return;
    const offset = await fdOffset(pid, fd);
    if (offset !== null) onOffset(offset);
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    // The process may have exited between two ticks: nothing to report then.
    tick()
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, everyMs);
  return () => clearInterval(timer);
}

/**
 * ffmpeg and ffprobe read an argument starting with "-" as an option, so
 * relative names go through path.resolve (absolute paths start with "/").
 */
function safePath(file: string): string {
  return path.resolve(file);
}

/** The last non-empty line of a tool's stderr: usually the actual reason. */
export function lastLine(text: string): string {
  const lines = text.split("\n").map((line) => line.trim());
  return lines.filter(Boolean).at(-1) ?? "";
}

interface ProbeOutput {
  streams?: { codec_type?: string }[];
  format?: { duration?: string };
}

const NOT_MEDIA = "The file could not be decoded as audio or video";
const FFMPEG_MISSING = "Media decoding is not installed (ffmpeg)";

/** Duration and kinds of streams of a media file, from ffprobe. */
export async function probeMedia(
  filePath: string,
  options: { signal?: AbortSignal } = {},
): Promise<MediaInfo> {
  let output: string;
  try {
    output = await runCommand(
      "ffprobe",
      [
        "-v",
        "error",
        "-show_entries",
        "format=duration:stream=codec_type",
        "-of",
        "json",
        safePath(filePath),
      ],
      { signal: options.signal, missingMessage: FFMPEG_MISSING },
    );
  } catch (error) {
    if (error instanceof CommandError)
      throw new MediaDecodeError(NOT_MEDIA, lastLine(error.stderr));
    throw error;
  }
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(output) as ProbeOutput;
  } catch {
    throw new MediaDecodeError(NOT_MEDIA, "ffprobe printed no JSON");
  }
  const types = new Set((parsed.streams ?? []).map((stream) => stream.codec_type));
  if (!types.has("audio")) {
    throw new MediaDecodeError(
      types.size === 0 ? NOT_MEDIA : "The file has no audio track to transcribe",
    );
  }
  // Live recordings (e.g. browser webm) may carry no duration: "N/A" or absent.
  const duration = Number(parsed.format?.duration);
  return {
    durationSeconds: Number.isFinite(duration) ? Math.max(0, Math.round(duration)) : 0,
    hasAudio: true,
    hasVideo: types.has("video"),
  };
}

/**
 * Cleanup before recognition, measured with pocketsphinx on 28 synthesised
 * clips (2.7 minutes, 488 words; see pocketsphinx.ts):
 * - The input level matters most. Unprocessed clips peaking near 0 dBFS gave
 *   61 % WER; the same clips 12 dB quieter gave 34 %. loudnorm to -24 LUFS
 *   (its default) gave 50 %, to -36 LUFS 37 %, to -42 LUFS 39 %. A fixed gain
 *   cannot serve recordings of every level, so loudness is normalised, to -36.
 * - dynaudnorm alone did not help (61 %); before loudnorm it changed nothing
 *   beyond the noise (35.9 % against 36.9 %).
 * - The 80 Hz high-pass was neutral on these clips (within the noise of a few
 *   words between runs); it is kept for real recordings, where rumble from
 *   wind, traffic or a phone on a table would otherwise count as loudness.
 */
const SPEECH_FILTERS = "highpass=f=80,loudnorm=I=-36";

/**
 * Decodes any audio or video file to what the recogniser expects: WAV, 16 kHz,
 * mono, signed 16-bit. Without metadata, so the header is the plain 44 bytes
 * pocketsphinx assumes.
 */
export async function decodeToWav(
  inputPath: string,
  outputPath: string,
  options: { signal?: AbortSignal; filters?: string | null } = {},
): Promise<void> {
  const filters = options.filters === undefined ? SPEECH_FILTERS : options.filters;
  const args = [
    "-nostdin",
    "-v",
    "error",
    "-y",
    "-i",
    safePath(inputPath),
    "-vn",
    "-sn",
    "-dn",
    ...(filters ? ["-af", filters] : []),
    "-ac",
    "1",
    "-ar",
    "16000",
    "-c:a",
    "pcm_s16le",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:a",
    "+bitexact",
    "-f",
    "wav",
    safePath(outputPath),
  ];
  try {
    await runCommand("ffmpeg", args, { signal: options.signal, missingMessage: FFMPEG_MISSING });
  } catch (error) {
    if (error instanceof CommandError)
      throw new MediaDecodeError(NOT_MEDIA, lastLine(error.stderr));
    throw error;
  }
}
