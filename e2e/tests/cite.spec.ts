import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiLogin, DEMO_CONTRIBUTOR, expectNoSeriousViolations } from "./helpers";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function publishCaseStudy(page: Page, title: string) {
  await page.goto("/publish/case-study");
  const form = page.getByRole("form", { name: "New Case Study" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("One-liner").fill("Fishers & the state share the rules of a lagoon.");
  await form.getByLabel("Domain").selectOption("Water & Oceans");
  await form.getByLabel("Location", { exact: true }).fill("Chilika Lake, Odisha");
  await form.getByLabel("Country").fill("India");
  await form.getByLabel("Dates").fill("2001–2024");
  await page.getByRole("main").getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Clicks a download link and returns the file's name and text. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = await fs.readFile((await file.path())!, "utf8");
  return { name: file.suggestedFilename(), text };
}

test("a contributor publishes a case study and cites it, at 1280 and 390 px", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const title = `Água commons of Chilika ${randomBytes(3).toString("hex")}`;
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  await publishCaseStudy(page, title);

  const mine = await (await page.request.get("/api/content?author=me&status=published")).json();
  const item = (mine.items as { title: string; slug: string }[]).find((i) => i.title === title)!;
  const url = `${baseURL}/case-study/${item.slug}`;

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/case-study/${item.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.getByRole("main").getByRole("button", { name: "Cite", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cite this" });
    await expect(dialog).toBeVisible();

    // APA first.
    await expect(dialog.getByRole("radio", { name: "APA" })).toBeChecked();
    const citation = dialog.getByLabel(/citation$/);
    await expect(citation).toContainText(`Okafor, A. (`);
    await expect(citation).toContainText(`${title} [Case study]. Field Commons. ${url}`);
    const apa = (await citation.textContent())!;

    // Then Chicago author-date, chosen with the keyboard.
    await dialog.getByRole("radio", { name: "APA" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "Chicago author-date" })).toBeChecked();
    await expect(citation).toContainText("Okafor, Amara.");
    await expect(citation).toContainText(url);
    const chicago = (await citation.textContent())!;
    expect(chicago).not.toBe(apa);

    await dialog.getByRole("button", { name: "Copy citation" }).click();
    await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chicago);

    await page.screenshot({ path: `/tmp/cite-${viewport.width}.png` });
    await expectNoSeriousViolations(page, "cite dialog", '[role="dialog"]');

    const bibtex = await download(page, dialog.getByRole("link", { name: "BibTeX" }));
    expect(bibtex.name).toBe(`${item.slug}.bib`);
    expect(bibtex.text.startsWith("@techreport{Okafor")).toBe(true);
    expect(bibtex.text).toContain(`url = {${url}}`);

    const ris = await download(page, dialog.getByRole("link", { name: "RIS" }));
    expect(ris.name).toBe(`${item.slug}.ris`);
    expect(ris.text.startsWith("TY  - RPRT\n")).toBe(true);
    expect(ris.text).toContain(`TI  - ${title}\n`);
    expect(ris.text).toContain("AU  - Okafor, Amara\n");

    const csl = await download(page, dialog.getByRole("link", { name: "CSL-JSON" }));
    expect(csl.name).toBe(`${item.slug}.json`);
    const [data] = JSON.parse(csl.text);
    expect(data).toMatchObject({
      type: "report",
      title,
      URL: url,
      license: "https://creativecommons.org/licenses/by/4.0/",
      author: [{ family: "Okafor", given: "Amara" }],
    });

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("main").getByRole("button", { name: "Cite", exact: true }),
    ).toBeFocused();
  }
});
