import type { ResumeMimeType } from "@field-commons/shared/applications";

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
/** OLE compound file (Word 97-2003 and other old Office files). */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream every Word 97-2003 document has, as the compound file's directory names it (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");
const ZIP_LOCAL_MAGIC = 0x04034b50;
const ZIP_END_MAGIC = 0x06054b50;
const ZIP_CENTRAL_MAGIC = 0x02014b50;
const DOCX_MAIN_PART = "word/document.xml";

/**
 * What a résumé is, from its bytes only: a PDF (starts with `%PDF-`), a
 * Word 97-2003 document (a compound file with a WordDocument stream) or a
 * Word document (a ZIP whose central directory lists word/document.xml).
 * Anything else, such as an HTML page named resume.pdf, is null.
 */
export function detectResumeType(data: Buffer): ResumeMimeType | null {
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "application/pdf";
  if (data.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC)) {
    return data.includes(WORD_STREAM_NAME) ? "application/msword" : null;
  }
  if (data.length >= 4 && data.readUInt32LE(0) === ZIP_LOCAL_MAGIC) {
    return zipEntryNames(data)?.includes(DOCX_MAIN_PART)
      ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
      : null;
  }
  return null;
}

/** The names in a ZIP's central directory, or null when it has none that reads cleanly. */
export function zipEntryNames(data: Buffer): string[] | null {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65535.
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let at = data.length - 22; at >= earliest; at--) {
    if (data.readUInt32LE(at) === ZIP_END_MAGIC) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_MAGIC) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(data.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
