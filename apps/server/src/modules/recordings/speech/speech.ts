import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { decodeToWav, probeMedia } from "./media";
import { DEFAULT_OPENAI_STT_MODEL, transcribeWithOpenAi } from "./openai-stt";
import { checkPocketsphinx, transcribeWav, type PocketsphinxPaths } from "./pocketsphinx";

export interface Transcript {
  segments: TranscriptSegment[];
  /** The segments' text joined, for search and analysis. */
  text: string;
  /** Which engine produced it, kept with the transcript. */
  engine: string;
  durationSeconds: number;
}

export interface TranscribeOptions {
  /** Whole percentages 0..100, increasing; 100 once the transcript is ready. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface SpeechToText {
  readonly name: string;
  transcribe(wavOrMediaPath: string, options?: TranscribeOptions): Promise<Transcript>;
}

export interface SpeechConfig {
  /** Base address of an OpenAI-compatible service; offline recognition when absent. */
  url?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
  pocketsphinx?: PocketsphinxPaths | undefined;
  /** Where decoded audio is written while recognising (the system's temporary folder by default). */
  tmpDir?: string | undefined;
}

function joinText(segments: readonly TranscriptSegment[]): string {
  return segments.map((segment) => segment.text).join(" ");
}

/**
 * Offline recognition: any media file is decoded to clean 16 kHz mono WAV in
 * a private temporary folder, removed afterwards whatever happens.
 */
class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = "pocketsphinx";

  constructor(
    private readonly paths: PocketsphinxPaths | undefined,
    private readonly tmpDir: string,
  ) {}

  async transcribe(mediaPath: string, options: TranscribeOptions = {}): Promise<Transcript> {
    const { signal, onProgress } = options;
    // Readable errors before any work: recogniser missing, or not a media file.
    await checkPocketsphinx(this.paths);
    await probeMedia(mediaPath, { signal });
    const dir = await fs.mkdtemp(path.join(this.tmpDir, "stt-"));
    try {
      const wav = path.join(dir, "audio.wav");
      await decodeToWav(mediaPath, wav, { signal });
      // The decoded file's duration is exact even when the container gave none.
      const { durationSeconds } = await probeMedia(wav, { signal });
      const { segments } = await transcribeWav(wav, { paths: this.paths, onProgress, signal });
      return { segments, text: joinText(segments), engine: this.name, durationSeconds };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}

/** A remote OpenAI-compatible service, sent the original file. */
class OpenAiSpeechToText implements SpeechToText {
  readonly name = "openai-compatible";

  constructor(private readonly config: SpeechConfig & { url: string }) {}

  async transcribe(mediaPath: string, options: TranscribeOptions = {}): Promise<Transcript> {
    const { signal, onProgress } = options;
    // Checked here so a non-media file fails the same way as offline, without an upload.
    const media = await probeMedia(mediaPath, { signal });
    onProgress?.(0);
    const result = await transcribeWithOpenAi(mediaPath, this.config, { signal });
    onProgress?.(100);
    const model = this.config.model ?? DEFAULT_OPENAI_STT_MODEL;
    return {
      segments: result.segments,
      text: result.text,
      engine: `${this.name}:${model}`,
      durationSeconds: media.durationSeconds || result.durationSeconds,
    };
  }
}

/** The OpenAI-compatible client when a URL is configured, offline pocketsphinx otherwise. */
export function createSpeechToText(config: SpeechConfig = {}): SpeechToText {
  const url = config.url?.trim();
  if (url) return new OpenAiSpeechToText({ ...config, url });
  return new PocketsphinxSpeechToText(config.pocketsphinx, config.tmpDir ?? os.tmpdir());
}
