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

test.describe("e-mail verification and password reset", () => {
  // Two browser contexts, the worker's delivery and two 3-second redirects.
  test.describe.configure({ timeout: 90_000 });

  test("sign up, open the verification message in the outbox, follow its link: verified", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("verify");
    await page.goto("/");
    const dialog = await openAccountPanel(page);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Name").fill("Vera Fields");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    // The sign-up's message stays until the reader continues.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expectSignedInAs(page, "Vera Fields");
    const banner = page.getByRole("region", { name: "E-mail verification" });
    await expect(banner).toContainText("Please verify your e-mail address.");

    const admin = await adminOutbox(browser);
    await openMessage(admin, email, "Verify your e-mail address for Field Commons");
    await expectNoAxeViolations(admin);

    // The admin's tab follows the link, as the recipient would.
    const link = admin.getByRole("article").getByTestId("outbox-text").getByRole("link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(
      admin.getByText("Email verified successfully! Taking you to your dashboard…"),
    ).toBeVisible();
    await expect(admin).toHaveURL(/\/verify-email$/); // the token left the address bar
    await expect(admin).toHaveURL(/\/dashboard$/, { timeout: 6000 });
    await expect(admin.getByText("Your e-mail address is verified.")).toBeVisible();

    // Followed again: plain news, not a failure.
    await admin.goto(href!);
    await expect(
      admin.getByText("This e-mail address is already verified. Taking you to your dashboard…"),
    ).toBeVisible();
    await expect(admin.getByText("Verification failed")).toHaveCount(0);
    await expect(admin.getByRole("alert")).toHaveCount(0);

    // The user's own tab: the banner is gone, and the link is spent.
    await page.reload();
    await expectSignedInAs(page, "Vera Fields");
    await expect(banner).toHaveCount(0);
    await admin.context().close();
  });

  test("forgot password, reset from the message: signed in with the new password, the old session gone", async ({
    page,
    browser,
  }) => {
    // A member signed in elsewhere (the session the reset must end).
    const email = uniqueEmail("reset");
    const elsewhere = await browser.newContext();
    const signup = await elsewhere.request.post("/api/auth/register", {
      data: { name: "Rosa Commons", email, password: PASSWORD, plan: "free" },
    });
    expect(signup.status()).toBe(201);
    expect((await (await elsewhere.request.get("/api/auth/me")).json()).user.email).toBe(email);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists");
    await expectNoAxeViolations(page);

    const admin = await adminOutbox(browser);
    const link = await openMessage(admin, email, "Reset your Field Commons password");
    await admin.context().close();

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("New password", { exact: true }).fill("a fresh field notebook");
    await page.getByLabel("Confirm new password").fill("a fresh field notebook!");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill("a fresh field notebook");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page.getByText("Password reset successfully! Taking you to the trip planner…"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/trip-planner$/, { timeout: 6000 });
    await expectSignedInAs(page, "Rosa Commons");

    // The other session is gone; the old password no longer works, the new one does.
    expect((await (await elsewhere.request.get("/api/auth/me")).json()).user).toBeNull();
    const old = await elsewhere.request.post("/api/auth/login", {
      data: { email, password: PASSWORD },
    });
    expect(old.status()).toBe(401);
    const fresh = await elsewhere.request.post("/api/auth/login", {
      data: { email, password: "a fresh field notebook" },
    });
    expect(fresh.status()).toBe(200);
    await elsewhere.close();

    // The same link again: refused.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("yet another notebook");
    await page.getByLabel("Confirm new password").fill("yet another notebook");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("alert")).toContainText("Password reset failed");
    await expect(page.getByRole("alert")).toContainText("This link has already been used.");
  });

  test("the pages say so when the link has no token, and pass axe", async ({ page }) => {
    await page.goto("/verify-email");
    await expect(page.getByText("No verification token provided")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/reset-password");
    await expect(page.getByText("No reset token provided")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
