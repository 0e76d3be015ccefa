import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiLogin, apiSignUp, DEMO_CONTRIBUTOR } from "./helpers";

const LEAVE_TITLE = "Leave without saving?";

function headerDashboard(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: "Dashboard" });
}

test("the case-study form asks before leaving with a typed title: Stay keeps it, Leave goes", async ({
  page,
}) => {
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  await page.goto("/publish/case-study");
  const form = page.getByRole("form", { name: "New Case Study" });
  const title = form.getByLabel("Title");
  await title.fill("Lagoon fisheries, not saved");

  await headerDashboard(page).click();
  const dialog = page.getByRole("alertdialog", { name: LEAVE_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "You have unsaved changes. If you leave now, they will be lost.",
  );
  await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();

  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/publish\/case-study$/);
  await expect(title).toHaveValue("Lagoon fisheries, not saved");

  await headerDashboard(page).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("the case-study form with nothing changed leaves without asking", async ({ page }) => {
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  await page.goto("/publish/case-study");
  await expect(page.getByRole("form", { name: "New Case Study" })).toBeVisible();

  await headerDashboard(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("the trip planner asks before leaving with unsaved changes: Stay keeps them, Leave goes", async ({
  page,
}) => {
  const title = `Chilika landing sites ${randomBytes(3).toString("hex")}`;
  await apiSignUp(page.request, "Unsaved Planner");
  await page.goto("/trip-planner");

  const editTrip = async (value: string) => {
    await page.getByRole("button", { name: "Edit Trip" }).click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("Title").fill(value);
    await edit.getByRole("button", { name: "Apply Changes" }).click();
    await expect(edit).toBeHidden();
  };

  // A saved trip, then an edit that is not saved yet.
  await editTrip(title);
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(page).toHaveURL(/[?&]trip=[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await editTrip(`${title} (edited)`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  await headerDashboard(page).click();
  const dialog = page.getByRole("alertdialog", { name: LEAVE_TITLE });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/trip-planner\?trip=/);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (edited)` })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  await headerDashboard(page).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
