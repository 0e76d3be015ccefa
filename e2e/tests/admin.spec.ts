import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { PASSWORD, apiSignUp, uniqueEmail, analyzeAccessibility } from "./helpers";

const tag = () => randomBytes(3).toString("hex");

/** A browser context signed in as the demo admin. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/demo-admin")).status()).toBe(200);
  return page;
}

/** A new context signed up as a contributor through the API (plan paid by the simulation). */
async function contributorPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signup = await page.request.post("/api/auth/register", {
    data: { name, email: uniqueEmail("admin-e2e"), password: PASSWORD, plan: "contributor" },
  });
  expect(signup.status()).toBe(201);
  expect(
    (await page.request.post("/api/payments/simulate", { data: { plan: "contributor" } })).ok(),
  ).toBe(true);
  return page;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("an admin approves a pending trip and rejects a reported essay with a reason; the author sees it and resubmits", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const tripTitle = `Irrigation turns in Cusco ${tag()}`;
  const essayTitle = `Fences make poor commons ${tag()}`;

  // A free user's trip waits for review.
  await apiSignUp(page.request, "Quispe Traveller");
  const created = await page.request.post("/api/trips", {
    data: {
      trip: { type: "trip", title: tripTitle, location: { name: "Cusco", country: "Peru" } },
      cards: ["Canal head", "Water judge's office", "Lower plots"].map((title) => ({
        cardType: "place",
        title,
      })),
    },
  });
  expect(created.status()).toBe(201);
  const tripId = ((await created.json()) as { trip: { id: string } }).trip.id;
  const submitted = await page.request.post(`/api/content/${tripId}/publish`);
  expect(((await submitted.json()) as { status: string }).status).toBe("pending");

  // A contributor's essay is published, then reported by a reader.
  const author = await contributorPage(browser, "Ines Essayist");
  const essay = await author.request.post("/api/content", {
    data: {
      type: "opinion-essay",
      title: essayTitle,
      body: {
        excerpt: "Enclosure is not the only answer.",
        thesis: "Fences divide what rules could share.",
      },
    },
  });
  const essayId = ((await essay.json()) as { id: string }).id;
  expect((await author.request.post(`/api/content/${essayId}/publish`)).status()).toBe(200);
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await apiSignUp(readerPage.request, "Careful Reader");
  await readerPage.goto(`/opinion-essay/${essayId}`);
  await readerPage.getByRole("button", { name: "Report" }).click();
  const report = readerPage.getByRole("dialog");
  await report.getByRole("radio", { name: "False or misleading" }).check();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(
    readerPage.getByText("Thank you. The report was sent to the moderators."),
  ).toBeVisible();

  // The admin's queue: the reported essay is urgent; approve the trip, reject the essay.
  const admin = await adminPage(browser);
  await admin.goto("/admin?tab=moderation");
  const queue = admin.getByRole("list", { name: "Items waiting for moderation" });
  const essayRow = queue.getByRole("listitem").filter({ hasText: essayTitle });
  await expect(essayRow).toContainText("Urgent");
  await queue.getByRole("button", { name: `Approve ${tripTitle}` }).click();
  await expect(admin.getByText(`Approved “${tripTitle}”.`)).toBeVisible();
  await queue.getByRole("button", { name: `Reject ${essayTitle}` }).click();
  const reject = admin.getByRole("dialog", { name: `Reject “${essayTitle}”?` });
  await reject.getByLabel("Reason").fill("The cited figures are from another district.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByText(`Rejected “${essayTitle}”.`)).toBeVisible();
  await expect(queue.getByText(essayTitle)).toHaveCount(0);

  // The trip is public now; the essay is not.
  expect((await page.request.get(`/api/trips/${tripId}`)).status()).toBe(200);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(`/api/content/opinion-essay/${essayId}`)).status()).toBe(404);

  // The actions log has both, with the reason.
  await openTab(admin, "Actions Log");
  await expect(admin.getByText("The cited figures are from another district.")).toBeVisible();

  // The author sees the reason on the dashboard, edits and resubmits to review.
  await author.goto("/dashboard?tab=drafts");
  const draft = author.getByRole("article").filter({ hasText: essayTitle });
  await expect(draft).toContainText("The cited figures are from another district.");
  const resubmitted = await author.request.post(`/api/content/${essayId}/publish`);
  expect(((await resubmitted.json()) as { status: string }).status).toBe("pending");
  await admin.goto("/admin?tab=moderation");
  await expect(queue.getByText(essayTitle)).toBeVisible();
});

