import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { DEMO_CONTRIBUTOR, apiLogin, expectNoSeriousViolations, fakeMicrophone } from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Two synthesised voices taking turns (24 s, four turns with pauses between
 * them), which the fake microphone plays once: recorded whole, the offline
 * recogniser splits it into lines at the pauses and names the turns' speakers.
 */
const MICROPHONE_CLIP = path.resolve(here, "../../apps/server/test/fixtures/speech/two-voices.wav");
/** Seconds recorded: the clip and a little silence after it. */
const RECORD_SECONDS = 26;
const SHOTS = process.env.RECORDINGS_SHOTS_DIR ?? path.resolve(here, "../../test-results");

// Chromium's fake microphone, fed with the clip once, and no permission prompt.
test.use(fakeMicrophone(MICROPHONE_CLIP, { once: true }));

interface Segment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
  words?: { text: string; start: number; end: number; confidence: number }[];
}

/**
 * Words typed as corrections, per width: words found nowhere in the demo
 * data, so that Smart Search finds them only in this recording's transcript.
 */
const CORRECTIONS: Record<number, { first: string; second: string; speaker: string }> = {
  390: { first: "lantern", second: "kingfisher", speaker: "Rosa Mamani" },
  1280: { first: "saffron", second: "periwinkle", speaker: "Tomas Huanca" },
};

/** Which line's text field has the focus, and its selection. */
function caret(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLTextAreaElement)) return null;
    const line = field.closest<HTMLElement>("[data-line]");
    return {
      line: Number(line?.dataset.line ?? -1),
      start: field.selectionStart,
      end: field.selectionEnd,
      value: field.value,
    };
  });
}

/**
 * Selects word `index` of line `line` with the keyboard alone (arrows to the
 * line, Ctrl+arrows to the word, Ctrl+Shift+arrow to select it), then types
 * `word` over it. Returns the word it replaced.
 */
async function replaceWord(page: Page, line: number, index: number, word: string) {
  for (let guard = 0; guard < 200; guard++) {
    const at = await caret(page);
    expect(at, "the focus stays in a line's text").not.toBeNull();
    if (at!.line === line) break;
    await page.keyboard.press(at!.line < line ? "ArrowDown" : "ArrowUp");
  }
  let replaced = "";
  for (let guard = 0; guard < 200; guard++) {
    const at = (await caret(page))!;
    expect(at.line).toBe(line);
    const spans = [...at.value.matchAll(/\S+/g)];
    const target = spans[index]!;
    const from = target.index;
    const to = from + target[0].length;
    const collapsed = at.start === at.end;
    if (at.start === from && at.end === to) {
      replaced = target[0];
      break;
    }
    if (at.start === from && at.end > to) await page.keyboard.press("Shift+ArrowLeft");
    else if (at.start === from) await page.keyboard.press("Control+Shift+ArrowRight");
    else if (collapsed && at.start === to) await page.keyboard.press("Control+Shift+ArrowLeft");
    else if (!collapsed) await page.keyboard.press("ArrowLeft");
    else if (at.start < from) await page.keyboard.press("Control+ArrowRight");
    else await page.keyboard.press("Control+ArrowLeft");
  }
  await page.keyboard.type(word);
  return replaced;
}

/** The SRT cues: numbered from 1, each with its time range and text. */
function srtCues(text: string) {
  const blocks = text
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/);
  return blocks.map((block, index) => {
    const [number, timing, ...lines] = block.split("\n");
    expect(number, `cue ${index + 1}'s number`).toBe(String(index + 1));
    expect(timing, `cue ${index + 1}'s times`).toMatch(
      /^\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}$/,
    );
    expect(lines.join(" ").trim(), `cue ${index + 1}'s text`).not.toBe("");
    return { timing: timing!, text: lines.join("\n") };
  });
}

/** Clicks an Export link and returns the downloaded file's name and text. */
async function exported(page: Page, label: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("list", { name: "Export" }).getByRole("link", { name: label }).click();
  const file = await download;
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(saved, "utf8") };
}

