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

test("a role chosen in the users list waits for confirmation; an admin is offered no admin role", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await browser.newContext();
  const name = `Role Candidate ${tag()}`;
  await apiSignUp((await member.newPage()).request, name);

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 390, height: 900 });
  const roleOf = async () => {
    const answer = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(name)}`);
    return ((await answer.json()) as { users: { id: string; role: string }[] }).users[0]!;
  };
  await admin.goto(`/admin?tab=users&q=${encodeURIComponent(name)}`);
  const users = admin.getByRole("list", { name: "Users" });
  const select = users.getByLabel(`Role of ${name}`);
  // Only a super admin makes admins, so an admin is offered neither Admin nor Super admin.
  await expect(select.locator("option")).toHaveText(["Applicant", "Contributor"]);

  // Cancel: nothing changes.
  await select.selectOption("contributor");
  const question = `Change ${name}'s role from Applicant to Contributor?`;
  const confirm = admin.getByRole("alertdialog", { name: question });
  await expect(confirm).toBeVisible();
  expect((await analyzeAccessibility(admin)).violations.map((v) => v.id)).toEqual([]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(select).toHaveValue("user");
  expect((await roleOf()).role).toBe("user");

  // Confirm: the role changes.
  await select.selectOption("contributor");
  await admin
    .getByRole("alertdialog", { name: question })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(admin.getByText(`${name} is now contributor.`)).toBeVisible();
  await expect(select).toHaveValue("contributor");
  expect((await roleOf()).role).toBe("contributor");

  // The server refuses the super admin role to an admin, in words.
  const refused = await admin.request.put(`/api/admin/users/${(await roleOf()).id}`, {
    data: { role: "superadmin" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "Only a super admin can grant or remove the super admin role",
  );
  expect((await roleOf()).role).toBe("contributor");
});

test("the Content tab sets In review and Needs revision, asking for the note; the log names the type and links", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Grazing rotas on the Altiplano ${tag()}`;
  const author = await contributorPage(browser, "Rosa Rotas");
  const essay = await author.request.post("/api/content", {
    data: {
      type: "opinion-essay",
      title,
      body: {
        excerpt: "Rotas beat fences.",
        thesis: "Shared grazing works when the rota is public.",
      },
    },
  });
  const essayId = ((await essay.json()) as { id: string }).id;
  expect((await author.request.post(`/api/content/${essayId}/publish`)).status()).toBe(200);

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin?tab=content&q=${encodeURIComponent(title)}`);
  const list = admin.getByRole("list", { name: "Content" });
  await list.getByRole("button", { name: `Change status of ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Change the status of “${title}”` });
  const picker = dialog.getByLabel("New status");
  await expect(picker.locator("option")).toHaveText([
    "Draft",
    "Pending",
    "Published",
    "Rejected",
    "In review",
    "Needs revision",
  ]);
  await picker.selectOption("needs-revision");
  await dialog.getByRole("button", { name: "Save status" }).click();
  await expect(dialog.getByText("Tell the author what to change")).toBeVisible();
  expect((await analyzeAccessibility(admin)).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByLabel("Note to the author").fill("Add the 2019 rota survey.");

  // Escape with the note typed asks first; Stay keeps the note.
  await admin.keyboard.press("Escape");
  const leave = admin.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(dialog.getByLabel("Note to the author")).toHaveValue("Add the 2019 rota survey.");

  await dialog.getByRole("button", { name: "Save status" }).click();
  await expect(admin.getByText(`“${title}” is now needs revision.`)).toBeVisible();
  const row = list.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Needs revision");
  await expect(row).toContainText("Add the 2019 rota survey.");

  await row.getByRole("button", { name: `Change status of ${title}` }).click();
  await dialog.getByLabel("New status").selectOption("in-review");
  await dialog.getByRole("button", { name: "Save status" }).click();
  await expect(admin.getByText(`“${title}” is now in review.`)).toBeVisible();
  await expect(row).toContainText("In review");

  // The log names the item's type as the app does and links the item, its author and the admin.
  await openTab(admin, "Actions Log");
  const line = admin
    .getByRole("list", { name: "Admin actions" })
    .getByRole("listitem")
    .filter({ hasText: title })
    .first();
  await expect(line).toContainText(`Opinion Essay ${title}`);
  await expect(line.getByRole("link", { name: title })).toHaveAttribute(
    "href",
    /^\/opinion-essay\//,
  );
  await expect(line.getByRole("link", { name: "Rosa Rotas" })).toHaveAttribute(
    "href",
    /^\/profile\//,
  );
  await expect(line.getByRole("link", { name: "Demo Admin" })).toBeVisible();
  expect((await analyzeAccessibility(admin)).violations.map((v) => v.id)).toEqual([]);
});
