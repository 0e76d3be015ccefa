import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./fixtures";
import { PASSWORD, expectNoSeriousViolations, uniqueEmail } from "./helpers";

/*
 * Save Draft keeps the writer in the editor: it says the draft is saved and
 * when, the address becomes the draft's own, and the next save (or a reload)
 * works on the same draft.
 */

/** A new account on the Contributor plan (signed in), so the editor opens straight away. */
async function contributor(request: APIRequestContext, name: string) {
  const response = await request.post("/api/auth/register", {
    data: { name, email: uniqueEmail("draft-e2e"), password: PASSWORD, plan: "contributor" },
  });
  expect(response.status()).toBe(201);
  expect(
    (await request.post("/api/payments/simulate", { data: { plan: "contributor" } })).ok(),
  ).toBe(true);
}

const SAVED = /^Draft saved at \d{1,2}:\d{2}(\s?[AP]M)?\.$/;

for (const width of [390, 1280]) {
  test(`at ${width} px: Save Draft stays in the case-study editor, and saving again updates the one draft`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await contributor(page.request, "Rosa Writer");
    const title = `Seed library rules ${randomBytes(3).toString("hex")}`;

    await page.goto("/publish/case-study");
    const form = page.getByRole("form", { name: "New Case Study" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Problem").fill("Borrowed seed came back mixed.");
    await form.getByRole("button", { name: "Save Draft" }).click();

    // Still writing: the confirmation, the same fields, and the draft's own address.
    const status = page.getByRole("status").filter({ hasText: "Draft saved at" });
    await expect(status).toHaveText(SAVED);
    await expect(page).toHaveURL(/\/publish\/case-study\/[0-9a-f-]{36}$/);
    const editor = page.getByRole("form", { name: "Edit Case Study" });
    await expect(editor.getByLabel("Problem")).toHaveValue("Borrowed seed came back mixed.");
    const box = await status.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page, `editor after Save Draft at ${width} px`);

    // Writing on and saving again updates the same draft.
    await editor
      .getByLabel("Problem")
      .fill("Borrowed seed came back mixed; the library now keeps lots apart.");
    await editor.getByRole("button", { name: "Save Draft" }).click();
    await expect(status).toHaveText(SAVED);

    const drafts = (await (
      await page.request.get("/api/content?author=me&status=draft&limit=50")
    ).json()) as { items: { id: string; title: string }[] };
    const mine = drafts.items.filter((item) => item.title === title);
    expect(mine).toHaveLength(1);
    expect(page.url()).toContain(`/publish/case-study/${mine[0]!.id}`);

    // What was saved is not unsaved: a reload asks nothing and shows the saved text.
    await page.reload();
    await expect(editor.getByLabel("Problem")).toHaveValue(
      "Borrowed seed came back mixed; the library now keeps lots apart.",
    );
    await editor.getByRole("button", { name: "Save Draft" }).click();
    await expect(status).toHaveText(SAVED);

    // Leaving after a save asks nothing; the dashboard holds one draft of that title.
    await editor.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard?tab=drafts");
    await expect(page.getByRole("article", { name: title })).toHaveCount(1);
    const after = (await (
      await page.request.get("/api/content?author=me&status=draft&limit=50")
    ).json()) as { items: { title: string }[] };
    expect(after.items.filter((item) => item.title === title)).toHaveLength(1);
  });
}

test("leaving the editor with changes made after a save still asks first", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await contributor(page.request, "Tomas Writer");
  await page.goto("/publish/case-study");
  const form = page.getByRole("form", { name: "New Case Study" });
  await form.getByLabel("Title").fill(`Grazing calendar ${randomBytes(3).toString("hex")}`);
  await form.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved at" })).toHaveText(SAVED);

  const editor = page.getByRole("form", { name: "Edit Case Study" });
  await editor.getByLabel("Dates").fill("1483–present");
  await editor.getByRole("link", { name: "Cancel" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(editor.getByLabel("Dates")).toHaveValue("1483–present");
  await expect(page).toHaveURL(/\/publish\/case-study\/[0-9a-f-]{36}$/);
});
