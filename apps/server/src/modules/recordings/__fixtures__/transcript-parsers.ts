import { createRequire } from "node:module";
import { parse as parseSubtitles } from "@plussub/srt-vtt-parser";
import { Window } from "happy-dom";
import mammoth from "mammoth";

/*
 * Real readers for the transcript's export formats, so tests check what a
 * player, a word processor or an analysis tool would read back.
 */

interface VttNode {
  type: "object" | "text" | "timestamp";
  name?: string;
  value?: string;
  children?: VttNode[];
}
interface VttTree {
  cues: { startTime: number; endTime: number; text: string; tree: { children: VttNode[] } }[];
  errors: { message: string; line: number }[];
}
// The W3C's own WebVTT parser and validator (CommonJS, without type declarations),
// given the full table of character references as its README advises (its
// small default table misreads "&gt;").
const require = createRequire(import.meta.url);
const { WebVTTParser } = require("webvtt-parser") as {
  WebVTTParser: new (entities: Record<string, string>) => {
    parse(input: string, mode: "metadata" | "subtitles"): VttTree;
  };
};
const ENTITIES = require("webvtt-parser/html-entities.json") as Record<string, string>;

/**
 * A voice span's annotation with its character references decoded, as the
 * WebVTT specification's tokenizer and browsers do (the parser keeps it raw).
 */
const decodeAnnotation = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/gi, (reference, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[reference] ?? reference;
  });

export interface ReadCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

/** SubRip cues read by a subtitle parser: times in seconds and the text as shown. */
export function readSrt(srt: string): (ReadCue & { id: string })[] {
  return parseSubtitles(srt).entries.map((entry) => ({
    id: entry.id,
    start: entry.from / 1000,
    end: entry.to / 1000,
    text: entry.text,
  }));
}

const textOf = (nodes: readonly VttNode[]): string =>
  nodes.map((node) => (node.type === "text" ? node.value : textOf(node.children ?? []))).join("");

/**
 * WebVTT read by the W3C validator: its errors (none for a valid file) and
 * each cue's times, voice (the speaker of a `<v>` span) and text with
 * character references decoded.
 */
export function readVtt(vtt: string): {
  errors: string[];
  cues: (ReadCue & { voice: string | null })[];
} {
  const tree = new WebVTTParser(ENTITIES).parse(vtt, "subtitles");
  return {
    errors: tree.errors.map((e) => `line ${e.line}: ${e.message}`),
    cues: tree.cues.map((cue) => {
      const voice = cue.tree.children.find((node) => node.type === "object" && node.name === "v");
      return {
        start: cue.startTime,
        end: cue.endTime,
        voice: voice?.value !== undefined ? decodeAnnotation(voice.value) : null,
        text: textOf(cue.tree.children),
      };
    }),
  };
}

/** An HTML document parsed as a browser would parse it. */
export function readHtml(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const cells = (row: { querySelectorAll(selector: string): ArrayLike<{ textContent: string }> }) =>
    Array.from(row.querySelectorAll("th, td")).map((cell) => cell.textContent);
  const result = {
    title: document.title,
    heading: document.querySelector("h1")?.textContent ?? null,
    charset: document.querySelector("meta[charset]")?.getAttribute("charset") ?? null,
    headers: Array.from(document.querySelectorAll("thead tr")).map(cells),
    rows: Array.from(document.querySelectorAll("tbody tr")).map(cells),
    /** Elements that run code or load anything. */
    active: document.querySelectorAll(
      "script, style, link, iframe, img, object, embed, [src], [href]",
    ).length,
    /** Attributes that run code (on...). */
    handlers: Array.from(document.querySelectorAll("*")).filter((element) =>
      Array.from(element.attributes).some((attribute) => attribute.name.startsWith("on")),
    ).length,
    text: document.body.textContent,
  };
  void window.happyDOM.close();
  return result;
}

/**
 * A Word document read by a DOCX reader (mammoth): its paragraphs outside
 * tables, its table's rows (each as the text of its cells), and what the
 * reader could not understand.
 */
export async function readDocx(buffer: Buffer) {
  const converted = await mammoth.convertToHtml({ buffer });
  const window = new Window();
  const document = new window.DOMParser().parseFromString(converted.value, "text/html");
  const paragraphs = Array.from(document.querySelectorAll("body > p, body > h1")).map(
    (p) => p.textContent,
  );
  const rows = Array.from(document.querySelectorAll("tr")).map((row) =>
    Array.from(row.querySelectorAll("th, td")).map((cell) => cell.textContent),
  );
  void window.happyDOM.close();
  return { paragraphs, rows, warnings: converted.messages.map((m) => m.message) };
}
