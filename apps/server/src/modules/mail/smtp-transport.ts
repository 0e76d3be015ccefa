import { createTransport, type Transporter } from "nodemailer";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { MailMessage, MailTransport } from "./mail";
import { recordSent } from "./outbox.repository";

/**
 * Sends through an SMTP server (nodemailer). `smtps://` connects over TLS;
 * `smtp://` must upgrade with STARTTLS (`?requireTLS=false` in the URL allows
 * plain text, for a relay on the same machine only). The outbox table keeps
 * the envelope (recipient, subject, time) but not the body, so links in
 * messages do not stay in the database.
 */
export class SmtpTransport implements MailTransport {
  readonly name = "smtp" as const;
  private readonly transporter: Transporter;

  constructor(
    private readonly db: Db,
    url: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({
      url,
      requireTLS: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(message: z.output<typeof MailMessage>): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    await recordSent(
      this.db,
      {
        to: message.to,
        subject: message.subject,
        text: null,
        html: null,
        headers: message.headers,
      },
      "smtp",
    );
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
