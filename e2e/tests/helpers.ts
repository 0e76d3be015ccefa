import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";

export const PASSWORD = "field-notes-2026";

/**
 * Runs axe on the page (or the part `include` selects) once the app has taken
 * over: a server-rendered page stays inert until then, and axe reads an inert
 * page as one with no landmarks and no headings.
 */
export async function analyzeAccessibility(page: Page, include?: string) {
  await expect(page.locator("#root:not([inert])")).toHaveCount(1);
  // label-content-name-mismatch (WCAG 2.5.3, the visible label is part of
  // the name) is marked experimental in axe and off unless enabled.
  const builder = new AxeBuilder({ page }).options({
    rules: { "label-content-name-mismatch": { enabled: true } },
  });
  return (include ? builder.include(include) : builder).analyze();
}

/** No accessibility violations at all on the page (or the part `include` selects). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const results = await analyzeAccessibility(page, include);
  expect(results.violations).toEqual([]);
}

/** No serious or critical violations on the page (or the part `include` selects), named by `label`. */
export async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  const results = await analyzeAccessibility(page, include);
  const blocking = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    blocking.map(
      (v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.org`;
}

/** Opens the account panel from the header and returns the dialog. */
export async function openAccountPanel(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
}

export const DEMO_CONTRIBUTOR = {
  email: "contributor@fieldcommons.demo",
  password: "commons-contributor-demo",
};

/** Signs in through the API; the browser context keeps the session cookie. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
}

/** Creates a free account through the API and keeps its session. */
export async function apiSignUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail("e2e");
  const response = await request.post("/api/auth/register", {
    data: { name, email, password: PASSWORD, plan: "free" },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A PNG of one colour, for upload fields. */
export async function pngFile(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A short mono 16-bit PCM WAV file (a 440 Hz tone), for media upload fields. */
export function wavFile(name: string, seconds = 2) {
  const rate = 8000;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return { name, mimeType: "audio/wav", buffer: Buffer.concat([header, data]) };
}

/** A browser context signed in as the demo admin, on the outbox page. */
export async function adminOutbox(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/demo-admin");
  expect(response.status()).toBe(200);
  return page;
}

/** Waits for the worker to deliver a message, then opens it in the outbox and returns its link. */
export async function openMessage(admin: Page, to: string, subject: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const response = await admin.request.get("/api/admin/outbox?limit=50");
        const body = (await response.json()) as { items: { to: string; subject: string }[] };
        return body.items.some((m) => m.to === to.toLowerCase() && m.subject === subject);
      },
      // Early in a run the worker's tasks queue behind the demo data's indexing.
      { timeout: 45_000 },
    )
    .toBe(true);
  await admin.goto("/admin/outbox");
  const list = admin.getByRole("list", { name: "Messages" });
  await list
    .getByRole("listitem")
    .filter({ hasText: `To ${to.toLowerCase()}` })
    .filter({ hasText: subject })
    .first()
    .getByRole("button")
    .click();
  const message = admin.getByRole("article");
  await expect(message.getByRole("heading", { name: subject })).toBeVisible();
  const link = message.getByTestId("outbox-text").getByRole("link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^http:\/\/localhost:\d+\/(verify-email|reset-password)\?token=[\w-]{43}$/);
  return href!;
}

/**
 * Launch options for Chromium with a fake microphone fed by a WAV clip (looped
 * unless `once`), and no permission prompt: `test.use(fakeMicrophone(clip))`.
 */
export function fakeMicrophone(clip: string, { once = false } = {}) {
  return {
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--use-file-for-fake-audio-capture=${clip}${once ? "%noloop" : ""}`,
      ],
    },
    permissions: ["microphone"],
  };
}

/**
 * A free account that opens a new case study, brief, essay, interview or
 * recording first meets the Contributor offer; this checks it names the type
 * and chooses to write a draft.
 */
export async function writeDraftPastContributorOffer(page: Page, nounPlural: string) {
  const offer = page.getByRole("dialog", { name: "Upgrade to Contributor" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(
    `Publishing ${nounPlural} needs the Contributor plan; on the free plan you can still write and save a draft.`,
  );
  await offer.getByRole("button", { name: "Write a Draft" }).click();
  await expect(offer).toBeHidden();
}

/**
 * Waits until the app's service worker has precached the build and controls
 * the page, so it reloads with no network (tests that use it allow service
 * workers, which the config blocks).
 */
export async function installOfflineCopy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
