import type { RecordingAnalysis, TranscriptSegment } from "@field-commons/shared/recordings";
import { analyzeWithChatEndpoint } from "./openai-analysis";

/**
 * The summary of a transcript too short to summarise (under 40 words or 4
 * sentences), from every analyser; the web can show it as a notice rather
 * than as a summary.
 */
export { TOO_SHORT_TO_SUMMARISE } from "./honesty";

export interface AnalysisConfig {
  /** Base address of an OpenAI-compatible chat service; offline analysis when absent. */
  url?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
}

export interface TranscriptAnalyzer {
  /** Which analyser produced a result, kept with it. */
  readonly name: string;
  analyze(
    segments: readonly TranscriptSegment[],
    options?: { signal?: AbortSignal },
  ): Promise<RecordingAnalysis>;
}

export const DEFAULT_ANALYSIS_MODEL = "gpt-4o-mini";

/** The chat endpoint when one is configured, the offline extractive analyser otherwise. */
export function createAnalyzer(config: AnalysisConfig): TranscriptAnalyzer {
  const url = config.url?.trim();
  if (url) {
    const model = config.model?.trim() || DEFAULT_ANALYSIS_MODEL;
    return {
      name: `chat:${model}`,
      analyze: (segments, options = {}) =>
        analyzeWithChatEndpoint(segments, {
          url,
          apiKey: config.apiKey,
          model,
          signal: options.signal,
        }),
    };
  }
  return {
    name: "extractive",
    // async: a cancellation is a rejected promise, like the endpoint's, not a synchronous throw.
    analyze: async (segments, options = {}) => {
      // The offline analysis is synchronous; a cancelled job should still not start it.
      options.signal?.throwIfAborted();
      // Loaded on the first analysis: its language model takes a while to load.
      const { analyzeTranscript } = await import("./extractive");
      options.signal?.throwIfAborted();
      return analyzeTranscript(segments);
    },
  };
}
