import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "field-notes-2026";

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
