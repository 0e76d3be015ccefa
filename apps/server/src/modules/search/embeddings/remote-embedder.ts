import { z } from "zod";
import type { Embedder } from "./embedder";
import { normalise, placeholderVector } from "./vector-math";
import { describeServiceFailure, timeoutMessage } from "../../../lib/openai-service";

export interface RemoteEmbedderConfig {
  /** Base address of the service, e.g. https://api.openai.com or http://localhost:8080. */
  url: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** Per request (one batch). */
  timeoutMs?: number | undefined;
  /** Texts per request. */
  batchSize?: number | undefined;
}

export const DEFAULT_EMBEDDINGS_MODEL = "text-embedding-3-small";
const DEFAULT_TIMEOUT_MS = 30_000;
/** Texts per request: well under every service's input limit (OpenAI: 2048). */
export const EMBEDDINGS_BATCH_SIZE = 64;

/** The embeddings service refused, failed or answered nonsense; `status` is the HTTP status when there was one. */
export class EmbeddingServiceError extends Error {
  override readonly name = "EmbeddingServiceError";

  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// Only the fields we use; servers add others (object, model, usage...).
const EmbeddingsResponse = z.object({
  data: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      embedding: z.array(z.number()).min(1),
    }),
  ),
});

/** `{url}/v1/embeddings`, also when the configured address already ends in /v1. */
export function embeddingsEndpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  return `${base.endsWith("/v1") ? base : `${base}/v1`}/embeddings`;
}

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function timedOut(timeoutMs: number): EmbeddingServiceError {
  return new EmbeddingServiceError(timeoutMessage("embeddings", timeoutMs));
}

/** One request: the vectors of `input`, in its order (the service may answer in any order). */
async function requestBatch(
  endpoint: string,
  config: RemoteEmbedderConfig,
  model: string,
  input: string[],
): Promise<Float32Array[]> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model, input }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw timedOut(timeoutMs);
    throw new EmbeddingServiceError(
      `The embeddings service could not be reached at ${new URL(endpoint).host}`,
      undefined,
      { cause: error },
    );
  }
  if (!response.ok) {
    throw new EmbeddingServiceError(
      await describeServiceFailure(response, "embeddings"),
      response.status,
    );
  }

  let body: z.infer<typeof EmbeddingsResponse>;
  try {
    body = EmbeddingsResponse.parse(await response.json());
  } catch (error) {
    // The timeout also covers reading the body.
    if (signal.aborted) throw timedOut(timeoutMs);
    throw new EmbeddingServiceError(
      "The embeddings service sent an answer that is not a list of embeddings",
      response.status,
      { cause: error },
    );
  }
  const vectors = Array.from<Float32Array | undefined>({ length: input.length });
  for (const item of body.data) {
    if (item.index >= input.length || vectors[item.index]) {
      throw new EmbeddingServiceError(
        `The embeddings service answered with index ${item.index} for ${input.length} texts`,
        response.status,
      );
    }
    vectors[item.index] = normalise(Float32Array.from(item.embedding));
  }
  const result: Float32Array[] = [];
  for (let i = 0; i < input.length; i++) {
    const vector = vectors[i];
    if (!vector) {
      throw new EmbeddingServiceError(
        `The embeddings service answered ${body.data.length} embeddings for ${input.length} texts`,
        response.status,
      );
    }
    if (vector.length !== result[0]?.length && result.length > 0) {
      throw new EmbeddingServiceError(
        "The embeddings service answered vectors of different lengths",
        response.status,
      );
    }
    result.push(vector);
  }
  return result;
}

/**
 * Embeddings from an OpenAI-compatible POST {url}/v1/embeddings, in batches of
 * at most 64 texts sent one after another. Blank texts are not sent (services
 * refuse empty input): they get a fixed pseudo-random unit vector of the
 * model's length, nearly orthogonal to every text's vector.
 */
export function createRemoteEmbedder(config: RemoteEmbedderConfig): Embedder {
  const model = config.model ?? DEFAULT_EMBEDDINGS_MODEL;
  const endpoint = embeddingsEndpoint(config.url);
  const batchSize = Math.max(1, config.batchSize ?? EMBEDDINGS_BATCH_SIZE);
  const id = `openai:${model}`;
  // The model's vector length, learnt from its first answer.
  let dimensions: number | undefined;
  return {
    model: id,
    async embed(texts) {
      if (!isHttpUrl(endpoint)) {
        throw new EmbeddingServiceError(
          `The embeddings service address is not an http(s) URL: ${config.url}`,
        );
      }
      const results = Array.from<Float32Array | undefined>({ length: texts.length });
      const pending = texts.flatMap((text, index) => (text.trim() ? [{ text, index }] : []));
      for (let start = 0; start < pending.length; start += batchSize) {
        const batch = pending.slice(start, start + batchSize);
        const vectors = await requestBatch(
          endpoint,
          config,
          model,
          batch.map((item) => item.text),
        );
        batch.forEach((item, i) => (results[item.index] = vectors[i]));
        dimensions = vectors[0]?.length ?? dimensions;
      }
      if (pending.length < texts.length && dimensions === undefined) {
        // Only blank texts so far: one word tells the model's vector length.
        dimensions = (await requestBatch(endpoint, config, model, ["text"]))[0]?.length;
      }
      return results.map((vector) => vector ?? placeholderVector(dimensions ?? 0, id));
    },
  };
}
