import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { PASSWORD, apiSignUp, expectNoSeriousViolations, uniqueEmail } from "./helpers";

const tag = () => randomBytes(3).toString("hex");

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a report's details reach the moderator, who asks for a revision; the author reads the note, resubmits, and the moderator approves`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Who keeps the seed bank ${tag()}`;
    const details = `The harvest figures are copied from another author's 2019 survey (${tag()}).`;
    const note = "Cite the 2019 survey you took the harvest figures from.";

    // A contributor publishes an essay.
    const author = await pageAt(browser, width);
    expect(
      (
        await author.request.post("/api/auth/register", {
          data: {
            name: "Ines Essayist",
            email: uniqueEmail("moderation-e2e"),
            password: PASSWORD,
            plan: "contributor",
          },
        })
      ).status(),
    ).toBe(201);
    expect(
      (await author.request.post("/api/payments/simulate", { data: { plan: "contributor" } })).ok(),
    ).toBe(true);
    const created = await author.request.post("/api/content", {
      data: {
        type: "opinion-essay",
        title,
        body: { excerpt: "Seed banks need keepers.", thesis: "Keeping is a job, not a gift." },
      },
    });
    const essayId = ((await created.json()) as { id: string }).id;
    expect((await author.request.post(`/api/content/${essayId}/publish`)).status()).toBe(200);

    // A reader reports it with details.
    const reader = await pageAt(browser, width);
    await apiSignUp(reader.request, "Careful Reader");
    await reader.goto(`/opinion-essay/${essayId}`);
    await reader.getByRole("button", { name: "Report" }).click();
    const report = reader.getByRole("dialog");
    await report.getByRole("radio", { name: "Copyright or someone else's work" }).check();
    await report.getByLabel("Details (optional)").fill(details);
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(
      reader.getByText("Thank you. The report was sent to the moderators."),
    ).toBeVisible();

    // The moderator sees the category, the reporter's words and the reporter.
    const admin = await pageAt(browser, width);
    expect((await admin.request.post("/api/auth/demo-admin")).status()).toBe(200);
    await admin.goto("/admin?tab=moderation");
    const queue = admin.getByRole("list", { name: "Items waiting for moderation" });
    const reports = queue.getByRole("list", { name: `Reports on ${title}` });
    await expect(reports.getByText("Copyright or someone else's work")).toBeVisible();
    await expect(reports.getByText(details)).toBeVisible();
    await expect(reports.getByRole("link", { name: "Careful Reader" })).toBeVisible();
    await expectNoSeriousViolations(admin, `moderation queue at ${width} px`);

    // It asks for a revision, with a note.
    await queue.getByRole("button", { name: `Request revision of ${title}` }).click();
    const dialog = admin.getByRole("dialog", { name: /Request a revision/ });
    await dialog.getByLabel(/Note to the author/).fill(note);
    await dialog.getByRole("button", { name: "Request revision" }).click();
    await expect(admin.getByText(`Asked the author of “${title}” for a revision.`)).toBeVisible();
    await expect(queue.getByText(title)).toHaveCount(0);
    // Offline meanwhile.
    expect((await reader.request.get(`/api/content/opinion-essay/${essayId}`)).status()).toBe(404);

    // The author reads the note on the dashboard and resubmits.
    await author.goto("/dashboard?tab=drafts");
    const card = author.getByRole("article", { name: title });
    await expect(card.getByText("Needs revision")).toBeVisible();
    await expect(card.getByText(note)).toBeVisible();
    await expectNoSeriousViolations(author, `drafts with a revision request at ${width} px`);

    // The edit page says the same at the top: the note, and what resubmitting does.
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    const editor = author.getByRole("form", { name: "Edit Opinion Essay" });
    const revision = editor.getByRole("region", { name: "A moderator asked for a revision" });
    await expect(revision.locator("blockquote")).toHaveText(note);
    await expect(revision).toContainText("Resubmit for review");
    await expect(revision).toContainText("it goes back to a moderator, in review");
    await expect(editor.getByRole("button", { name: "Resubmit for review" })).toBeVisible();
    await expectNoSeriousViolations(author, `editor with a revision request at ${width} px`);
    await author.goto("/dashboard?tab=drafts");
    await card.getByRole("button", { name: `Resubmit for review: ${title}` }).click();
    await expect(
      author.getByText(`“${title}” was sent back to the moderators.`, { exact: false }),
    ).toBeVisible();

    // Back in the queue, in review; the moderator approves and it is public again.
    await admin.goto("/admin?tab=moderation");
    const row = queue.getByRole("listitem").filter({ hasText: title }).first();
    await expect(row.getByText("In review")).toBeVisible();
    await queue.getByRole("button", { name: `Approve ${title}` }).click();
    await expect(admin.getByText(`Approved “${title}”.`)).toBeVisible();
    expect((await reader.request.get(`/api/content/opinion-essay/${essayId}`)).status()).toBe(200);

    // The actions log links the item and its author.
    await admin.goto("/admin?tab=actions");
    const log = admin.getByRole("list", { name: "Admin actions" });
    await expect(log.getByRole("link", { name: title }).first()).toBeVisible();
    await expect(log.getByRole("link", { name: "Ines Essayist" }).first()).toBeVisible();
    await expectNoSeriousViolations(admin, `actions log at ${width} px`);
  });
}
