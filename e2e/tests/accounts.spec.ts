import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { expectSignedInAs, openAccountPanel, PASSWORD, uniqueEmail } from "./helpers";

test.describe("accounts", () => {
  test("sign up on the free plan, log out, and log back in", async ({ page }) => {
    const email = uniqueEmail("free");
    await page.goto("/");
    const dialog = await openAccountPanel(page);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Name").fill("Ana Lima");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByText("Free account created successfully! You can now create up to 5 trips."),
    ).toBeVisible();
    // The message stays until the reader continues.
    const continueButton = dialog.getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeFocused();
    await continueButton.click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectSignedInAs(page, "Ana Lima");
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }),
    ).toHaveCount(0);

    // The session survives a reload: the user comes back from the server.
    await page.reload();
    await expectSignedInAs(page, "Ana Lima");

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Login", exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Login", exact: true }),
    ).toBeVisible();

    const login = await openAccountPanel(page);
    await login.getByRole("tab", { name: "Login" }).click();
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password").fill(PASSWORD);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful!")).toBeVisible();
    await expectSignedInAs(page, "Ana Lima");
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/");
    const dialog = await openAccountPanel(page);
    await dialog.getByRole("tab", { name: "Login" }).click();
    await dialog.getByLabel("Email").fill("researcher@fieldcommons.demo");
    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
  });

  test("sign up on the contributor plan: the upgrade's payment step, then the activation stays", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openAccountPanel(page);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByRole("radio", { name: /Contributor/ }).check();
    await dialog.getByLabel("Name").fill("Kofi Mensah");
    await dialog.getByLabel("Email").fill(uniqueEmail("contrib"));
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByText("Account created successfully! Redirecting to payment..."),
    ).toBeVisible();
    // The same payment step as the upgrade; until it is paid the account is free.
    const payment = dialog.getByRole("region", { name: "Simulated payment" });
    await expect(payment).toContainText("no card is charged and no card details are collected");
    await expect(payment).toContainText(
      "Your account is a free account until the payment is recorded.",
    );
    const before = await (await page.request.get("/api/auth/me")).json();
    expect(before.user).toMatchObject({ isContributor: false, plan: "free" });
    await payment.getByRole("button", { name: "Pay $120" }).click();
    const activated = dialog.getByText("Payment simulation: Contributor account activated!");
    await expect(activated).toBeVisible({ timeout: 10_000 });
    await expect(payment).toHaveCount(0);
    // It stays until the reader continues.
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeFocused();
    await expect(activated).toBeVisible();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectSignedInAs(page, "Kofi Mensah");
    const me = await page.request.get("/api/auth/me");
    expect((await me.json()).user).toMatchObject({
      role: "contributor",
      isContributor: true,
      plan: "contributor",
    });
  });

  test("the demo admin sees the Admin link", async ({ page }) => {
    await page.goto("/");
    const dialog = await openAccountPanel(page);
    await dialog.getByRole("tab", { name: "Welcome" }).click();
    await dialog.getByRole("button", { name: "Admin Login (Demo)" }).click();
    await expectSignedInAs(page, "Demo Admin");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }),
    ).toBeVisible();
  });

  test("the sign-up page creates an account and goes to the dashboard route", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Join the commons" })).toBeVisible();
    const main = page.getByRole("main");
    await main.getByLabel("Name").fill("Ruth Ndlovu");
    await main.getByLabel("Email").fill(uniqueEmail("page"));
    await main.getByLabel("Password").fill(PASSWORD);
    await main.getByRole("button", { name: "Sign Up" }).click();
    // The account's message stays until the reader continues.
    await expect(main.getByText("Free account created successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await main.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSignedInAs(page, "Ruth Ndlovu");
    // Signed in, /login redirects to /dashboard.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
