import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Db } from "../../db/client";
import type { MailMessage, MailTransport } from "./mail";
import type { z } from "zod";
import { recordSent } from "./outbox.repository";

/** RFC 5322's limit for one line of a message, without its CRLF. */
const MAX_LINE_OCTETS = 998;

/**
 * A text part written as it reads (8bit, no quoted-printable soft breaks), so
 * a link copied out of the saved file works. Lines too long for that keep
 * nodemailer's own encoding.
 */
function plainPart(content: string, contentType: string): { raw: string } | string {
  const lines = content.replace(/\r\n?/g, "\n").split("\n");
  if (lines.some((line) => Buffer.byteLength(line, "utf8") > MAX_LINE_OCTETS)) return content;
  return {
    raw:
      `Content-Type: ${contentType}; charset=utf-8\r\n` +
      "Content-Transfer-Encoding: 8bit\r\n\r\n" +
      lines.join("\r\n"),
  };
}

/** Builds the RFC 5322 message (.eml) nodemailer would send, its text parts unencoded. */
export async function composeEml(
  from: string,
  message: z.output<typeof MailMessage>,
): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: plainPart(message.text, "text/plain"),
    html: message.html === undefined ? undefined : plainPart(message.html, "text/html"),
    headers: message.headers,
  });
  return composer.compile().build();
}

/**
 * The default transport on one machine: each message is kept in the
 * `outbox` table and written as an .eml file under DATA_DIR/mail, where any
 * mail program opens it.
 */
export class OutboxTransport implements MailTransport {
  readonly name = "outbox" as const;

  constructor(
    private readonly db: Db,
    private readonly mailDir: string,
    private readonly from: string,
  ) {}

  async deliver(message: z.output<typeof MailMessage>): Promise<void> {
    const eml = await composeEml(this.from, message);
    const row = await recordSent(
      this.db,
      {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers,
      },
      "outbox",
    );
    await mkdir(this.mailDir, { recursive: true });
    const stamp = row.createdAt.toISOString().replace(/[:.]/g, "-");
    const file = path.join(this.mailDir, `${stamp}-${row.id}.eml`);
    // Written whole under a temporary name, then renamed: a reader never sees half a file.
    await writeFile(`${file}.tmp`, eml);
    await rename(`${file}.tmp`, file);
  }

  async close(): Promise<void> {}
}
