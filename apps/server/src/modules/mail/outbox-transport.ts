import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Db } from "../../db/client";
import type { MailMessage, MailTransport } from "./mail";
import type { z } from "zod";
import { recordSent } from "./outbox.repository";

/** Builds the RFC 5322 message (.eml) nodemailer would send. */
export async function composeEml(
  from: string,
  message: z.output<typeof MailMessage>,
): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
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
