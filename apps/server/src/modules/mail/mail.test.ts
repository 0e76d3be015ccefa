import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/client";
import { tasks } from "../../db/schema/tasks";
import { outbox } from "../../db/schema/outbox";
import { testEnv } from "../../env";
import { createBackground } from "../../background";
import { createTestDatabase } from "../../../test/test-database";
import { deliver, sendMail } from "./mail.tasks";
import { OutboxTransport, composeEml } from "./outbox-transport";
import { passwordResetMail, verificationMail } from "./mail.templates";

interface Received {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
}

/** A real SMTP server on loopback (STARTTLS with smtp-server's own test certificate). */
async function startSmtp(
  port = 0,
): Promise<{ port: number; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const quiet = { info() {}, warn() {}, error() {} };
let database: Database;
let db: Db;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-mail-"));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const message = (to: string, subject = "Field notes digest") => ({
  to,
  subject,
  text: "Three new case studies this week: https://commons.example.org/",
  html: "<p>Three new case studies this week.</p>",
  headers: { "X-Field-Commons": "digest" },
});

describe("the outbox transport (default)", () => {
  it("keeps each message in the outbox table and as an .eml file", async () => {
    const mailDir = path.join(dataDir, "outbox-test");
    const transport = new OutboxTransport(db, mailDir, "Field Commons <no-reply@example.org>");
    await transport.deliver(message("reader@example.org"));
    const [row] = await db.select().from(outbox).where(eq(outbox.to, "reader@example.org"));
    expect(row).toMatchObject({
      subject: "Field notes digest",
      text: message("x").text,
      html: message("x").html,
      headers: { "X-Field-Commons": "digest" },
      transport: "outbox",
    });
    expect(row!.sentAt).not.toBeNull();
    const files = fs.readdirSync(mailDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`${row!.id}\\.eml$`))]);
    const eml = fs.readFileSync(path.join(mailDir, files[0]!), "utf8");
    expect(eml).toContain("From: Field Commons <no-reply@example.org>");
    expect(eml).toContain("To: reader@example.org");
    expect(eml).toContain("Subject: Field notes digest");
    expect(eml).toContain("X-Field-Commons: digest");
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toContain("Content-Type: text/html");
  });

  it("writes the verification mail's text and HTML as they read, so a copied link works", async () => {
    const token = "a".repeat(43);
    const mail = verificationMail({
      appUrl: "https://commons.example.org",
      name: "Ünal Ørsted",
      token,
      validHours: 24,
    });
    const eml = (
      await composeEml("Field Commons <no-reply@example.org>", {
        to: "x@example.org",
        headers: {},
        ...mail,
      })
    ).toString("utf8");
    const url = `https://commons.example.org/verify-email?token=${token}`;
    expect(url.length).toBeGreaterThan(76);
    expect(eml).not.toContain("quoted-printable");
    expect(eml).not.toMatch(/=\r\n/);
    expect(eml.match(/Content-Transfer-Encoding: 8bit/g)).toHaveLength(2);
    // The link whole, on one line, in both parts; non-ASCII text stays as written.
    expect(eml.split("\r\n").filter((line) => line.includes(url)).length).toBeGreaterThanOrEqual(2);
    expect(eml).toContain("Ünal Ørsted");
  });

  it("keeps nodemailer's encoding for a line longer than a message line may be", async () => {
    const eml = (
      await composeEml("Field Commons <no-reply@example.org>", {
        to: "x@example.org",
        headers: {},
        subject: "Long",
        text: "x".repeat(1200),
      })
    ).toString("utf8");
    expect(eml).not.toContain("8bit");
    expect(eml).toMatch(/Content-Transfer-Encoding: (quoted-printable|base64)/);
  });

  it("delivers through the queue, from a task the caller's transaction committed", async () => {
    const env = testEnv({ DATA_DIR: path.join(dataDir, "queued") });
    const background = createBackground({ env, db, log: quiet });
    await db.transaction(async (tx) => {
      await sendMail(tx, message("queued@example.org"));
    });
    expect(await db.select().from(outbox).where(eq(outbox.to, "queued@example.org"))).toHaveLength(
      0,
    );
    await background.worker.drain();
    expect(await db.select().from(outbox).where(eq(outbox.to, "queued@example.org"))).toHaveLength(
      1,
    );
    expect(fs.readdirSync(path.join(dataDir, "queued", "mail"))).toHaveLength(1);
    await background.stop();
  });

  it("logs recipient and subject; links only outside production", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = {
      info: (obj: object) => void lines.push(obj as Record<string, unknown>),
      warn() {},
      error() {},
    };
    const transport = new OutboxTransport(db, path.join(dataDir, "log-test"), "a@example.org");
    const reset = passwordResetMail({
      appUrl: "https://commons.example.org",
      name: "Ada",
      token: "SECRET-TOKEN-VALUE-1234567890",
      validMinutes: 60,
    });
    const mail = { to: "ada@example.org", ...reset, headers: {} };
    await deliver({ transport, log, production: true }, mail);
    await deliver({ transport, log, production: false }, mail);
    expect(lines[0]).toEqual({
      to: "ada@example.org",
      subject: "Reset your Field Commons password",
      transport: "outbox",
    });
    expect(JSON.stringify(lines[0])).not.toContain("SECRET-TOKEN");
    expect(lines[1]!.links).toEqual([
      "https://commons.example.org/reset-password?token=SECRET-TOKEN-VALUE-1234567890",
      "https://commons.example.org",
    ]);
  });
});

