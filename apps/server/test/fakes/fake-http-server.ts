import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  /** Date.now() when the request arrived. */
  at: number;
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeResponse {
  status?: number;
  json?: unknown;
  text?: string;
  /** Wait before answering (for timeouts). */
  delayMs?: number;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: ReceivedRequest[];
  /** Replace how the server answers. */
  respond(handler: (request: ReceivedRequest) => FakeResponse): void;
  close(): Promise<void>;
}

/**
 * A small HTTP server on 127.0.0.1 and a random port that records every
 * request and answers as the test says. Outside services are replaced by
 * these in tests, so nothing reaches the internet.
 */
export async function startFakeServer(
  handler: (request: ReceivedRequest) => FakeResponse,
): Promise<FakeServer> {
  let current = handler;
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received: ReceivedRequest = {
        at,
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(received);
      const answer = current(received);
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = answer.status ?? 200;
        if (answer.json !== undefined) {
          res.setHeader("content-type", "application/json; charset=utf-8");
          res.end(JSON.stringify(answer.json));
        } else {
          res.setHeader("content-type", "text/plain; charset=utf-8");
          res.end(answer.text ?? "");
        }
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
