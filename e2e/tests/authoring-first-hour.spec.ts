import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiLogin, DEMO_CONTRIBUTOR } from "./helpers";

/*
 * A new author's first hour with the authoring forms: what Save and Publish
 * say and where they lead, editing a published case study, an essay's
 * sections, and a refused policy-brief publish.
 */

const SHOTS = "/tmp/shots-b";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const suffix = () => randomBytes(3).toString("hex");

/** A published item of the demo contributor, made through the API; returns its id and slug. */
async function publishedItem(request: APIRequestContext, data: Record<string, unknown>) {
  const created = await request.post("/api/content", { data });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/content/${id}/publish`);
  expect(published.status()).toBe(200);
  const { slug, status } = (await published.json()) as { slug: string; status: string };
  expect(status).toBe("published");
  return { id, slug };
}

function caseStudyInput(title: string) {
  return {
    type: "case-study",
    title,
    summary: "Fishers and the state share the rules of a lagoon.",
    domain: "Water & Oceans",
    location: { name: "Chilika Lake, Odisha", country: "India", lat: 19.72, lng: 85.32 },
    body: { dates: "2001–2024", problem: "Shrimp enclosures blocked the channels." },
  };
}

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** The box of an element, in the viewport. */
async function box(locator: Locator) {
  const value = await locator.boundingBox();
  expect(value).not.toBeNull();
  return value!;
}

test.beforeEach(async ({ page }) => {
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
});

test("publishing a case study shows a toast whose 'View' link opens the live page", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const title = `Lagoon fisheries ${suffix()}`;
  await page.goto("/publish/case-study");
  const form = page.getByRole("form", { name: "New Case Study" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("One-liner").fill("Fishers and the state share the rules of a lagoon.");
  await form.getByLabel("Domain").selectOption("Water & Oceans");
  await form.getByLabel("Location", { exact: true }).fill("Chilika Lake, Odisha");
  await form.getByLabel("Country").fill("India");
  await form.getByLabel("Dates").fill("2001–2024");
  await form.getByRole("button", { name: "Publish", exact: true }).click();

  // Lands on the dashboard's Publications, where the toast says what happened.
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = toasts(page).getByRole("listitem");
  await expect(toast).toContainText("Published");
  await expect(toast).toContainText(`“${title}” is live.`);
  await expect(page.getByRole("tab", { name: /^Publications/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await shot(page, "publish-toast-1280");

  await toast.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/case-study\/lagoon-fisheries-/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
});

test("editing a published case study offers 'Update published', not 'Save Draft', and says the page changed", async ({
  page,
}) => {
  const title = `Chilika rules ${suffix()}`;
  const { id, slug } = await publishedItem(page.request, caseStudyInput(title));

  for (const [viewport, name] of [
    [PHONE, "update-published-390"],
    [DESKTOP, "update-published-1280"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/publish/case-study/${id}`);
    const form = page.getByRole("form", { name: "Edit Case Study" });
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await expect(form.getByRole("button", { name: "Update published" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    await shot(page, name);
  }

  const form = page.getByRole("form", { name: "Edit Case Study" });
  await form.getByLabel("One-liner").fill("Fishers, the state and a new lagoon council.");
  await form.getByRole("button", { name: "Update published" }).click();
  // The writer stays in the editor, which says the live page changed and links to it.
  const saved = page.getByRole("status").filter({ hasText: "Published page updated at" });
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/publish/case-study/${id}$`));
  await saved.getByRole("link", { name: "View the page" }).click();
  await expect(page).toHaveURL(new RegExp(`/case-study/${slug}$`));
  await expect(
    page.getByText("Fishers, the state and a new lagoon council.").first(),
  ).toBeVisible();

  // It stayed published: the server's rule for case studies.
  const mine = await (await page.request.get("/api/content?author=me&status=published")).json();
  expect(mine.items.map((i: { title: string }) => i.title)).toContain(title);
});

test("an essay page shows 'Conclusion' once, for a new essay and for one from the old outline", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);

  // A new essay: the outline has no headings of its own for the structured sections.
  const title = `Rivers as persons ${suffix()}`;
  await page.goto("/publish/opinion-essay");
  const form = page.getByRole("form", { name: "New Opinion Essay" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Excerpt").fill("Legal personhood for rivers changes who may speak.");
  await form.getByRole("tab", { name: "Essay Structure" }).click();
  await form.getByLabel("Thesis").fill("Rivers need guardians with standing, not owners.");
  await form.getByLabel("Conclusion").fill("Give rivers guardians, and listen to them.");
  await form.getByRole("tab", { name: "Content" }).click();
  const content = form.getByLabel("Essay Content");
  await expect(content).toHaveValue(/## Introduction/);
  await expect(content).not.toHaveValue(/^#+\s*(Conclusion|Counterarguments|Thesis)\s*$/m);
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await toasts(page).getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Introduction", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Conclusion", exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Thesis", exact: true })).toHaveCount(1);

  // An essay written from the old outline, with the same sections filled in too.
  const oldTitle = `Water boards in public ${suffix()}`;
  const { slug } = await publishedItem(page.request, {
    type: "opinion-essay",
    title: oldTitle,
    body: {
      excerpt: "Closed meetings erode trust.",
      thesis: "Water boards that meet in public keep their members' trust.",
      counterarguments: "Open meetings are slower.",
      conclusion: "Openness pays back in compliance.",
      content: [
        "## Introduction",
        "",
        "Irrigation rules in the Valais were written in the open.",
        "",
        "## Thesis",
        "",
        "Water boards that meet in public keep their members' trust.",
        "",
        "## Counterarguments",
        "",
        "Open meetings are slower.",
        "",
        "## Conclusion",
        "",
        "Openness pays back in compliance, as the minutes of 1483-1990 show.",
        "",
      ].join("\n"),
    },
  });
  await page.goto(`/opinion-essay/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: oldTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Introduction", exact: true })).toBeVisible();
  for (const name of ["Thesis", "Counterarguments", "Conclusion"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);
  }
  // The longer text of the old section stays, under the one heading.
  const conclusion = page.getByRole("region", { name: "Conclusion" });
  await expect(conclusion).toContainText("Openness pays back in compliance.");
  await expect(conclusion).toContainText("as the minutes of 1483-1990 show");
  await shot(page, "essay-once-1280");
});

