import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp, expectNoSeriousViolations } from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const SPEECH = path.resolve(here, "../../apps/server/test/fixtures/speech");
/** Two synthesised voices taking turns, with the sentences they read. */
const CLIP = "two-voices";
const SHOTS = process.env.RECORDINGS_SHOTS_DIR ?? path.resolve(here, "../../test-results");
const WORDS_TO_FIX = 10;

interface Word {
  text: string;
  start: number;
  end: number;
  confidence: number;
}
interface Segment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
  words?: Word[];
}
interface RecordingBody {
  id: string;
  title: string;
  processingStatus: string;
  transcript: Segment[];
}

/** Uploads the clip with transcription consented and processing asked for; waits until it is done. */
async function transcribedRecording(request: APIRequestContext, title: string) {
  const created = await request.post("/api/recordings", {
    multipart: {
      title,
      description: "Two people on how the canal water is shared.",
      recordedAt: "2026-03-02",
      type: "audio",
      privacy: "private",
      status: "draft",
      consent: JSON.stringify({
        recorded: true,
        transcribed: true,
        analyzed: false,
        shared: false,
      }),
      process: "true",
      file: {
        name: `${CLIP}.wav`,
        mimeType: "audio/wav",
        buffer: fs.readFileSync(path.join(SPEECH, `${CLIP}.wav`)),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as RecordingBody;
  let recording: RecordingBody | undefined;
  await expect
    .poll(
      async () => {
        recording = (await (await request.get(`/api/recordings/${id}`)).json()) as RecordingBody;
        return recording.processingStatus;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe("completed");
  return recording!;
}

/**
 * The recognised words that are wrong, each with the word the speaker said:
 * a word-level alignment (edit distance) of the recognised words against the
 * sentences read, keeping the substitutions, in transcript order.
 */
function wrongWords(transcript: Segment[], reference: string[]) {
  const recognised = transcript.flatMap((segment, line) =>
    segment.text.split(/\s+/).map((text, index) => ({ text, line, index })),
  );
  const n = recognised.length;
  const m = reference.length;
  const cost = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = recognised[i - 1]!.text.toLowerCase() === reference[j - 1];
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + (same ? 0 : 1),
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
      );
    }
  }
  const fixes: { line: number; index: number; wrong: string; right: string }[] = [];
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const word = recognised[i - 1]!;
    const same = word.text.toLowerCase() === reference[j - 1];
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      if (!same)
        fixes.push({
          line: word.line,
          index: word.index,
          wrong: word.text,
          right: reference[j - 1]!,
        });
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  return fixes.reverse();
}

/** Every key pressed, counted honestly: a chord such as Control+Space is two keys. */
class Keys {
  pressed = 0;
  actions = 0;
  constructor(private readonly page: Page) {}
  async press(combo: string) {
    this.pressed += combo.split("+").length;
    this.actions += 1;
    await this.page.keyboard.press(combo);
  }
  async type(text: string) {
    for (const char of text) await this.press(char === " " ? "Space" : char);
  }
}

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

/** Where word `index` of a line's text is. */
function wordSpan(text: string, index: number) {
  const spans = [...text.matchAll(/\S+/g)].map((m) => ({
    from: m.index,
    to: m.index + m[0].length,
  }));
  return spans[index]!;
}

/**
 * Moves the cursor to the word with the keyboard as a person would (arrow
 * keys to the line, Ctrl+arrows to the word, Ctrl+Shift+arrow to select it),
 * then types the right word over it.
 */
async function fixWord(page: Page, keys: Keys, line: number, index: number, right: string) {
  for (let guard = 0; guard < 200; guard++) {
    const at = (await caret(page))!;
    if (at.line === line) break;
    await keys.press(at.line < line ? "ArrowDown" : "ArrowUp");
  }
  for (let guard = 0; guard < 200; guard++) {
    const at = (await caret(page))!;
    expect(at.line).toBe(line);
    const { from, to } = wordSpan(at.value, index);
    const collapsed = at.start === at.end;
    if (at.start === from && at.end === to) break;
    if (at.start === from && at.end > to) await keys.press("Shift+ArrowLeft");
    else if (at.start === from) await keys.press("Control+Shift+ArrowRight");
    else if (collapsed && at.start === to) await keys.press("Control+Shift+ArrowLeft");
    else if (!collapsed) await keys.press("ArrowLeft");
    else if (at.start < from) await keys.press("Control+ArrowRight");
    else await keys.press("Control+ArrowLeft");
  }
  await keys.type(right);
}

for (const width of [390, 1280]) {
  test(`${width} px: play, fix ten words with the keyboard alone while it plays, rename a speaker, and keep the times`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await apiSignUp(page.request, "Tess Transcriber");
    const title = `Canal turns ${width} ${Date.now()}`;
    const original = await transcribedRecording(page.request, title);
    const reference = fs
      .readFileSync(path.join(SPEECH, `${CLIP}.txt`), "utf8")
      .trim()
      .split(/\s+/);
    const fixes = wrongWords(original.transcript, reference);
    console.log(
      `[transcript-editor ${width}px] ${original.transcript.length} lines, ${fixes.length} wrong words recognised`,
    );
    expect(fixes.length).toBeGreaterThanOrEqual(WORDS_TO_FIX);
    const chosen = fixes.slice(0, WORDS_TO_FIX);
    console.log(
      `[transcript-editor ${width}px] fixing: ${chosen.map((f) => `${f.wrong}→${f.right}`).join(", ")}`,
    );
    // Every line has its words with times, as the recogniser gave them.
    for (const segment of original.transcript) {
      expect(segment.words?.length).toBe(segment.text.split(/\s+/).length);
    }
    const speaker = original.transcript.find((segment) => segment.speaker)?.speaker;
    expect(speaker).toBeTruthy();

    await page.goto(`/recordings/${original.id}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const transcript = page.getByRole("list", { name: "Transcript", exact: true });
    await expect(transcript).toBeVisible();
    await expect(page.getByRole("link", { name: "WebVTT (.vtt)" })).toHaveAttribute(
      "href",
      `/api/recordings/${original.id}/transcript?format=vtt`,
    );
    await expectNoSeriousViolations(page, `transcript ${width}`);
    const player = page.getByLabel(`Player: ${title}`);
    await expect
      .poll(() => player.evaluate((el) => (el as HTMLMediaElement).readyState))
      .toBeGreaterThanOrEqual(1);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    // Editing starts in the transcript's first line.
    await expect(page.getByLabel("Text, line 1")).toBeFocused();
    await expect(page.getByText("Corrections save as you type.")).toBeVisible();
    await expectNoSeriousViolations(page, `transcript editing ${width}`);

    // From here on, the keyboard alone: play, then fix the words while it plays.
    const keys = new Keys(page);
    await keys.press("Control+Space");
    await expect.poll(() => player.evaluate((el) => (el as HTMLMediaElement).paused)).toBe(false);
    // The line being played is marked as the audio moves on.
    await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);
    const playedWhileFixing: boolean[] = [];
    for (const fix of chosen) {
      await fixWord(page, keys, fix.line, fix.index, fix.right);
      playedWhileFixing.push(
        await player.evaluate(
          (el) => !(el as HTMLMediaElement).paused || (el as HTMLMediaElement).ended,
        ),
      );
    }
    console.log(
      `[transcript-editor ${width}px] MEASURE: ${WORDS_TO_FIX} wrong words fixed with ${keys.pressed} keystrokes (${keys.actions} key presses or chords, modifiers counted in the keystrokes), while the audio played`,
    );
    test.info().annotations.push({
      type: "measurement",
      description: `${width}px: ${keys.pressed} keystrokes (${keys.actions} presses) to fix ${WORDS_TO_FIX} words`,
    });
    expect(playedWhileFixing[0]).toBe(true);
    await keys.press("Escape");
    await expect.poll(() => player.evaluate((el) => (el as HTMLMediaElement).paused)).toBe(true);

    await expect(page.getByTestId("transcript-save-state")).toHaveText("Saved", {
      timeout: 15_000,
    });
    await page.screenshot({ path: path.join(SHOTS, `transcript-editor-${width}.png`) });

    // Rename a speaker everywhere.
    const renamed = `Maria Quispe ${width}`;
    await page.getByRole("button", { name: `Rename speaker ${speaker}` }).click();
    const dialog = page.getByRole("dialog", { name: "Rename speaker" });
    await dialog.getByLabel(`New name for ${speaker}`).fill(renamed);
    await dialog.getByRole("button", { name: "Rename" }).click();
    await expect(dialog).toBeHidden();
    const speakerLines = original.transcript
      .map((segment, index) => (segment.speaker === speaker ? index : -1))
      .filter((index) => index >= 0);
    for (const index of speakerLines) {
      await expect(page.getByLabel(`Speaker, line ${index + 1}`)).toHaveValue(renamed);
    }
    await expect(page.getByTestId("transcript-save-state")).toHaveText("Saved", {
      timeout: 15_000,
    });

    // After a reload the corrections and the name are there, and every word kept its time.
    await page.reload();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(`${renamed}:`).first()).toBeVisible();
    const saved = (await (
      await page.request.get(`/api/recordings/${original.id}`)
    ).json()) as RecordingBody;
    expect(saved.transcript).toHaveLength(original.transcript.length);
    saved.transcript.forEach((segment, line) => {
      const before = original.transcript[line]!;
      expect(segment.start).toBe(before.start);
      expect(segment.end).toBe(before.end);
      expect(segment.speaker).toBe(before.speaker === speaker ? renamed : before.speaker);
      expect(segment.words).toHaveLength(before.words!.length);
      segment.words!.forEach((word, index) => {
        const old = before.words![index]!;
        const fix = chosen.find((f) => f.line === line && f.index === index);
        // Unchanged words keep their times and confidence; a corrected word keeps the replaced word's times.
        expect({ start: word.start, end: word.end }).toEqual({ start: old.start, end: old.end });
        expect(word.text).toBe(fix ? fix.right : old.text);
        expect(word.confidence).toBe(fix ? 1 : old.confidence);
      });
    });
    for (const fix of chosen) {
      expect(saved.transcript[fix.line]!.text.split(/\s+/)[fix.index]).toBe(fix.right);
    }

    // A search result's time (?t=) opens the page there, with its line marked.
    const last = saved.transcript.length - 1;
    await page.goto(`/recordings/${original.id}?t=${saved.transcript[last]!.start}`);
    const lines = page.getByRole("list", { name: "Transcript", exact: true }).getByRole("listitem");
    await expect(lines.nth(last)).toHaveAttribute("aria-current", "true");
    // Line times are whole seconds; the player lands on the line's first word, within that second.
    const lastStart = saved.transcript[last]!.start;
    await expect
      .poll(() => player.evaluate((el) => (el as HTMLMediaElement).currentTime))
      .toBe(Math.max(lastStart, saved.transcript[last]!.words![0]!.start));
    await expect(lines.nth(last)).toBeInViewport();
  });
}
