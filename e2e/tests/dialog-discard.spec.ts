import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp, expectNoSeriousViolations, fakeMicrophone } from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
/** Read speech the fake microphone plays (Chromium loops it). */
const MICROPHONE_CLIP = path.resolve(
  here,
  "../../apps/server/test/fixtures/speech/water-committee.wav",
);

// Chromium's fake microphone, fed with a clip of read speech, and no permission prompt.
test.use(fakeMicrophone(MICROPHONE_CLIP));

const QUESTION = "Leave without saving?";
const QUESTION_TEXT = "You have unsaved changes. If you leave now, they will be lost.";
const LETTER = "I have mapped irrigation councils in the Andes for five years.";

function question(page: Page) {
  return page.getByRole("alertdialog", { name: QUESTION });
}

/** A click on the dimmed page outside the dialog (the top-left corner is outside it at every width). */
async function clickOutside(page: Page) {
  await page.mouse.click(4, 4);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("the job application asks before the cover letter is thrown away and keeps a draft", async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await apiSignUp(page.context().request, "Dana Draft");
      const jobs = await (await page.request.get("/api/jobs?limit=1")).json();
      const job = jobs.jobs[0] as { id: string; title: string };
      expect(job).toBeTruthy();

      await page.goto(`/jobs/${job.id}`);
      await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
      const applyNow = page.getByRole("button", { name: "Apply Now" });
      await applyNow.click();
      const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
      await expect(dialog).toBeVisible();
      const letter = dialog.getByLabel("Cover Letter");
      await letter.fill(LETTER);

      // Escape asks; Stay (focused first) keeps the dialog and the letter.
      await page.keyboard.press("Escape");
      await expect(question(page)).toBeVisible();
      await expect(question(page)).toHaveAccessibleDescription(QUESTION_TEXT);
      await expect(question(page).getByRole("button", { name: "Stay" })).toBeFocused();
      await expectNoSeriousViolations(page, `apply discard question ${width}`);
      await question(page).getByRole("button", { name: "Stay" }).click();
      await expect(question(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(letter).toHaveValue(LETTER);

      // A click outside asks too; Keep draft closes, and reopening shows the letter.
      await clickOutside(page);
      await expect(question(page)).toBeVisible();
      await question(page).getByRole("button", { name: "Keep draft" }).click();
      await expect(dialog).toBeHidden();
      await applyNow.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Cover Letter")).toHaveValue(LETTER);
      await expect(dialog.getByText(`${LETTER.length}/1000`)).toBeVisible();
      await expectNoSeriousViolations(page, `apply dialog with a draft ${width}`);

      // The close button asks; Leave throws the letter away.
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(question(page)).toBeVisible();
      await question(page).getByRole("button", { name: "Leave" }).click();
      await expect(dialog).toBeHidden();
      await applyNow.click();
      await expect(dialog.getByLabel("Cover Letter")).toHaveValue("");

      // Nothing typed: Escape closes at once.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(question(page)).toHaveCount(0);
    });

    test("New Recording asks before a take is thrown away and keeps it when closed and reopened", async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await apiSignUp(page.context().request, "Rafa Retake");
      await page.goto("/recordings");
      await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
      const newRecording = page.getByRole("button", { name: "New Recording" }).first();
      await newRecording.click();
      const dialog = page.getByRole("dialog", { name: "New Recording" });
      await expect(dialog).toBeVisible();

      await dialog.getByRole("button", { name: "Start Recording" }).click();
      await expect(dialog.getByTestId("recorder-timer")).toHaveText("00:03", { timeout: 8_000 });
      await dialog.getByRole("button", { name: "Stop Recording" }).click();
      await expect(dialog.getByRole("button", { name: "Play" })).toBeVisible();
      const duration = (await dialog.getByTestId("recorder-timer").textContent()) ?? "";
      expect(duration).toMatch(/^00:0[3-9]$/);
      const size = (await dialog.getByTestId("recorder-size").textContent()) ?? "";
      expect(size).not.toBe("0.00 MB");

      // Escape asks; Keep draft closes; reopening shows the same take.
      await page.keyboard.press("Escape");
      await expect(question(page)).toBeVisible();
      await expect(question(page)).toHaveAccessibleDescription(QUESTION_TEXT);
      await expectNoSeriousViolations(page, `recorder discard question ${width}`);
      await question(page).getByRole("button", { name: "Keep draft" }).click();
      await expect(dialog).toBeHidden();

      await newRecording.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("recorder-timer")).toHaveText(duration);
      await expect(dialog.getByTestId("recorder-size")).toHaveText(size);
      await expect(dialog.getByRole("button", { name: "Play" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Upload" })).toBeEnabled();
      await expectNoSeriousViolations(page, `recorder with a kept take ${width}`);

      // A click outside asks; Leave throws the take away: reopening shows 00:00.
      await clickOutside(page);
      await expect(question(page)).toBeVisible();
      await question(page).getByRole("button", { name: "Leave" }).click();
      await expect(dialog).toBeHidden();
      await newRecording.click();
      await expect(dialog.getByTestId("recorder-timer")).toHaveText("00:00");
      await expect(dialog.getByRole("button", { name: "Play" })).toHaveCount(0);
    });
  });
}
