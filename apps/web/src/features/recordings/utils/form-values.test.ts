import { describe, expect, it } from "vitest";
import { makeRecording } from "../testing/recording-fixtures";
import {
  emptyFormValues,
  fieldsOf,
  joinPlace,
  RECORDING_FORM_SCHEMA,
  segmentsFromText,
  splitPlace,
  valuesOf,
} from "./form-values";
import { readRecordingParams, writeRecordingParams } from "../hooks/use-recording-filters";

describe("recording form values", () => {
  const segments = [
    { start: 0, end: 4, text: "First line.", speaker: "Ana" },
    { start: 4, end: 9, text: "Second line." },
  ];

  it("keeps each line's timing and speaker when the transcript text is edited", () => {
    expect(segmentsFromText("First line.\nSecond line.", segments)).toBeNull();
    expect(segmentsFromText("First line, edited.\nSecond line.\nA third.", segments)).toEqual([
      { start: 0, end: 4, text: "First line, edited.", speaker: "Ana" },
      { start: 4, end: 9, text: "Second line." },
      { start: 9, end: 9, text: "A third." },
    ]);
    expect(segmentsFromText("\n  \n", segments)).toEqual([]);
  });

  it("holds a stored recording in the API's shape, which the shared schema accepts", () => {
    const recording = makeRecording({ location: { name: "Törbel, Switzerland" } });
    const values = valuesOf(recording);
    expect(values.location).toEqual({ name: "Törbel, Switzerland" });
    expect(values.transcript).toEqual(recording.transcript);
    expect(RECORDING_FORM_SCHEMA.safeParse(values).success).toBe(true);
    expect(RECORDING_FORM_SCHEMA.safeParse({ ...emptyFormValues(), title: "A" }).success).toBe(
      true,
    );
    expect(fieldsOf(values, "draft")).toMatchObject({
      location: { name: "Törbel, Switzerland" },
      images: recording.images.map((image) => image.id),
      status: "draft",
    });
  });

  it("reads a recording with only a plain transcript a line per segment", () => {
    const values = valuesOf(makeRecording({ transcript: [], transcription: "One.\nTwo." }));
    expect(values.transcript).toEqual([
      { start: 0, end: 0, text: "One." },
      { start: 0, end: 0, text: "Two." },
    ]);
  });

  it("splits and joins the place", () => {
    expect(splitPlace("Törbel, Valais, Switzerland")).toEqual({
      city: "Törbel, Valais",
      country: "Switzerland",
    });
    expect(splitPlace("Törbel")).toEqual({ city: "Törbel", country: "" });
    expect(joinPlace(" Törbel ", "Switzerland")).toEqual({ name: "Törbel, Switzerland" });
    expect(joinPlace("", " ")).toBeNull();
  });
});

describe("the hub's URL", () => {
  it("drops values it does not know and leaves defaults out", () => {
    const state = readRecordingParams(
      new URLSearchParams("type=podcast&status=failed&visibility=public&sort=nope&page=-2"),
    );
    expect(state).toEqual({
      page: 1,
      search: undefined,
      type: undefined,
      status: "failed",
      isPrivate: "false",
      sortBy: "newest",
    });
    expect(writeRecordingParams(state).toString()).toBe("status=failed&visibility=public");
  });
});
