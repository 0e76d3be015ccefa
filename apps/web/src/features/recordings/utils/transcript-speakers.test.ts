import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import { renameInLines, toEditLines, withSpeaker } from "./transcript-lines";
import {
  newSpeakerName,
  reassignLine,
  renameSpeaker,
  speakerNameProblem,
  speakersOf,
} from "./transcript-speakers";

const transcript: TranscriptSegment[] = [
  { start: 0, end: 2, text: "hello", speaker: "Speaker 1" },
  { start: 2, end: 4, text: "hi there", speaker: "Speaker 2" },
  { start: 4, end: 6, text: "no name" },
  { start: 6, end: 8, text: "again", speaker: "Speaker 1" },
];

describe("speakers", () => {
  it("lists each speaker once, in the order they first speak", () => {
    expect(speakersOf(transcript)).toEqual(["Speaker 1", "Speaker 2"]);
    expect(speakersOf([])).toEqual([]);
  });

  it("renames a speaker on every line and leaves the other lines as they were", () => {
    const renamed = renameSpeaker(transcript, "Speaker 1", "  Maria ");
    expect(renamed.map((s) => s.speaker)).toEqual(["Maria", "Speaker 2", undefined, "Maria"]);
    expect(renamed[1]).toBe(transcript[1]);
    expect(renamed[2]).toBe(transcript[2]);
    expect(transcript[0]!.speaker).toBe("Speaker 1");
  });

  it("merges two speakers when renamed to the other's name, and ignores a blank name", () => {
    expect(speakersOf(renameSpeaker(transcript, "Speaker 2", "Speaker 1"))).toEqual(["Speaker 1"]);
    expect(renameSpeaker(transcript, "Speaker 1", " ")).toEqual(transcript);
  });

  it("checks a new name", () => {
    expect(speakerNameProblem(" ")).toBe("Enter a name.");
    expect(speakerNameProblem("x".repeat(81))).toBe("A name can be at most 80 characters.");
    expect(speakerNameProblem("Maria")).toBeNull();
  });

  it("names a new speaker with the first free number", () => {
    expect(newSpeakerName([])).toBe("Speaker 1");
    expect(newSpeakerName(["Speaker 1", "Speaker 2"])).toBe("Speaker 3");
    expect(newSpeakerName(["Maria", "Speaker 2"])).toBe("Speaker 3");
    expect(newSpeakerName(["Speaker 2"])).toBe("Speaker 3");
  });

  it("reassigns one line, or takes its speaker away", () => {
    expect(reassignLine(transcript[2]!, "Speaker 2")).toEqual({
      start: 4,
      end: 6,
      text: "no name",
      speaker: "Speaker 2",
    });
    expect(reassignLine(transcript[0]!, undefined)).toEqual({ start: 0, end: 2, text: "hello" });
    expect(reassignLine(transcript[0]!, "  ")).not.toHaveProperty("speaker");
  });

  it("renames and reassigns lines being edited, keeping their ids and the untouched ones", () => {
    const lines = toEditLines(transcript);
    const renamed = renameInLines(lines, "Speaker 1", "Maria");
    expect(renamed.map((line) => line.id)).toEqual(lines.map((line) => line.id));
    expect(renamed[1]).toBe(lines[1]);
    expect(renamed[0]!.segment.speaker).toBe("Maria");
    expect(withSpeaker(lines[2]!, "Maria").segment.speaker).toBe("Maria");
  });
});
