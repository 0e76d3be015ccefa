import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { RECOVERY_MESSAGES } from "@field-commons/shared/account-recovery";
import { createBackground } from "../../background";
import { accountTokens } from "../../db/schema/account-tokens";
import { tasks } from "../../db/schema/tasks";
import { outbox } from "../../db/schema/outbox";
import { users } from "../../db/schema/users";
import { as, login, makeUser, TEST_PASSWORD, uniqueEmail } from "../../../test/factories";
import { createTestApp, sessionCookie } from "../../../test/test-app";
import { newToken } from "./account-tokens.repository";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-recovery-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const { app, database } = await createTestApp({
  DATA_DIR: dataDir,
  APP_URL: "https://commons.example.org",
});
const db = database.db;
const background = createBackground({
  env: app.config,
  db,
  log: { info() {}, warn() {}, error() {} },
});
afterAll(() => background.stop());

/** Runs every due task, as the in-process worker would. */
const runJobs = () => background.worker.drain();

async function mailsTo(email: string) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

function tokenIn(text: string | null, pathname: string): string {
  const match = text?.match(
    new RegExp(`https://commons\\.example\\.org${pathname}\\?token=([A-Za-z0-9_-]+)`),
  );
  if (!match) throw new Error(`no ${pathname} link in: ${text}`);
  return match[1]!;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

let ipCounter = 0;
/** A client address of its own, so per-IP limits of one test do not touch another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function signUp(email = uniqueEmail("signup")) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshIp(),
    payload: { name: "Ada Field", email, password: "a long field notebook", plan: "free" },
  });
  expect(response.statusCode).toBe(201);
  return { email, cookie: sessionCookie(response), userId: response.json().user.id as string };
}

async function verificationToken(email: string): Promise<string> {
  await runJobs();
  const [mail] = await mailsTo(email);
  return tokenIn(mail?.text ?? null, "/verify-email");
}

async function resetToken(email: string): Promise<string> {
  await runJobs();
  const [mail] = (await mailsTo(email)).filter((m) => m.subject.startsWith("Reset your"));
  return tokenIn(mail?.text ?? null, "/reset-password");
}

const verify = (token: string) =>
  app.inject({ method: "GET", url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });

const forgot = (email: string, ip = freshIp()) =>
  app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    remoteAddress: ip,
    payload: { email },
  });

const reset = (token: string, password: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    payload: { token, password },
  });

describe("tokens", () => {
  it("are 256 random bits, URL-safe, never repeated", () => {
    const tokens = Array.from({ length: 2000 }, newToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens.slice(0, 50)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored only as SHA-256 hashes; the queue never holds them", async () => {
    const { email, userId } = await signUp();
    const token = await verificationToken(email);
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.email).toBe(email.toLowerCase());
    expect(JSON.stringify(await db.select().from(accountTokens))).not.toContain(token);
    const jobs = await db.select().from(tasks);
    expect(JSON.stringify(jobs)).not.toContain(token);
  });
});

describe("e-mail verification", () => {
  it("sends a verification message at sign-up with an absolute link, as text and HTML, and an .eml file", async () => {
    const { email } = await signUp();
    await runJobs();
    const [mail] = await mailsTo(email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Verify your e-mail address for Field Commons");
    expect(mail!.transport).toBe("outbox");
    const token = tokenIn(mail!.text, "/verify-email");
    expect(mail!.html).toContain(`href="https://commons.example.org/verify-email?token=${token}"`);
    expect(mail!.text).toContain("Field Commons");
    const files = fs.readdirSync(path.join(dataDir, "mail")).filter((f) => f.includes(mail!.id));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, "mail", files[0]!), "utf8");
    expect(eml).toMatch(new RegExp(`^To: ${email.toLowerCase()}`, "mi"));
    expect(eml).toContain("Subject: Verify your e-mail address for Field Commons");
  });

  it("verifies once; the same link then says the address is already verified", async () => {
    const { email, cookie } = await signUp();
    const token = await verificationToken(email);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: "Email verified successfully!",
      alreadyVerified: false,
    });
    const me = await as(app, cookie).get("/api/auth/me");
    expect(me.json().user.isVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: "This e-mail address is already verified.",
      alreadyVerified: true,
    });
  });

  it("still calls a used link used when its address is not verified (any more)", async () => {
    const { email, userId } = await signUp();
    const token = await verificationToken(email);
    expect((await verify(token)).statusCode).toBe(200);
    await db.update(users).set({ isVerified: false }).where(eq(users.id, userId));
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("TOKEN_USED");
    await db
      .update(users)
      .set({ email: uniqueEmail("moved"), isVerified: true })
      .where(eq(users.id, userId));
    expect((await verify(token)).json().error.code).toBe("TOKEN_USED");
  });

  it("refuses unknown, malformed, missing and expired tokens with a clear error", async () => {
    expect((await verify(newToken())).json().error).toMatchObject({ code: "TOKEN_INVALID" });
    expect((await verify("short")).statusCode).toBe(400);
    const missing = await app.inject({ method: "GET", url: "/api/auth/verify-email" });
    expect(missing.statusCode).toBe(400);

    const { email, userId } = await signUp();
    const token = await verificationToken(email);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, userId));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      code: "TOKEN_EXPIRED",
      message: "This link has expired. Ask for a new one.",
    });
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user!.isVerified).toBe(false);
  });

  it("expires verification links after 48 hours", async () => {
    const { email, userId } = await signUp();
    await verificationToken(email);
    const [row] = await db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it("is bound to the address it was sent to", async () => {
    const { email, userId } = await signUp();
    const token = await verificationToken(email);
    await db
      .update(users)
      .set({ email: uniqueEmail("changed") })
      .where(eq(users.id, userId));
    const response = await verify(token);
    expect(response.json().error.code).toBe("TOKEN_INVALID");
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user!.isVerified).toBe(false);
  });

  it("resends a link to a signed-in unverified user, rate limited", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/api/auth/resend-verification" });
    expect(anonymous.statusCode).toBe(401);

    const { email, cookie } = await signUp();
    await runJobs();
    const resend = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/resend-verification",
        headers: { cookie },
        remoteAddress: freshIp(),
      });
    const first = await resend();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(RECOVERY_MESSAGES.resendSent);
    await runJobs();
    expect(await mailsTo(email)).toHaveLength(2);
    // Both links work until one is used.
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("tells a verified user there is nothing to resend", async () => {
    const user = await makeUser(db);
    await db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    const { cookie } = await login(app, user.email);
    const response = await as(app, cookie).post("/api/auth/resend-verification");
    expect(response.json().message).toBe("Your e-mail address is already verified.");
    await runJobs();
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});

describe("forgot password", () => {
  it("answers the same whether the address has an account or not, and only writes to real accounts", async () => {
    const user = await makeUser(db);
    const unknown = uniqueEmail("nobody");
    const known = await forgot(user.email);
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.forgotSent });
    expect(Object.keys(missing.headers).sort()).toEqual(Object.keys(known.headers).sort());

    await runJobs();
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual([
      "Reset your Field Commons password",
    ]);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it("takes about the same time for known and unknown addresses", async () => {
    const user = await makeUser(db);
    const time = async (email: string) => {
      const start = performance.now();
      await forgot(email);
      return performance.now() - start;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 4; i++) {
      knownTimes.push(await time(user.email));
      unknownTimes.push(await time(uniqueEmail("nobody")));
    }
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(50);
  });

  it("limits requests per address, the same for unknown addresses", async () => {
    const user = await makeUser(db);
    const unknown = uniqueEmail("nobody");
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
      const limited = await forgot(email.toUpperCase());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe("RATE_LIMITED");
    }
  });

  it("limits requests per IP address", async () => {
    const ip = freshIp();
    const limit = app.config.AUTH_RATE_LIMIT_PER_IP;
    for (let i = 0; i < limit; i++) {
      expect((await forgot(uniqueEmail("spray"), ip)).statusCode).toBe(200);
    }
    expect((await forgot(uniqueEmail("spray"), ip)).statusCode).toBe(429);
    expect((await forgot(uniqueEmail("spray"), freshIp())).statusCode).toBe(200);
  });

  it("validates the address", async () => {
    const response = await forgot("not an address");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toEqual(["Enter a valid email address"]);
  });
});

describe("password reset", () => {
  it("sets the new password, revokes every session and other links, and signs in afresh", async () => {
    const user = await makeUser(db);
    const laptop = await login(app, user.email);
    const phone = await login(app, user.email);
    await forgot(user.email);
    const older = await resetToken(user.email);
    await forgot(user.email);
    const token = await resetToken(user.email);
    expect(token).not.toBe(older);

    const response = await reset(token, "a brand new notebook", laptop.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: RECOVERY_MESSAGES.resetSuccess,
      user: { id: user.id, isVerified: true },
    });
    const fresh = sessionCookie(response);
    expect(fresh).not.toBe(laptop.cookie);

    for (const old of [laptop.cookie, phone.cookie]) {
      expect((await as(app, old).get("/api/auth/me")).json().user).toBeNull();
    }
    expect((await as(app, fresh).get("/api/auth/me")).json().user.id).toBe(user.id);

    const oldPassword = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshIp(),
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await login(app, user.email, "a brand new notebook");

    // The link is spent, and so is the older one sent before the reset.
    expect((await reset(token, "yet another notebook")).json().error.code).toBe("TOKEN_USED");
    expect((await reset(older, "yet another notebook")).json().error.code).toBe("TOKEN_USED");

    // A notice goes to the account's address.
    await runJobs();
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain(
      "Your Field Commons password was changed",
    );
  });

  it("expires reset links after an hour", async () => {
    const user = await makeUser(db);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, "reset-password")));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 1);

    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const response = await reset(token, "a brand new notebook");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("TOKEN_EXPIRED");
    await login(app, user.email); // the old password still works
  });

  it("checks the new password and keeps the link for another try", async () => {
    const user = await makeUser(db);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const short = await reset(token, "abc");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toEqual([
      "Password must be at least 6 characters long",
    ]);
    const common = await reset(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password[0]).toMatch(/too common/);
    expect((await reset(token, "a brand new notebook")).statusCode).toBe(200);
  });

  it("does not accept a verification link as a reset link, or the reverse", async () => {
    const { email } = await signUp();
    const verifyToken = await verificationToken(email);
    expect((await reset(verifyToken, "a brand new notebook")).json().error.code).toBe(
      "TOKEN_INVALID",
    );
    await forgot(email);
    const token = await resetToken(email);
    expect((await verify(token)).json().error.code).toBe("TOKEN_INVALID");
  });

  it("lets only one of two simultaneous uses of a link through", async () => {
    const user = await makeUser(db);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const results = await Promise.all([
      reset(token, "first new notebook"),
      reset(token, "second new notebook"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
