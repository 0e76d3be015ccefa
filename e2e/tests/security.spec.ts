import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("pages are served with a strict Content-Security-Policy and run without violations", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/about");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole("main")).toBeVisible();
  expect(violations).toEqual([]);
});
