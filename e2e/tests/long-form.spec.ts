import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiLogin, DEMO_CONTRIBUTOR, wavFile } from "./helpers";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

test("an essay written from the template: the word count changes colour, it publishes and is found", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Rivers as persons ${randomBytes(3).toString("hex")}`;
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  await page.goto("/publish/opinion-essay");
  const form = page.getByRole("form", { name: "New Opinion Essay" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form
    .getByLabel("Excerpt")
    .fill("Legal personhood for rivers changes who may speak for water.");
  await form.getByLabel("Domain").selectOption("Water & Oceans");

  await form.getByRole("tab", { name: "Essay Structure" }).click();
  await form.getByLabel("Thesis").fill("Rivers need guardians with standing, not owners.");

  await form.getByRole("tab", { name: "Content" }).click();
  const content = form.getByLabel("Essay Content");
  // A new essay starts from the outline template.
  await expect(content).toHaveValue(/Introduction/);
  await expect(content).toHaveValue(/Arguments/);
  // Thesis, counterarguments and conclusion are fields of Essay Structure, not outline headings.
  await expect(content).not.toHaveValue(/## Counterarguments/);
  const meter = form.getByTestId("word-count");
  await expect(meter).toHaveAttribute("data-tone", "red");
  await content.fill(words(600));
  await expect(meter).toHaveAttribute("data-tone", "amber");
  await content.fill(words(900));
  await expect(meter).toHaveAttribute("data-tone", "green");
  await expect(meter).toHaveText(/900 words/);
  await content.fill(words(2100));
  await expect(meter).toHaveAttribute("data-tone", "red");
  await content.fill(`## Introduction\n\n${words(850)}`);
  await expect(meter).toHaveAttribute("data-tone", "green");

  await page.getByRole("main").getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/opinion-essays");
  await expect(page.getByRole("heading", { level: 1, name: "Opinion Essays" })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  await page.goto("/?type=opinion-essay");
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
});

test("an interview with three questions and an audio file publishes and plays", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Forest officer on community patrols ${randomBytes(3).toString("hex")}`;
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  await page.goto("/publish/interview");
  const form = page.getByRole("form", { name: "New Interview" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Excerpt").fill("How patrol rotas are agreed in a community forest.");
  await form.getByLabel("Date").fill("2026-10-02");
  await form.getByLabel("Interviewee name").fill("A district forest officer");
  await form.getByLabel("Interviewer name").fill("Amara Okafor");

  const questions = [
    ["Who decides the patrol rota?", "The user group's committee, at the monthly meeting.", "0:05"],
    ["What happens to a rule breaker?", "A graduated fine, first a warning.", "0:20"],
    ["Has it changed since 2010?", "Women now sit on the committee.", "0:40"],
  ];
  for (const [question, answer, timestamp] of questions) {
    await form.getByLabel("Question", { exact: true }).fill(question!);
    await form.getByLabel("Answer", { exact: true }).fill(answer!);
    await form.getByLabel("Timestamp", { exact: true }).fill(timestamp!);
    await form.getByRole("button", { name: "Add Question" }).click();
  }
  await expect(form.getByRole("list", { name: "Questions" }).getByRole("listitem")).toHaveCount(3);

  await form.getByLabel("Upload Audio or Video").setInputFiles(wavFile("patrols.wav", 2));
  await expect(form.getByRole("button", { name: "Remove Recording" })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole("main").getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const mine = await (
    await page.request.get("/api/content?type=interview&author=me&limit=5")
  ).json();
  const item = mine.items.find((i: { title: string }) => i.title === title);
  expect(item).toBeTruthy();
  await page.goto(`/interview/${item.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const audio = page.getByLabel("Interview audio");
  await expect(audio).toBeVisible();
  await page.getByRole("button", { name: "Play from 00:05" }).click();
  // The recording streams from storage and plays from the chosen answer.
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const media = await page.request.get(
    `/api/uploads/${await audio.evaluate((el: HTMLAudioElement) => new URL(el.currentSrc).pathname.split("/")[3])}`,
    {
      headers: { range: "bytes=0-99" },
    },
  );
  expect(media.status()).toBe(206);
});

test("an old plural link redirects to the item", async ({ page }) => {
  const briefs = await (await page.request.get("/api/content?type=policy-brief&limit=1")).json();
  const brief = briefs.items[0];
  const response = await page.goto(`/policy-briefs/${brief.id}`);
  expect(response?.request().redirectedFrom()?.url()).toContain(`/policy-briefs/${brief.id}`);
  await expect(page).toHaveURL(new RegExp(`/policy-brief/${brief.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: brief.title })).toBeVisible();
});
