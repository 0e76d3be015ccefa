import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../../errors";
import type { Storage } from "../../storage/storage";
import { parseRange } from "./byte-range";

export interface StoredFile {
  storageKey: string;
  /** Strong validator of these exact bytes; also what If-Range is compared with. */
  etag: string;
  contentType: string;
  cacheControl: string;
  contentDisposition: string;
}

/**
 * Sends a stored file, or the one byte range asked for (206; 416 when it lies
 * outside the file; the whole file when If-Range names another version). HEAD
 * gets the headers only. The caller has already decided who may read it.
 */
export async function sendStoredFile(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
) {
  const stat = await storage.stat(file.storageKey);
  if (!stat) throw notFound("File not found");
  const ifRange = request.headers["if-range"];
  const wanted = parseRange(
    ifRange === undefined || ifRange === file.etag ? request.headers.range : undefined,
    stat.bytes,
  );
  if (wanted.kind === "unsatisfiable") {
    throw new AppError(416, "BAD_REQUEST", "The requested range is outside the file.", undefined, {
      "content-range": `bytes */${stat.bytes}`,
      "accept-ranges": "bytes",
    });
  }
  const range = wanted.kind === "partial" ? wanted.range : undefined;
  const stream = request.method === "HEAD" ? null : await storage.get(file.storageKey, range);
  if (request.method !== "HEAD" && !stream) throw notFound("File not found");
  void reply
    .header("content-type", file.contentType)
    .header("cache-control", file.cacheControl)
    .header("content-disposition", file.contentDisposition)
    .header("accept-ranges", "bytes")
    .header("etag", file.etag)
    .header("content-length", String(range ? range.end - range.start + 1 : stat.bytes));
  if (range) {
    void reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${stat.bytes}`);
  }
  return stream ? reply.send(stream) : reply.send();
}
