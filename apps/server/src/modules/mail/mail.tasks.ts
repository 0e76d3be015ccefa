import type { z } from "zod";
import type { Db } from "../../db/client";
import { enqueue, taskType } from "../tasks";
import { handle, type TaskHandler, type TaskLogger } from "../tasks";
import { MailMessage, type MailTransport } from "./mail";

/**
 * Mail a person waits for: urgent (sent before indexing and other bulk work),
 * and retried for about a day before the task is marked failed.
 */
export const MAIL_TASK = {
  maxAttempts: 12,
  backoff: { baseMs: 15_000, maxMs: 4 * 60 * 60_000 },
  urgent: true,
} as const;

export const SendMail = taskType("mail.send", MailMessage, MAIL_TASK);

/**
 * Sends a message through the task queue: the request only inserts a task (in
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
  log: TaskLogger;
  /** In production the log line never carries links (they hold tokens). */
  production: boolean;
}

/** Delivers now (inside a task) and writes the one log line. */
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

export function mailHandlers(deps: MailDeps): TaskHandler[] {
  return [handle(SendMail, (message) => deliver(deps, message))];
}
