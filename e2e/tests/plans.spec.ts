import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp, expectNoSeriousViolations, PASSWORD, uniqueEmail } from "./helpers";

const FEATURES = [
  "Publish case studies, policy briefs, opinion essays, interviews and recordings (free accounts keep them as drafts)",
  "Unlimited trips (free accounts: up to 5)",
  "1 GB of uploads for images and recordings (free accounts: 50 MB)",
  "Up to 50 open job postings for your organization (free accounts: 5)",
];

for (const width of [390, 1280]) {
  test.describe(`plans at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("a free account choosing New Case Study meets the Contributor offer before any editor", async ({
      page,
    }) => {
      await apiSignUp(page.request, "Lena Free");
      await page.goto("/dashboard");
      await page.getByRole("main").getByRole("link", { name: "New Case Study" }).click();

      const offer = page.getByRole("dialog", { name: "Upgrade to Contributor" });
      await expect(offer).toBeVisible();
      await expect(offer).toContainText(
        "Publishing case studies needs the Contributor plan; on the free plan you can still write and save a draft.",
      );
      await expect(page.getByRole("form", { name: "New Case Study" })).toHaveCount(0);
      // Only what the plan really changes.
      await expect(offer.getByRole("list", { name: "Included" }).getByRole("listitem")).toHaveText(
        FEATURES,
      );
      for (const missing of [
        "Community voting",
        "Priority support",
        "Advanced analytics",
        "Collaboration tools",
      ]) {
        await expect(offer.getByText(missing)).toHaveCount(0);
      }
      await expectNoSeriousViolations(page, `contributor offer before writing, ${width} px`);

      await offer.getByRole("button", { name: "Write a Draft" }).click();
      await expect(offer).toBeHidden();
      await expect(page.getByRole("form", { name: "New Case Study" })).toBeVisible();
      const me = await (await page.request.get("/api/auth/me")).json();
      expect(me.user).toMatchObject({ isContributor: false, plan: "free" });
    });

    test("contributor sign-up: the upgrade's payment step, and the activation stays until Continue", async ({
      page,
    }) => {
      await page.goto("/signup?plan=contributor");
      const main = page.getByRole("main");
      await expect(main.getByRole("radio", { name: /Contributor/ })).toBeChecked();
      await main.getByLabel("Name").fill("Iyabo Contributor");
      await main.getByLabel("Email").fill(uniqueEmail("plan"));
      await main.getByLabel("Password").fill(PASSWORD);
      await main.getByRole("button", { name: "Sign Up" }).click();

      await expect(
        main.getByText("Account created successfully! Redirecting to payment..."),
      ).toBeVisible();
      const payment = main.getByRole("region", { name: "Simulated payment" });
      await expect(payment).toBeVisible();
      await expect(payment).toContainText("Contributor, billed annually");
      await expect(payment).toContainText("$120.00");
      await expect(payment.getByRole("button", { name: "Pay $120" })).toBeInViewport();
      await expectNoSeriousViolations(page, `sign-up payment step, ${width} px`);
      const before = await (await page.request.get("/api/auth/me")).json();
      expect(before.user).toMatchObject({ isContributor: false });

      await payment.getByRole("button", { name: "Pay $120" }).click();
      const activated = main.getByText("Payment simulation: Contributor account activated!");
      await expect(activated).toBeVisible({ timeout: 10_000 });
      await expect(payment).toHaveCount(0);
      const after = await (await page.request.get("/api/auth/me")).json();
      expect(after.user).toMatchObject({ isContributor: true, plan: "contributor" });
      await expect(page).toHaveURL(/\/signup/);
      await expect(activated).toBeVisible();

      await main.getByRole("link", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("plan-badge")).toHaveText("Contributor plan");
    });

    test("contributor sign-up left without paying stays a free account and says so", async ({
      page,
    }) => {
      await page.goto("/signup?plan=contributor");
      const main = page.getByRole("main");
      await main.getByLabel("Name").fill("Otto Undecided");
      await main.getByLabel("Email").fill(uniqueEmail("plan"));
      await main.getByLabel("Password").fill(PASSWORD);
      await main.getByRole("button", { name: "Sign Up" }).click();

      const payment = main.getByRole("region", { name: "Simulated payment" });
      await payment.getByRole("button", { name: "Stay on the Free Plan" }).click();
      await expect(
        main.getByText(
          "No payment was made, so your account is a free account. You can upgrade to Contributor later, when you publish.",
        ),
      ).toBeVisible();
      const me = await (await page.request.get("/api/auth/me")).json();
      expect(me.user).toMatchObject({ isContributor: false, plan: "free" });
      await main.getByRole("link", { name: "Continue" }).click();
      await expect(page.getByTestId("plan-badge")).toHaveText("Free plan");
    });
  });
}
