import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cosine } from "./embedder";
import { EmbeddingServiceError, createRemoteEmbedder, embeddingsEndpoint } from "./remote-embedder";

interface Received {
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { model: string; input: string[] };
}

let server: http.Server;
let url: string;
const received: Received[] = [];

/** A 4-d vector derived from the text (not normalised: the client must normalise). */
function fakeVector(text: string): number[] {
  return [text.length, 2, (text.charCodeAt(0) || 0) % 7, 1];
}

/**
 * A stand-in for an OpenAI-compatible embeddings service: it answers
 * according to the model name so each test can choose the response, and by
 * default lists the embeddings in reverse order (the index says which is which).
 */
async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  if (req.method !== "POST" || req.url !== "/v1/embeddings") {
    return json(404, { error: { message: `No route ${req.method} ${req.url}` } });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Received["body"];
  received.push({
    url: req.url,
    authorization: req.headers.authorization,
    contentType: req.headers["content-type"],
    body,
  });
  if (req.headers.authorization === "Bearer wrong-key") {
    return json(401, {
      error: { message: "Incorrect API key provided", type: "invalid_request_error" },
    });
  }
  const data = body.input.map((text, index) => ({
    object: "embedding",
    index,
    embedding: fakeVector(text),
  }));
  switch (body.model) {
    case "crashing":
      res.writeHead(500, { "content-type": "text/plain" }).end("upstream worker crashed");
      return;
    case "not-json":
      res.writeHead(200, { "content-type": "text/html" }).end("<html>proxy login</html>");
      return;
    case "no-embedding":
      return json(200, { data: data.map(({ index }) => ({ index })) });
    case "missing-one":
      return json(200, { data: data.slice(1) });
    case "duplicate-index":
      return json(200, { data: data.map((item) => ({ ...item, index: 0 })) });
    case "slow":
      setTimeout(() => json(200, { data }), 2_000);
      return;
    default:
      return json(200, { object: "list", model: body.model, data: data.reverse(), usage: {} });
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("embeddingsEndpoint", () => {
  it("adds /v1 unless the address has it", () => {
    expect(embeddingsEndpoint("https://api.example.org")).toBe(
      "https://api.example.org/v1/embeddings",
    );
    expect(embeddingsEndpoint("https://api.example.org/v1/")).toBe(
      "https://api.example.org/v1/embeddings",
    );
  });
});

describe("OpenAI-compatible embeddings", () => {
  it("posts the model and texts with the key and returns unit vectors in input order", async () => {
    const embedder = createRemoteEmbedder({ url, apiKey: "sk-test", model: "nomic-embed-text" });
    expect(embedder.model).toBe("openai:nomic-embed-text");
    const texts = ["water", "irrigation canals", "x"];
    const vectors = await embedder.embed(texts);

    expect(received.at(-1)).toEqual({
      url: "/v1/embeddings",
      authorization: "Bearer sk-test",
      contentType: "application/json",
      body: { model: "nomic-embed-text", input: texts },
    });
    expect(vectors).toHaveLength(3);
    texts.forEach((text, i) => {
      const expected = fakeVector(text);
      const norm = Math.hypot(...expected);
      expect(Array.from(vectors[i] ?? [])).toEqual(
        expected.map((value) => Math.fround(value / norm)),
      );
      expect(cosine(vectors[i] as Float32Array, vectors[i] as Float32Array)).toBeCloseTo(1, 5);
    });
  });

  it("uses text-embedding-3-small and no authorization header by default", async () => {
    const embedder = createRemoteEmbedder({ url: `${url}/v1/` });
    expect(embedder.model).toBe("openai:text-embedding-3-small");
    await embedder.embed(["commons"]);
    expect(received.at(-1)?.authorization).toBeUndefined();
    expect(received.at(-1)?.body.model).toBe("text-embedding-3-small");
  });

  it("sends at most 64 texts a request and keeps the order across batches", async () => {
    const before = received.length;
    const texts = Array.from({ length: 150 }, (_, i) => "w".repeat(i + 1));
    const vectors = await createRemoteEmbedder({ url }).embed(texts);
    expect(received.slice(before).map((r) => r.body.input.length)).toEqual([64, 64, 22]);
    expect(received.slice(before).flatMap((r) => r.body.input)).toEqual(texts);
    const expected = (text: string) => {
      const v = fakeVector(text);
      return Math.fround(v[0]! / Math.hypot(...v));
    };
    expect(vectors.map((v) => v[0])).toEqual(texts.map(expected));
  });

  it("does not send blank texts; they get one fixed unit vector of the model's length", async () => {
    const embedder = createRemoteEmbedder({ url });
    const before = received.length;
    const [blank, word, empty] = await embedder.embed(["  ", "water", ""]);
    expect(received.slice(before).map((r) => r.body.input)).toEqual([["water"]]);
    expect(blank).toHaveLength(4);
    expect(Array.from(empty ?? [])).toEqual(Array.from(blank ?? []));
    expect(cosine(blank!, blank!)).toBeCloseTo(1, 5);
    expect(word).toHaveLength(4);

    // Only blank texts: one request learns the length.
    const fresh = createRemoteEmbedder({ url });
    const [alone] = await fresh.embed([""]);
    expect(alone).toHaveLength(4);
    expect(received.at(-1)?.body.input).toEqual(["text"]);
    expect(await fresh.embed([])).toEqual([]);
  });

  it("explains a refused key with the service's message", async () => {
    const failure = createRemoteEmbedder({ url, apiKey: "wrong-key" }).embed(["water"]);
    await expect(failure).rejects.toBeInstanceOf(EmbeddingServiceError);
    await expect(failure).rejects.toThrow(
      "The embeddings service answered 401 (check the API key): Incorrect API key provided",
    );
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it("reports a server error with its body", async () => {
    await expect(createRemoteEmbedder({ url, model: "crashing" }).embed(["water"])).rejects.toThrow(
      "The embeddings service answered 500: upstream worker crashed",
    );
  });

  it.each([
    ["not-json", "that is not a list of embeddings"],
    ["no-embedding", "that is not a list of embeddings"],
    ["missing-one", "answered 1 embeddings for 2 texts"],
    ["duplicate-index", "answered with index 0 for 2 texts"],
  ])("refuses a malformed answer (%s)", async (model, message) => {
    const failure = createRemoteEmbedder({ url, model }).embed(["water", "soil"]);
    await expect(failure).rejects.toBeInstanceOf(EmbeddingServiceError);
    await expect(failure).rejects.toThrow(message);
  });

  it("gives up after the timeout", async () => {
    await expect(
      createRemoteEmbedder({ url, model: "slow", timeoutMs: 200 }).embed(["water"]),
    ).rejects.toThrow("The embeddings service did not answer within 200 ms");
  });

  it("rejects an address that is not a URL", async () => {
    await expect(createRemoteEmbedder({ url: "localhost:8000" }).embed(["water"])).rejects.toThrow(
      "The embeddings service address is not an http(s) URL: localhost:8000",
    );
  });

  it("says when the service cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      createRemoteEmbedder({ url: `http://127.0.0.1:${port}` }).embed(["water"]),
    ).rejects.toThrow(`The embeddings service could not be reached at 127.0.0.1:${port}`);
  });
});
