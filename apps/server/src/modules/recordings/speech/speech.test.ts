import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TranscriptSegment, type TranscriptWord } from "@field-commons/shared/recordings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeToWav,
  MediaDecodeError,
  probeMedia,
  runCommand,
  ToolNotInstalledError,
} from "./media";
import { parseWordLine, wavSamples } from "./pocketsphinx";
import { groupIntoSegments } from "./segments";
import { createSpeechToText } from "./speech";

const fixtures = fileURLToPath(new URL("../../../../test/fixtures/speech/", import.meta.url));
const clip = path.join(fixtures, "water-committee.wav");

const STOP_WORDS = new Set([
  "the",
  "a",
  "an",
  "of",
  "on",
  "to",
  "for",
  "and",
  "in",
  "by",
  "is",
  "may",
  "each",
]);
const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((word) => word && !STOP_WORDS.has(word));

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "speech-test-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

/** Format fields of a canonical 44-byte WAV header. */
async function wavFormat(file: string) {
  const header = (await fs.readFile(file)).subarray(0, 44);
  return {
    riff: header.toString("latin1", 0, 4),
    channels: header.readUInt16LE(22),
    sampleRate: header.readUInt32LE(24),
    bitsPerSample: header.readUInt16LE(34),
  };
}

describe("parseWordLine", () => {
  it("reads words with their posterior as confidence, strips variants and drops fillers", () => {
    expect(parseWordLine("committee 0.470 0.900 0.812345")).toEqual({
      text: "committee",
      start: 0.47,
      end: 0.9,
      confidence: 0.81,
    });
    expect(parseWordLine("that(2) 0.030 0.140 0.019702")).toMatchObject({
      text: "that",
      confidence: 0.02,
    });
    expect(parseWordLine("rules 15.670 16.090 1.000000")?.confidence).toBe(1);
    for (const filler of ["<s>", "</s>", "<sil>", "[NOISE]", "[SPEECH]", "++BREATH++"]) {
      expect(parseWordLine(`${filler} 1.000 1.200 0.999`)).toBeNull();
    }
    expect(parseWordLine("the water committee meets")).toBeNull();
    expect(parseWordLine("INFO: cmd_ln.c(702): Parsing command line:")).toBeNull();
  });
});

describe("groupIntoSegments", () => {
  const word = (text: string, start: number, end: number): TranscriptWord => ({
    text,
    start,
    end,
    confidence: 0.5,
  });

  it("breaks on pauses, rounds outwards to whole seconds and keeps the words", () => {
    const words = [
      word("the", 0.4, 0.6),
      word("water", 0.61, 1.1),
      word("committee", 1.2, 1.9),
      word("meets", 2.6, 3.05),
    ];
    expect(groupIntoSegments(words)).toEqual([
      {
        start: 0,
        end: 2,
        text: "the water committee",
        speaker: "Speaker 1",
        words: words.slice(0, 3),
      },
      { start: 2, end: 4, text: "meets", speaker: "Speaker 1", words: words.slice(3) },
    ]);
  });

  it("changes speaker at each pause of a second or more, and no line spans two turns", () => {
    const words = [
      word("how", 0, 0.3),
      word("are", 0.35, 0.6),
      word("you", 1.55, 1.9), // 0.95 s: same turn, new line
      word("well", 2.9, 3.2), // 1 s: next turn
      word("thanks", 3.25, 3.6),
      word("good", 5, 5.3),
    ];
    const segments = groupIntoSegments(words, {
      pause: 0.6,
      turnPause: 1,
      maxWords: 15,
      maxSeconds: 12,
    });
    expect(segments.map((s) => [s.speaker, s.text])).toEqual([
      ["Speaker 1", "how are"],
      ["Speaker 1", "you"],
      ["Speaker 2", "well thanks"],
      ["Speaker 1", "good"],
    ]);
    // Even with no pause limit for lines, a turn change ends the line.
    const long = groupIntoSegments(words, {
      pause: 99,
      turnPause: 1,
      maxWords: 99,
      maxSeconds: 99,
    });
    expect(long.map((s) => s.text)).toEqual(["how are you", "well thanks", "good"]);
  });

  it("breaks long runs at 15 words and at 12 seconds", () => {
    const many = Array.from({ length: 20 }, (_, i) => word(`w${i}`, i * 0.3, i * 0.3 + 0.25));
    expect(groupIntoSegments(many).map((s) => s.text.split(" ").length)).toEqual([15, 5]);
    const slow = Array.from({ length: 10 }, (_, i) => word(`w${i}`, i * 1.5, i * 1.5 + 1.1));
    const segments = groupIntoSegments(slow);
    expect(segments.length).toBe(2);
    for (const segment of segments) expect(segment.end - segment.start).toBeLessThanOrEqual(13);
  });

  it("returns nothing for no words", () => {
    expect(groupIntoSegments([])).toEqual([]);
  });
});

