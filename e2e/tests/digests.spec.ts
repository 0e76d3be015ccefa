import { expect } from "@playwright/test";
import { test } from "./fixtures";
import {
  adminOutbox,
  expectSignedInAs,
  openAccountPanel,
  openMessage,
  PASSWORD,
  uniqueEmail,
  expectNoAxeViolations,
} from "./helpers";

test.describe("weekly digests", () => {
  for (const width of [390, 1280]) {
    test(`archive → a week → one of its items, at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/digest");
      await expect(page.getByRole("heading", { level: 1, name: "Weekly Digest" })).toBeVisible();
      const list = page.getByRole("list", { name: "Weekly digests" });
      // The demo content's weeks, 10 to a page, with more pages after.
      await expect(list.getByRole("listitem")).toHaveCount(10);
      await expect(page.getByRole("navigation", { name: "Digest pages" })).toBeVisible();
      await expectNoAxeViolations(page);

      // The newest week with new case studies.
      const week = list
        .getByRole("listitem")
        .filter({ hasText: /published \d+ case stud/ })
        .first();
      const title = (await week.getByRole("heading", { level: 2 }).textContent())!;
      await week.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(/\/digest\/\d{4}-W\d{2}$/);
      await expect(page.getByRole("link", { name: "Browse jobs" })).toHaveAttribute(
        "href",
        "/jobs",
      );
      await expect(page.getByRole("link", { name: "Plan a field trip" })).toHaveAttribute(
        "href",
        "/trip-planner",
      );
      await expectNoAxeViolations(page);

      const item = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "New case studies" }) })
        .getByRole("link")
        .first();
      const itemTitle = (await item.textContent())!;
      await item.click();
      await expect(page).toHaveURL(/\/case-study\//);
      await expect(page.getByRole("heading", { level: 1, name: itemTitle })).toBeVisible();
      await context.close();
    });
  }

  test("'Digest Not Found' offers Back to Archive", async ({ page }) => {
    await page.goto("/digest/2001-W05");
    await expect(page.getByRole("heading", { level: 1, name: "Digest Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Archive" }).click();
    await expect(page).toHaveURL(/\/digest$/);
  });

  test("the feeds answer as RSS and Atom", async ({ request }) => {
    const rss = await request.get("/digest/feed.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect(await rss.text()).toContain('<rss version="2.0"');
    const atom = await request.get("/feed/water-oceans.atom");
    expect(atom.headers()["content-type"]).toContain("application/atom+xml");
  });
});

test.describe("digest e-mail", () => {
  test.describe.configure({ timeout: 120_000 });

  test("opt in at sign-up, choose domains, receive the digest, unsubscribe with one click from the e-mail", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("digest");
    await page.goto("/");
    const dialog = await openAccountPanel(page);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Name").fill("Dina Digest");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByLabel("E-mail me the weekly digest of new work and jobs").check();
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    // The sign-up's message stays until the reader continues.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expectSignedInAs(page, "Dina Digest");

    // Digests go to verified addresses only: follow the verification link.
    const admin = await adminOutbox(browser);
    const verify = await openMessage(admin, email, "Verify your e-mail address for Field Commons");
    await admin.goto(verify);
    await expect(admin.getByText(/Email verified successfully!/)).toBeVisible();

    // The settings show the choice; keep every domain, and save.
    await page.goto("/profile/edit#preferences");
    const form = page.getByRole("form", { name: "E-mail preferences" });
    await expect(form.getByLabel("Digest e-mails")).toHaveValue("weekly");
    await form.getByRole("group", { name: "Digest domains" }).getByLabel("Water & Oceans").check();
    await form
      .getByRole("group", { name: "Digest domains" })
      .getByLabel("Water & Oceans")
      .uncheck();
    await form.getByRole("button", { name: "Save Preferences" }).click();
    await expect(form.getByText("Preferences saved.")).toBeVisible();

    // An admin sends the newest busy week to the readers who have not had it.
    const list = (await (await admin.request.get("/api/digest")).json()) as {
      digests: { week: string; title: string; quiet: boolean }[];
    };
    const week = list.digests.find((d) => !d.quiet)!;
    await admin.goto(`/digest/${week.week}`);
    await admin.getByRole("button", { name: "Send to subscribers" }).click();
    await expect(
      admin.getByText("Sending to subscribers who have not received this digest."),
    ).toBeVisible();

    const subject = `${week.title} | Field Commons`;
    await expect
      .poll(
        async () => {
          const response = await admin.request.get("/api/admin/outbox?limit=50");
          const body = (await response.json()) as { items: { to: string; subject: string }[] };
          return body.items.some((m) => m.to === email.toLowerCase() && m.subject === subject);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await admin.goto("/admin/outbox");
    await admin
      .getByRole("list", { name: "Messages" })
      .getByRole("listitem")
      .filter({ hasText: `To ${email.toLowerCase()}` })
      .filter({ hasText: subject })
      .first()
      .getByRole("button")
      .click();
    const message = admin.getByRole("article");
    await expect(message.getByRole("heading", { name: subject })).toBeVisible();
    const unsubscribe = await message
      .getByTestId("outbox-text")
      .locator('a[href*="/digest/unsubscribe?token="]')
      .first()
      .getAttribute("href");
    expect(unsubscribe).toBeTruthy();

    // The recipient opens the link signed out and clicks once.
    const reader = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const readerPage = await reader.newPage();
    await readerPage.goto(unsubscribe!);
    await expect(readerPage.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expectNoAxeViolations(readerPage);
    await readerPage.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(
      readerPage.getByText("You are unsubscribed. You will not receive digest e-mails any more."),
    ).toBeVisible();
    await reader.close();

    await page.reload();
    await expect(form.getByLabel("Digest e-mails")).toHaveValue("off");
    await admin.context().close();
  });
});
