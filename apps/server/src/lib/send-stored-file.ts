import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../errors";
import type { Storage } from "../storage/storage";
import { parseRange } from "./byte-range";

export interface StoredFile {
  storageKey: string;
  /**
   * Names this version of the bytes, on the server only: the ETag sent (a
   * strong validator, also what If-None-Match and If-Range are compared
   * with) is a digest of it, the storage key and the stored size, so it
   * stays the same while the bytes do and shows no id.
   */
  etag: string;
  contentType: string;
  cacheControl: string;
  contentDisposition: string;
}

/** The ETag of a stored file: its identity (version, key, size) digested, nothing readable. */
function storedFileEtag(file: StoredFile, bytes: number): string {
  const digest = createHash("sha256")
    .update(`stored-file:v1\0${file.etag}\0${file.storageKey}\0${bytes}`)
    .digest("base64url");
  return `"${digest.slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks) or is `*`. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a stored file, or the one byte range asked for (206; 416 when it lies
 * outside the file; the whole file when If-Range names another version); 304
 * without a body when If-None-Match names its ETag (before any range). HEAD
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
  const etag = storedFileEtag(file, stat.bytes);
  if (noneMatch(request.headers["if-none-match"], etag)) {
    return reply.status(304).header("cache-control", file.cacheControl).header("etag", etag).send();
  }
  const ifRange = request.headers["if-range"];
  const wanted = parseRange(
    ifRange === undefined || ifRange === etag ? request.headers.range : undefined,
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
    .header("etag", etag)
    .header("content-length", String(range ? range.end - range.start + 1 : stat.bytes));
  if (range) {
    void reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${stat.bytes}`);
  }
  return stream ? reply.send(stream) : reply.send();
}