// These need the system packages the README lists (ffmpeg, pocketsphinx,
// pocketsphinx-en-us); without them they fail and say which one is missing.
describe("media", () => {
  it("probes duration and streams", async () => {
    expect(await probeMedia(clip)).toEqual({ durationSeconds: 7, hasAudio: true, hasVideo: false });
  });

  it("fails readably on a file that is not media", async () => {
    const fake = path.join(tmp, "notes.wav");
    await fs.writeFile(fake, "Minutes of the water committee, 3 March.\n");
    const failure = probeMedia(fake);
    await expect(failure).rejects.toBeInstanceOf(MediaDecodeError);
    await expect(failure).rejects.toThrow("The file could not be decoded as audio or video");
    await expect(decodeToWav(fake, path.join(tmp, "out.wav"))).rejects.toBeInstanceOf(
      MediaDecodeError,
    );
  });

  it("fails readably on a file without an audio track", async () => {
    const video = path.join(tmp, "silent.webm");
    await runCommand("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "color=c=black:s=64x64:d=1",
      "-c:v",
      "libvpx",
      video,
    ]);
    await expect(probeMedia(video)).rejects.toThrow("The file has no audio track to transcribe");
  });

  it.each([
    ["webm", ["-c:a", "libopus", "-b:a", "24k"]],
    ["mp3", ["-c:a", "libmp3lame", "-b:a", "48k"]],
  ])("decodes %s to 16 kHz mono 16-bit WAV", async (extension, codec) => {
    const compressed = path.join(tmp, `clip.${extension}`);
    await runCommand("ffmpeg", ["-v", "error", "-y", "-i", clip, ...codec, compressed]);
    const wav = path.join(tmp, `from-${extension}.wav`);
    await decodeToWav(compressed, wav);
    expect(await wavFormat(wav)).toEqual({
      riff: "RIFF",
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
    });
    expect((await probeMedia(wav)).durationSeconds).toBe(7);
  });

  it("kills the decoder when aborted", async () => {
    const controller = new AbortController();
    const decoding = decodeToWav(clip, path.join(tmp, "aborted.wav"), {
      signal: controller.signal,
    });
    controller.abort(new Error("stopped"));
    await expect(decoding).rejects.toThrow("stopped");
  });
});