for (const [viewport, label] of [
  [PHONE, "390"],
  [DESKTOP, "1280"],
] as const) {
  test(`a refused policy-brief publish shows one message and the first refused field in view (${label} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/publish/policy-brief");
    const form = page.getByRole("form", { name: "New Policy Brief" });
    await form.getByLabel("Title", { exact: true }).fill(`Irrigation tariffs ${suffix()}`);
    // One field per concept: recommendations are written in one place.
    await expect(form.getByLabel("Recommendations", { exact: true })).toBeVisible();
    await expect(form.getByRole("heading", { name: "Policy Recommendations" })).toHaveCount(0);
    await form.getByLabel("Conclusion", { exact: true }).fill("Tariffs should follow use.");
    const publish = form.getByRole("button", { name: "Publish", exact: true });
    await publish.scrollIntoViewIfNeeded();
    await publish.click();

    // One message that says what happened.
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(
      "Saved as a draft, not published: fill in the marked fields, then publish again.",
    );
    await expect(alert).not.toContainText("Error saving");
    await expect(page.getByText("Your changes are saved as a draft.")).toHaveCount(0);

    // Saved as a draft, the editor stays open on it as its edit page.
    const edit = page.getByRole("form", { name: "Edit Policy Brief" });
    await expect(edit).toBeVisible();
    // The first refused field has focus and is in view: below the header, above the sticky bar.
    const domain = edit.getByLabel("Domain");
    await expect(domain).toBeFocused();
    await expect(domain).toHaveAttribute("aria-invalid", "true");
    await expect(domain).toBeInViewport();
    const field = await box(domain);
    const bar = await box(alert.locator("xpath=.."));
    const header = await box(page.getByRole("banner"));
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
    await shot(page, `policy-brief-refused-${label}`);

    // It is a draft now, as the message says.
    const drafts = await (await page.request.get("/api/content?author=me&status=draft")).json();
    expect(drafts.items.length).toBeGreaterThan(0);
  });
}
