import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";

export interface ChunkedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body as a stream with no content-length (so it is
 * sent chunked), the way Node's fetch sends a FormData holding a Blob: the
 * text fields and the file's part headers in one chunk, then the file's
 * bytes in chunks of `chunkBytes` from the file's first byte, then the
 * closing boundary. When the file is a whole number of chunks past a
 * route's limit, the parser's limit falls exactly between two chunks: the
 * framing that once had an oversized file stored cut to the limit.
 */
export function chunkedMultipart(
  fields: Record<string, string>,
  file: ChunkedFile,
  chunkBytes = 64 * 1024,
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----fc${randomBytes(8).toString("hex")}`;
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
  ]);
  function* chunks() {
    yield head;
    for (let at = 0; at < file.data.length; at += chunkBytes) {
      yield file.data.subarray(at, at + chunkBytes);
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(chunks(), { objectMode: false }),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
