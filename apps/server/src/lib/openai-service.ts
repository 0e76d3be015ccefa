import { z } from "zod";

// What the OpenAI-compatible service clients (speech to text, analysis,
// embeddings) say when a service fails, in one shape.

const ErrorBody = z.object({
  error: z.union([z.object({ message: z.string() }), z.string()]),
});

/** The service's own message when it sends one ({error: {message}}), else the start of the body. */
export async function describeServiceFailure(response: Response, service: string): Promise<string> {
  const body = await response.text().catch(() => "");
  let detail = body.trim().slice(0, 300);
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { error } = parsed.data;
      detail = typeof error === "string" ? error : error.message;
    }
  } catch {
    // Not JSON: keep the text.
  }
  const hint = response.status === 401 || response.status === 403 ? " (check the API key)" : "";
  return `The ${service} service answered ${response.status}${hint}${detail ? `: ${detail}` : ""}`;
}

/** "The {service} service did not answer within 30 s". */
export function timeoutMessage(service: string, timeoutMs: number): string {
  const limit = timeoutMs < 1_000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1_000)} s`;
  return `The ${service} service did not answer within ${limit}`;
}