describe("offline speech to text", () => {
  it("transcribes a clip into valid segments with monotonic progress", async () => {
    const progress: number[] = [];
    const stt = createSpeechToText({});
    expect(stt.name).toBe("pocketsphinx");

    const transcript = await stt.transcribe(clip, { onProgress: (p) => progress.push(p) });

    expect(transcript.engine).toBe("pocketsphinx");
    expect(transcript.durationSeconds).toBe(7);
    expect(transcript.segments.length).toBeGreaterThan(0);
    for (const segment of transcript.segments)
      expect(TranscriptSegment.parse(segment)).toEqual(segment);
    expect(transcript.segments.at(-1)?.end).toBeLessThanOrEqual(transcript.durationSeconds + 1);

    const reference = contentWords(
      await fs.readFile(path.join(fixtures, "water-committee.txt"), "utf8"),
    );
    const heard = new Set(contentWords(transcript.text));
    const found = reference.filter((word) => heard.has(word));
    expect(found.length / reference.length).toBeGreaterThanOrEqual(2 / 3);
    for (const segment of transcript.segments) {
      const words = segment.words ?? [];
      expect(words.length).toBeGreaterThan(0);
      expect(segment.text).toBe(words.map((w) => w.text).join(" "));
      expect(segment.speaker).toBe("Speaker 1"); // one voice, no long pause
      for (const w of words) {
        expect(w.start).toBeGreaterThanOrEqual(segment.start);
        expect(w.end).toBeLessThanOrEqual(segment.end);
        expect(Math.round(w.start * 100) / 100).toBe(w.start);
        expect(w.text).not.toMatch(/^<|^\[|\(\d+\)$/);
      }
    }
    const confidences = transcript.segments.flatMap((s) => s.words ?? []).map((w) => w.confidence);
    // Posteriors, not a constant: some words are sure, some are not.
    expect(Math.max(...confidences)).toBeGreaterThan(0.9);
    expect(Math.min(...confidences)).toBeLessThan(0.5);

    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThan(progress[i - 1] ?? 0);
  });

  it("finds the speaker turns of a two-voice interview, no line spanning two", async () => {
    const clip2 = path.join(fixtures, "two-voices.wav");
    const { turns } = JSON.parse(
      await fs.readFile(path.join(fixtures, "two-voices.speakers.json"), "utf8"),
    ) as { turns: { speaker: string; start: number; end: number }[] };
    const progress: { at: number; percent: number }[] = [];
    const transcript = await createSpeechToText().transcribe(clip2, {
      onProgress: (percent) => progress.push({ at: performance.now(), percent }),
    });

    // Each line's words all fall inside one reference turn (with 0.3 s of slack).
    const turnOf = (segment: TranscriptSegment) => {
      const words = segment.words ?? [];
      return turns.findIndex((turn) =>
        words.every((w) => w.start >= turn.start - 0.3 && w.end <= turn.end + 0.3),
      );
    };
    const found = transcript.segments.map((segment) => ({ segment, turn: turnOf(segment) }));
    expect(found.map((f) => f.turn)).not.toContain(-1);
    expect(new Set(found.map((f) => f.turn))).toEqual(new Set([0, 1, 2, 3]));
    for (const { segment, turn } of found) expect(segment.speaker).toBe(turns[turn]?.speaker);

    // Progress follows the decoder through the audio, not only at the end.
    const middle = progress.filter((p) => p.percent > 0 && p.percent < 100);
    expect(middle.length, JSON.stringify(progress)).toBeGreaterThanOrEqual(5);
    // Reported while decoding, at many separate moments, not in one burst of
    // word times per utterance (this clip has four).
    const moments = middle.filter((p, i) => i === 0 || p.at - middle[i - 1]!.at >= 100);
    expect(moments.length, JSON.stringify(progress)).toBeGreaterThanOrEqual(6);
    expect(progress.at(-1)?.percent).toBe(100);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]!.percent).toBeGreaterThan(progress[i - 1]!.percent);
  }, 120_000); // 24 s of audio: a busy machine may take longer than the default timeout

  it("refuses audio that is not 16 kHz mono 16-bit PCM", async () => {
    const stereo = path.join(tmp, "stereo.wav");
    await runCommand("ffmpeg", ["-v", "error", "-y", "-i", clip, "-ac", "2", stereo]);
    await expect(wavSamples(stereo)).rejects.toThrow(
      "Speech recognition needs 16 kHz mono 16-bit PCM WAV audio",
    );
    expect(await wavSamples(clip)).toEqual({ offset: 44, bytes: (await fs.stat(clip)).size - 44 });
  });

  it("transcribes compressed media directly", async () => {
    const compressed = path.join(tmp, "direct.webm");
    await runCommand("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-i",
      clip,
      "-c:a",
      "libopus",
      "-b:a",
      "32k",
      compressed,
    ]);
    const transcript = await createSpeechToText().transcribe(compressed);
    expect(transcript.text).toMatch(/committee/);
  });

  it("says so when pocketsphinx is missing", async () => {
    for (const binary of ["/nonexistent/pocketsphinx_continuous", "pocketsphinx_not_installed"]) {
      const stt = createSpeechToText({ pocketsphinx: { binary } });
      const failure = stt.transcribe(clip);
      await expect(failure).rejects.toBeInstanceOf(ToolNotInstalledError);
      await expect(failure).rejects.toThrow("Speech recognition is not installed (pocketsphinx)");
    }
  });

  it("leaves no temporary files when aborted", async () => {
    const scratch = await fs.mkdtemp(path.join(tmp, "scratch-"));
    const controller = new AbortController();
    const transcribing = createSpeechToText({ tmpDir: scratch }).transcribe(clip, {
      signal: controller.signal,
      // Aborts when recognition starts, after the temporary WAV was written.
      onProgress: () => controller.abort(new Error("cancelled")),
    });
    await expect(transcribing).rejects.toThrow("cancelled");
    expect(await fs.readdir(scratch)).toEqual([]);
  });
});
