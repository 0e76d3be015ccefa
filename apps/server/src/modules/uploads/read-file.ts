import type { MultipartFile } from "@fastify/multipart";
import type { AppError } from "../../errors";

/**
 * A multipart file's bytes, held in memory, or `tooLarge()` when the file
 * was bigger than `maxBytes`, whatever the client's framing.
 *
 * The parser (busboy) stops at its `fileSize` limit and only marks the
 * stream `truncated`. @fastify/multipart's `toBuffer()` looks at that flag
 * as each chunk arrives, so when the limit falls exactly between two chunks
 * (a body sent chunked in 64 KiB pieces, as Node's fetch sends a Blob) no
 * chunk comes after it and the file is returned cut at the limit. Here the
 * flag is read once the stream has ended, and the bytes are counted too.
 */
export async function readWholeFile(
  part: MultipartFile,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks, total);
}