describe("the SMTP transport", () => {
  it("sends through a real SMTP server over STARTTLS", async () => {
    const smtp = await startSmtp();
    const env = testEnv({
      DATA_DIR: path.join(dataDir, "smtp"),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
      MAIL_FROM: "Field Commons <mail@commons.example.org>",
    });
    const background = createBackground({ env, db, log: quiet });
    try {
      expect(background.transport.name).toBe("smtp");
      await sendMail(db, message("smtp-reader@example.org", "Sent over SMTP"));
      expect(await background.worker.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [got] = smtp.received;
      expect(got!.secure).toBe(true);
      expect(got!.from).toBe("mail@commons.example.org");
      expect(got!.to).toEqual(["smtp-reader@example.org"]);
      expect(got!.raw).toContain("Subject: Sent over SMTP");
      expect(got!.raw).toContain("Three new case studies");
      // The envelope is recorded; the body is not kept.
      const [row] = await db.select().from(outbox).where(eq(outbox.to, "smtp-reader@example.org"));
      expect(row).toMatchObject({
        transport: "smtp",
        subject: "Sent over SMTP",
        text: null,
        html: null,
      });
    } finally {
      await background.stop();
      await smtp.stop();
    }
  });

  it("keeps the message queued while the server is down and delivers it once it is back", async () => {
    const port = await closedPort();
    const env = testEnv({
      DATA_DIR: path.join(dataDir, "smtp-down"),
      SMTP_URL: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    });
    const background = createBackground({ env, db, log: quiet });
    try {
      const started = performance.now();
      const { id } = await sendMail(db, message("patient@example.org", "Worth the wait"));
      expect(performance.now() - started).toBeLessThan(1000); // enqueueing does not wait for SMTP

      await background.worker.drain();
      const [failed] = await db.select().from(tasks).where(eq(tasks.id, id!));
      expect(failed).toMatchObject({ status: "queued", attempts: 1 });
      expect(failed!.lastError).toMatch(/ECONNREFUSED/);
      expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());

      // The server comes back on the same port; the retry is due (time moved on).
      const smtp = await startSmtp(port);
      try {
        await db
          .update(tasks)
          .set({ runAt: sql`now()` })
          .where(eq(tasks.id, id!));
        expect(await background.worker.drain()).toBe(1);
        expect(smtp.received.map((m) => m.to)).toEqual([["patient@example.org"]]);
        const [done] = await db.select().from(tasks).where(eq(tasks.id, id!));
        expect(done).toMatchObject({ status: "succeeded", attempts: 2 });
      } finally {
        await smtp.stop();
      }
    } finally {
      await background.stop();
    }
  });
});
