import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  apiLogin,
  apiSignUp,
  DEMO_CONTRIBUTOR,
  PASSWORD,
  expectNoSeriousViolations,
} from "./helpers";

/** A small but real PDF (the server checks the résumé's bytes, not its name). */
function pdfFile(name: string) {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

/** The board's cards (each card has lists of its own, for tags). */
const jobCards = (page: Page) => page.getByRole("list", { name: "Jobs" }).locator(":scope > li");

/** An open job of the demo contributor's organization, so its dashboard sees the application. */
async function contributorsJob(request: APIRequestContext): Promise<{ id: string; title: string }> {
  await apiLogin(request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  const mine = await (await request.get("/api/organizations/me")).json();
  const slug = mine.organization.slug as string;
  const jobs = await (
    await request.get(`/api/jobs?organization=${encodeURIComponent(slug)}&limit=12`)
  ).json();
  const job = jobs.jobs[0] as { id: string; title: string };
  expect(job).toBeTruthy();
  await request.post("/api/auth/logout");
  return job;
}

test.describe("jobs board", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a visitor filters, sorts and pages the board, opens a job, and comes back after signing in to apply", async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/jobs");
      await expect(page.getByRole("heading", { level: 1, name: "Jobs Board" })).toBeVisible();
      await expect(jobCards(page)).toHaveCount(12);
      await expectNoSeriousViolations(page, `/jobs at ${width} px`);
    }

    // Filters and sort go into the address, and the list follows them.
    await page.getByLabel("Location").selectOption("remote");
    await expect(page).toHaveURL(/location=remote/);
    await page.getByLabel("Sort by").selectOption("salary-high");
    await expect(page).toHaveURL(/sort=salary-high/);
    await expect(page.getByLabel("Location")).toHaveValue("remote");
    // The whole board's first page stays in view, dimmed, until the filtered one arrives.
    const filtered = jobCards(page);
    await expect.poll(() => filtered.count()).toBeLessThan(12);
    expect(await filtered.count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Clear all" }).first().click();
    await expect(page).not.toHaveURL(/location=/);

    // Page 2 of the whole board.
    await page
      .getByRole("navigation", { name: "Job pages" })
      .getByRole("button", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 13–\d+ of \d+ jobs$/)).toBeVisible();
    const second = jobCards(page);
    await expect(second.first()).toBeVisible();

    // Open a job, then Apply Now while signed out: log in, and land back on the job.
    const card = second.first();
    const title = (await card.getByRole("heading").first().textContent())!.trim();
    await card.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const jobUrl = new URL(page.url()).pathname;
    await expectNoSeriousViolations(page, "job page");
    await page
      .getByRole("region", { name: "Salary and application" })
      .getByRole("link", { name: "Apply Now" })
      .click();
    await expect(page).toHaveURL(/\/login\?next=/);
    const email = await apiSignUp(page.context().request, "Board Visitor");
    await page.context().clearCookies();
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill(PASSWORD);
    await main.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${jobUrl}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("at 390 px, Submit says which of the letter and résumé is missing until both are there, and a wrong field is focused", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const job = await contributorsJob(page.context().request);
    await apiSignUp(page.context().request, "Tomas Quispe");
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText("To submit, add a cover letter and a résumé.")).toBeVisible();
    await expectNoSeriousViolations(page, "apply dialog before the required parts at 390 px");

    const letter = dialog.getByLabel("Cover Letter");
    await letter.fill(
      "I have walked the Lake Titicaca reed beds with the communities who cut them.",
    );
    await expect(dialog.getByText("To submit, add a résumé.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Resume").setInputFiles(pdfFile("tomas-quispe-cv.pdf"));
    await expect(submit).toBeEnabled();
    await expect(dialog.getByText(/^To submit, add/)).toBeHidden();

    // A part the spec does not gate Submit on is checked when it is pressed.
    const name = dialog.getByLabel("Full Name");
    await name.fill("");
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(page, "apply dialog with a field to correct at 390 px");

    await name.fill("Tomas Quispe");
    await expect(dialog.getByRole("alert")).toBeHidden();
    await submit.click();
    await expect(dialog.getByText("Application submitted!")).toBeVisible();
  });

  test("an applicant applies with a PDF résumé, the organization reviews and accepts, and the applicant sees it", async ({
    page,
    browser,
  }) => {
    const job = await contributorsJob(page.context().request);
    const applicantName = "Imani Wekesa";
    await apiSignUp(page.context().request, applicantName);

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue(applicantName);
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeDisabled();
    await dialog
      .getByLabel("Cover Letter")
      .fill("I have mapped irrigation councils in the Andes for five years.");
    await expect(dialog.getByText("62/1000")).toBeVisible();
    await dialog.getByLabel("Resume").setInputFiles(pdfFile("imani-wekesa-cv.pdf"));
    await expect(submit).toBeEnabled();
    await expectNoSeriousViolations(page, "apply dialog");
    await submit.click();
    await expect(dialog.getByText("Application submitted!")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // The applicant's dashboard lists it as pending.
    await page.goto("/dashboard?tab=applications");
    const mine = page.getByRole("list", { name: "Your applications" });
    await expect(mine.getByRole("listitem").filter({ hasText: job.title })).toContainText(
      "Pending",
    );

    // The organization reviews it: reviewed, then accepted.
    const employer = await browser.newContext();
    const employerPage = await employer.newPage();
    await apiLogin(employer.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    await reviewAndAccept(employerPage, applicantName, job.title);
    await employer.close();

    await page.reload();
    await expect(mine.getByRole("listitem").filter({ hasText: job.title })).toContainText(
      "Accepted",
    );
  });
});

/**
 * On the organization dashboard: find the application, download the résumé
 * (the real file comes back), set it to Reviewed, then to Accepted.
 */
async function reviewAndAccept(page: Page, applicantName: string, jobTitle: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/organization/dashboard");
    await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
    await expectNoSeriousViolations(page, `organization dashboard at ${width} px`);
  }
  await page.getByRole("tab", { name: "Applications" }).click();
  const row = page
    .getByRole("list", { name: "Applications" })
    .getByRole("listitem")
    .filter({ hasText: applicantName })
    .filter({ hasText: jobTitle });
  await row.getByRole("button", { name: `View Application from ${applicantName}` }).click();
  const dialog = page.getByRole("dialog", { name: applicantName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("I have mapped irrigation councils")).toBeVisible();
  await expectNoSeriousViolations(page, "application dialog");

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("link", { name: /Download Résumé/ }).click();
  const download = await downloading;
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");

  for (const status of ["Reviewed", "Accepted"]) {
    await dialog.getByLabel("Status").selectOption({ label: status });
    await dialog.getByRole("button", { name: "Update Status" }).click();
    await expect(dialog.getByText(`Status changed to ${status}.`)).toBeVisible();
  }
}
