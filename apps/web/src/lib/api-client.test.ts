import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiErrorResponse, json } from "../testing/mock-fetch";
import { ApiError, NetworkError, apiClient, newIdempotencyKey } from "./api-client";

function stubFetch(impl: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => impl());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiClient", () => {
  it("sends JSON with same-origin credentials and returns the parsed body", async () => {
    const fetchMock = stubFetch(() => json({ ok: 1 }));
    await expect(apiClient.post("/api/thing", { a: 1 })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/thing");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: JSON.stringify({ a: 1 }),
    });
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends no body and no JSON content type when there is nothing to send", async () => {
    const fetchMock = stubFetch(() => json({ success: true }));
    await apiClient.post("/api/auth/logout");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init!.body).toBeUndefined();
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("sends an Idempotency-Key only when one is given", async () => {
    const fetchMock = stubFetch(() => json({ ok: 1 }));
    const key = newIdempotencyKey();
    await apiClient.post("/api/content", { a: 1 }, { idempotencyKey: key });
    await apiClient.post("/api/content", { a: 1 });
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init!.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(sent).toEqual([key, undefined]);
  });

  it("makes a different key for each change", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it("throws an ApiError built from the error body", async () => {
    stubFetch(() =>
      apiErrorResponse(400, "VALIDATION_FAILED", "Check the form", { email: ["Enter an email"] }),
    );
    const error = await apiClient.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Check the form",
      serverMessage: "Check the form",
      fields: { email: ["Enter an email"] },
    });
  });

  it.each(["Invalid body", "Invalid querystring", "Invalid params"])(
    "words a validation failure sent as %j in plain language",
    async (technical) => {
      stubFetch(() =>
        apiErrorResponse(400, "VALIDATION_FAILED", technical, {
          password: ["This password is too common"],
        }),
      );
      const error = await apiClient.get("/api/x").catch((e: unknown) => e);
      expect(error).toMatchObject({
        serverMessage: "Please correct the highlighted fields.",
        fields: { password: ["This password is too common"] },
      });
    },
  );

  it("gives an ApiError without a server message when the body is not the error shape", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await apiClient.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: "UNKNOWN", serverMessage: null });
    expect((error as ApiError).message).toBe("Request failed with status 502");
  });

  it("turns a failed fetch into a readable NetworkError", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await apiClient.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/could not reach field commons/i);
  });

  it("rejects an answer that does not match the expected schema", async () => {
    stubFetch(() => json({ user: 3 }));
    const error = await apiClient
      .get("/api/x", { schema: z.object({ user: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it("sends the request before a schema that is still loading has arrived, then checks with it", async () => {
    const fetch = stubFetch(() => json({ user: "Ada" }));
    let arrive!: (schema: z.ZodType<{ user: string }>) => void;
    const schema = new Promise<z.ZodType<{ user: string }>>((resolve) => (arrive = resolve));
    const answer = apiClient.get("/api/x", { schema });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    arrive(z.object({ user: z.string() }));
    await expect(answer).resolves.toEqual({ user: "Ada" });

    stubFetch(() => json({ user: 3 }));
    const error = await apiClient
      .get("/api/x", { schema: Promise.resolve(z.object({ user: z.string() })) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});
