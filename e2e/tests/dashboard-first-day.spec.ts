import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { PASSWORD, expectNoSeriousViolations, uniqueEmail } from "./helpers";

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of [390, 1280]) {
  test(`at ${width} px, a new author whose only publication is rejected is still welcomed back, and the draft has no 'Unknown' place`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = "Noor Haddad";
    const title = `Grazing rotas without a map ${randomBytes(3).toString("hex")}`;

    // A contributor signs up today and publishes an essay with no place.
    const author = await pageAt(browser, width);
    const registered = await author.request.post("/api/auth/register", {
      data: { name, email: uniqueEmail("first-day"), password: PASSWORD, plan: "contributor" },
    });
    expect(registered.status()).toBe(201);
    expect(
      (await author.request.post("/api/payments/simulate", { data: { plan: "contributor" } })).ok(),
    ).toBe(true);
    const created = await author.request.post("/api/content", {
      data: {
        type: "opinion-essay",
        title,
        body: { excerpt: "Who moves the herds, and when.", thesis: "Rotas are rules." },
      },
    });
    const essayId = ((await created.json()) as { id: string }).id;
    expect((await author.request.post(`/api/content/${essayId}/publish`)).status()).toBe(200);

    // A moderator rejects it: nothing of theirs is published any more.
    const admin = await pageAt(browser, width);
    expect((await admin.request.post("/api/auth/demo-admin")).status()).toBe(200);
    const rejected = await admin.request.patch(`/api/content/${essayId}/status`, {
      data: { status: "rejected" },
    });
    expect(rejected.ok()).toBe(true);
    await admin.context().close();

    await author.goto("/dashboard");
    await expect(
      author.getByRole("heading", { level: 1, name: `Welcome back, ${name}!` }),
    ).toBeVisible();
    await author.getByRole("tab", { name: /^Drafts/ }).click();
    const card = author.getByRole("article", { name: title });
    await expect(card.getByText("Not approved by a moderator")).toBeVisible();
    await expect(card.getByText("Location:").locator("..")).toHaveText("Location: No place yet");
    await expect(card.getByText("Unknown")).toHaveCount(0);
    await expectNoSeriousViolations(author, `dashboard drafts at ${width} px`);
    await author.context().close();
  });
}
