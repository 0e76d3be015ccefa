import { z } from "zod";

/** One outgoing message: plain text plus simple HTML. */
export const MailMessage = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).default({}),
});
export type MailMessage = z.input<typeof MailMessage>;

export type TransportName = "outbox" | "smtp";

/** Where messages go: the local outbox by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  readonly name: TransportName;
  /** Sends one message now; throws when it could not be handed over. */
  deliver(message: z.output<typeof MailMessage>): Promise<void>;
  close(): Promise<void>;
}