test("an admin bans a user, who is signed out at once, and unbans them", async ({ browser }) => {
  const user = await browser.newContext();
  const userPage = await user.newPage();
  const name = `Banned Later ${tag()}`;
  await apiSignUp(userPage.request, name);
  await userPage.goto("/dashboard");
  await expect(userPage.getByRole("heading", { level: 1 })).toContainText(name);

  const admin = await adminPage(browser);
  await admin.goto(`/admin?tab=users&q=${encodeURIComponent(name)}`);
  const users = admin.getByRole("list", { name: "Users" });
  await users.getByRole("button", { name: `Ban ${name}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Ban ${name}?` });
  await expect(dialog.getByRole("textbox")).toHaveValue("Admin action");
  await dialog.getByRole("button", { name: "Ban" }).click();
  await expect(users.getByRole("button", { name: `Unban ${name}` })).toBeVisible();

  // The next request of the banned user is signed out.
  expect(
    ((await (await userPage.request.get("/api/auth/me")).json()) as { user: unknown }).user,
  ).toBeNull();
  await userPage.reload();
  await expect(userPage.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();

  await users.getByRole("button", { name: `Unban ${name}` }).click();
  await admin
    .getByRole("dialog", { name: `Unban ${name}?` })
    .getByRole("button", { name: "Unban" })
    .click();
  await expect(users.getByRole("button", { name: `Ban ${name}` })).toBeVisible();
});

test("the analytics window changes the figures it shows", async ({ browser }) => {
  const admin = await adminPage(browser);
  // A view so the window has something real in it today.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto("/");
  await readerPage
    .getByRole("list", { name: "Content" })
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .click();
  await expect(readerPage.getByRole("heading", { level: 1 })).toBeVisible();

  await admin.goto("/admin?tab=analytics");
  const totals = admin.getByRole("list", { name: "Totals" });
  await expect(totals.getByRole("listitem").filter({ hasText: /^Total views/ })).not.toHaveText(
    "Total views0",
  );
  await admin.getByText("Show the figures as a table").click();
  const table = admin.getByRole("table", { name: /per day/ });
  await expect(table.locator("tbody tr")).toHaveCount(30);
  const seven = admin.waitForResponse((r) => r.url().includes("/api/admin/analytics?days=7"));
  await admin.getByRole("radio", { name: "7 days" }).check();
  await seven;
  await expect(table.locator("tbody tr")).toHaveCount(7);
  const ninety = admin.waitForResponse((r) => r.url().includes("/api/admin/analytics?days=90"));
  await admin.getByRole("radio", { name: "90 days" }).check();
  await ninety;
  await expect(table.locator("tbody tr")).toHaveCount(90);
});

test("signed out, the admin page asks to log in; a user gets Access Denied", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByText("Please log in to access admin dashboard")).toBeVisible();
  await apiSignUp(page.request, "Not An Admin");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  expect((await page.request.get("/api/admin/dashboard")).status()).toBe(403);
});

for (const width of [390, 1280]) {
  test(`every admin tab passes axe at ${width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await adminPage(browser);
    await admin.setViewportSize({ width, height: 900 });
    for (const tab of ["overview", "moderation", "analytics", "users", "content", "actions"]) {
      await admin.goto(`/admin?tab=${tab}`);
      await expect(admin.getByRole("tab", { selected: true })).toBeVisible();
      await expect(admin.locator("[aria-busy=true]")).toHaveCount(0);
      const results = await analyzeAccessibility(admin);
      expect(results.violations.map((v) => `${tab}: ${v.id}`)).toEqual([]);
    }
  });
}