for (const width of [390, 1280]) {
  test(`${width} px: record, process, correct while playing, rename a speaker, export, publish, and find it from Smart Search at its time`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const started = Date.now();
    const log = (message: string) =>
      console.log(
        `[recording-journey ${width}px +${Math.round((Date.now() - started) / 1000)}s] ${message}`,
      );
    const viewport = { width, height: width < 768 ? 844 : 900 };
    await page.setViewportSize(viewport);
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    const words = CORRECTIONS[width]!;
    const title = `Canal turns journey ${width} ${Date.now()}`;

    // 1. Record with the microphone in the hub, and upload.
    await page.goto("/recordings");
    await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "New Recording" }).first().click();
    const recorder = page.getByRole("dialog", { name: "New Recording" });
    await expect(recorder).toBeVisible();
    await recorder.getByRole("button", { name: "Start Recording" }).click();
    await expect(recorder.getByRole("button", { name: "Stop Recording" })).toBeVisible();
    const seconds = String(RECORD_SECONDS).padStart(2, "0");
    await expect(recorder.getByTestId("recorder-timer")).toHaveText(`00:${seconds}`, {
      timeout: (RECORD_SECONDS + 10) * 1000,
    });
    await recorder.getByRole("button", { name: "Stop Recording" }).click();
    await expect(recorder.getByRole("button", { name: "Record Again" })).toBeVisible();
    await expect(recorder.getByTestId("recorder-size")).not.toHaveText("0.00 MB");
    await recorder.getByLabel("Title").fill(title);
    await recorder.getByLabel("Privacy").selectOption("public");
    await recorder.getByLabel("Participants consented to being recorded").check();
    await expectNoSeriousViolations(page, `recorder ${width}`, '[role="dialog"]');
    await recorder.getByRole("button", { name: "Upload" }).click();
    await expect(recorder).toBeHidden({ timeout: 30_000 });
    log("recorded and uploaded");

    // Its page, from the confirmation's link: a draft that names what publishing needs.
    const openDraft = page.getByRole("link", { name: "Open draft" });
    await expect(openDraft).toBeVisible();
    await openDraft.click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const id = /\/recordings\/([^/?#]+)$/.exec(page.url())?.[1];
    expect(id, "the draft's address names it").toBeTruthy();
    const draft = page.getByRole("region", { name: "Draft" });
    await expect(draft).toContainText("This recording is a draft: only you can see it.");

    // Edit Details: the fields publishing needs, and the consent processing needs.
    await page.getByRole("link", { name: "Edit Details" }).click();
    await expect(page.getByRole("heading", { name: "Edit Recording", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Privacy", { exact: true })).toHaveValue("public");
    await page.getByLabel("Domain", { exact: true }).selectOption("Water & Oceans");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Two villagers on how the canal's water is shared in the dry season.");
    await page.getByLabel("Participants consented to transcription").check();
    await page.getByLabel("Participants consented to AI analysis").check();
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page).toHaveURL(/\/recordings$/);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/recordings/${id}$`));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

    // 2. Process with AI; the status moves while the decoder reads the audio.
    await page.getByRole("button", { name: "Process with AI" }).click();
    const status = page.getByRole("main").locator("[data-status]");
    const seen: string[] = [];
    const deadline = Date.now() + 180_000;
    for (;;) {
      const shown = await status.getAttribute("data-status");
      const text = ((await status.textContent()) ?? "").trim();
      if (seen.at(-1) !== text) seen.push(text);
      if (shown === "completed" || shown === "failed" || Date.now() > deadline) break;
      await page.waitForTimeout(250);
    }
    log(`status shown: ${seen.join(" → ")}`);
    await expect(status).toHaveAttribute("data-status", "completed");
    const between = seen
      .map((text) => /^Transcribing (\d+)%$/.exec(text))
      .flatMap((match) => (match ? [Number(match[1])] : []))
      .filter((percent) => percent > 0 && percent < 100);
    log(
      between.length > 0
        ? `progress seen between 0 % and 100 %: ${between.join(", ")} %`
        : "no progress strictly between 0 % and 100 % was seen (the page polls every 2.5 s)",
    );
    test.info().annotations.push({
      type: "progress",
      description: `${width}px: ${seen.join(" → ")}`,
    });
    await expect(page.getByRole("button", { name: "Process with AI" })).toHaveCount(0);
    const transcript = page.getByRole("list", { name: "Transcript", exact: true });
    await expect(transcript.getByRole("listitem").first()).toBeVisible();
    await expectNoSeriousViolations(page, `processed recording ${width}`);

    const processed = (await (await page.request.get(`/api/recordings/${id}`)).json()) as {
      transcript: Segment[];
    };
    log(
      `${processed.transcript.length} lines: ${processed.transcript
        .map((s) => `[${s.start}s ${s.speaker ?? "-"}] ${s.text}`)
        .join(" | ")}`,
    );
    expect(processed.transcript.length, "the pauses split the speech into lines").toBeGreaterThan(
      1,
    );
    // The second correction goes into the first later line that starts after 0 s.
    const later = processed.transcript.findIndex((s, index) => index > 0 && s.start >= 1);
    expect(later).toBeGreaterThan(0);

    // 3. Edit, play with the keyboard, and correct two words by keyboard alone while it plays.
    const player = page.getByLabel(`Player: ${title}`);
    await expect
      .poll(() => player.evaluate((el) => (el as HTMLMediaElement).readyState))
      .toBeGreaterThanOrEqual(1);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(page.getByLabel("Text, line 1")).toBeFocused();
    await expect(page.getByText("Corrections save as you type.")).toBeVisible();
    // The help line names the play/pause key.
    await expect(page.getByRole("listitem").filter({ hasText: "play/pause" })).toContainText(
      "Ctrl+Space",
    );
    await page.keyboard.press("Control+Space");
    await expect.poll(() => player.evaluate((el) => (el as HTMLMediaElement).paused)).toBe(false);
    const replacedFirst = await replaceWord(page, 0, 0, words.first);
    const replacedSecond = await replaceWord(page, later, 0, words.second);
    const stillPlaying = await player.evaluate(
      (el) => !(el as HTMLMediaElement).paused || (el as HTMLMediaElement).ended,
    );
    expect(stillPlaying, "the audio played while the words were corrected").toBe(true);
    log(`corrected "${replacedFirst}" → ${words.first}, "${replacedSecond}" → ${words.second}`);
    await expect(page.getByLabel("Text, line 1")).toHaveValue(new RegExp(`^${words.first}\\b`));
    await expect(page.getByLabel(`Text, line ${later + 1}`)).toHaveValue(
      new RegExp(`^${words.second}\\b`),
    );
    // Esc pauses (the focus is still in the transcript).
    await page.keyboard.press("Escape");
    await expect.poll(() => player.evaluate((el) => (el as HTMLMediaElement).paused)).toBe(true);
    await expect(page.getByTestId("transcript-save-state")).toHaveText("Saved", {
      timeout: 15_000,
    });
    await expectNoSeriousViolations(page, `transcript editing ${width}`);

    // 4. Rename the first line's speaker: every line of that speaker takes the new name.
    const speakerFields = page.getByLabel(/^Speaker, line \d+$/);
    const speakers = await speakerFields.evaluateAll((fields) =>
      fields.map((field) => (field as HTMLSelectElement).value),
    );
    const speaker = speakers[0]!;
    expect(speaker, "the offline recogniser names the turns' speakers").toMatch(/^Speaker \d$/);
    const speakerLines = speakers.flatMap((name, index) => (name === speaker ? [index] : []));
    log(`${speaker} speaks lines ${speakerLines.map((index) => index + 1).join(", ")}`);
    await page.getByRole("button", { name: `Rename speaker ${speaker}` }).click();
    const rename = page.getByRole("dialog", { name: "Rename speaker" });
    await rename.getByLabel(`New name for ${speaker}`).fill(words.speaker);
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename).toBeHidden();
    for (const index of speakerLines) {
      await expect(page.getByLabel(`Speaker, line ${index + 1}`)).toHaveValue(words.speaker);
    }
    await expect(page.getByLabel(/^Speaker, line \d+$/)).toHaveCount(speakers.length);
    expect(
      await speakerFields.evaluateAll((fields) =>
        fields.map((field) => (field as HTMLSelectElement).value),
      ),
    ).toEqual(speakers.map((name) => (name === speaker ? words.speaker : name)));
    // Saved by itself ('Saved' was already shown for the words): the server has the name.
    await expect
      .poll(async () => {
        const body = (await (await page.request.get(`/api/recordings/${id}`)).json()) as {
          transcript: Segment[];
        };
        return body.transcript.map((segment) => segment.speaker ?? "");
      })
      .toEqual(speakers.map((name) => (name === speaker ? words.speaker : name)));
    await expect(page.getByTestId("transcript-save-state")).toHaveText("Saved");
    await page.screenshot({ path: path.join(SHOTS, `recording-journey-editor-${width}.png`) });

    // 5. Export SRT and WebVTT from the Export list.
    const srt = await exported(page, "SubRip (.srt)");
    expect(srt.name).toMatch(/\.srt$/);
    const cues = srtCues(srt.text);
    expect(cues.length).toBeGreaterThanOrEqual(processed.transcript.length);
    expect(srt.text).toContain(words.first);
    expect(srt.text).toContain(words.second);
    expect(srt.text).toContain(words.speaker);
    expect(srt.text).not.toContain(`${speaker}:`);
    const vtt = await exported(page, "WebVTT (.vtt)");
    expect(vtt.name).toMatch(/\.vtt$/);
    expect(vtt.text.startsWith("WEBVTT")).toBe(true);
    expect(vtt.text).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/m);
    expect(vtt.text).toContain(`<v ${words.speaker}>`);
    expect(vtt.text).toContain(words.first);
    expect(vtt.text).toContain(words.second);
    log(`exported ${cues.length} SRT cues and a WebVTT file`);

    // 6. Publish from the recording page: the Draft badge is gone.
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await draft.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Recording published", { exact: true })).toBeVisible();
    await expect(draft).toHaveCount(0);
    await expect(page.getByRole("main").getByText("Draft", { exact: true })).toHaveCount(0);
    await expect(
      page.getByRole("main").getByRole("button", { name: "Publish", exact: true }),
    ).toHaveCount(0);
    log("published");

    // The line Smart Search should point at: the one holding the second correction.
    const saved = (await (await page.request.get(`/api/recordings/${id}`)).json()) as {
      status: string;
      transcript: Segment[];
    };
    expect(saved.status).toBe("published");
    const lineOfWord = saved.transcript.findIndex((s) =>
      s.text.split(/\s+/).includes(words.second),
    );
    expect(lineOfWord).toBe(later);
    const time = Math.floor(saved.transcript[lineOfWord]!.start);
    expect(time).toBeGreaterThanOrEqual(1);

    // 7. Signed out: Smart Search finds the recording by the corrected word and opens it at that time.
    const visitor = await browser.newContext({ baseURL, viewport });
    try {
      const anonymous = await visitor.newPage();
      // The search index is brought up to date in the background.
      await expect
        .poll(
          async () => {
            const response = await anonymous.request.post("/api/search/hybrid", {
              data: { text: words.second },
            });
            if (!response.ok()) return false;
            const body = (await response.json()) as {
              results: { node: { entityId: string }; passage?: unknown }[];
            };
            return body.results.some((r) => r.node.entityId === id && r.passage);
          },
          { timeout: 60_000, intervals: [1_000, 2_000] },
        )
        .toBe(true);
      log("the search index holds the corrected word");

      await anonymous.goto("/search");
      await expect(
        anonymous.getByRole("heading", { level: 1, name: "Smart Search" }),
      ).toBeVisible();
      const box = anonymous.getByRole("combobox", { name: "Search", exact: true });
      await box.fill(words.second);
      await box.press("Enter");
      const result = anonymous
        .getByRole("article")
        .filter({ has: anonymous.getByRole("heading", { name: title }) });
      await expect(result).toBeVisible();
      const passage = result.locator("blockquote");
      await expect(passage.locator("mark")).toHaveText(words.second);
      const at = result.getByRole("link", { name: `at ${formatTime(time)} in ${title}` });
      await expect(at).toHaveAttribute("href", `/recordings/${id}?t=${time}`);
      await expectNoSeriousViolations(anonymous, `search signed out ${width}`);
      await anonymous.screenshot({
        path: path.join(SHOTS, `recording-journey-search-${width}.png`),
        fullPage: true,
      });
      await at.click();
      await expect(anonymous).toHaveURL(new RegExp(`/recordings/${id}\\?t=${time}$`));
      await expect(anonymous.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(anonymous.getByRole("region", { name: "Draft" })).toHaveCount(0);
      const visitorPlayer = anonymous.getByLabel(`Player: ${title}`);
      // Line times are whole seconds: the player lands on the line's first word, within that second.
      await expect
        .poll(() => visitorPlayer.evaluate((el) => (el as HTMLMediaElement).currentTime))
        .toBeGreaterThanOrEqual(time);
      const landed = await visitorPlayer.evaluate((el) => (el as HTMLMediaElement).currentTime);
      expect(landed).toBeLessThan(time + 1);
      log(`landed at ${landed.toFixed(2)} s for ?t=${time}`);
      const lines = anonymous
        .getByRole("list", { name: "Transcript", exact: true })
        .getByRole("listitem");
      await expect(lines.nth(lineOfWord)).toHaveAttribute("aria-current", "true");
      await expect(lines.nth(lineOfWord)).toContainText(words.second);
      await expect(lines.nth(lineOfWord)).toBeInViewport();
      await expectNoSeriousViolations(anonymous, `recording at its time ${width}`);
      await anonymous.screenshot({
        path: path.join(SHOTS, `recording-journey-landed-${width}.png`),
      });
    } finally {
      await visitor.close();
    }
  });
}

/** 'm:ss' as the search results write a time. */
function formatTime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}
