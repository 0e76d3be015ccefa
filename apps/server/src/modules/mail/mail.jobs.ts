import type { z } from "zod";
import type { Db } from "../../db/client";
import { enqueue, jobType } from "../queue";
import { handle, type JobHandler, type JobLogger } from "../queue";
import { MailMessage, type MailTransport } from "./mail";

/** Mail is retried for about a day before the job is marked failed. */
export const MAIL_RETRY = {
  maxAttempts: 12,
  backoff: { baseMs: 15_000, maxMs: 4 * 60 * 60_000 },
} as const;

export const SendMail = jobType("mail.send", MailMessage, MAIL_RETRY);

/**
 * Sends a message through the job queue: the request only inserts a job (in
 * the caller's transaction when given one), and a worker delivers it with
 * retries, so a slow or failing mail server never fails or slows a request.
 */
export function sendMail(db: Db, message: MailMessage) {
  return enqueue(db, SendMail, MailMessage.parse(message));
}

/** Links in a message, for the development log line. */
function linksOf(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export interface MailDeps {
  transport: MailTransport;
  log: JobLogger;
  /** In production the log line never carries links (they hold tokens). */
  production: boolean;
}

/** Delivers now (inside a job) and writes the one log line. */
export async function deliver(
  deps: MailDeps,
  message: z.output<typeof MailMessage>,
): Promise<void> {
  await deps.transport.deliver(message);
  const line: Record<string, unknown> = {
    to: message.to,
    subject: message.subject,
    transport: deps.transport.name,
  };
  if (!deps.production) line.links = linksOf(message.text);
  deps.log.info(line, "mail sent");
}

export function mailHandlers(deps: MailDeps): JobHandler[] {
  return [handle(SendMail, (message) => deliver(deps, message))];
}
