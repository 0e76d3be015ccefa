import { PolicyBriefBody } from "@field-commons/shared/content";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  flattenErrors,
  formPath,
  isUntouchedRow,
  routeMessages,
  schemaAt,
  withoutBlankRows,
} from "./form-errors";

const schema = z.object({ body: PolicyBriefBody });
const newEvidence = { source: "", type: "", credibility: "", url: "" };

describe("form errors", () => {
  it("routes each message to the field of its path, or to its nearest shown ancestor", () => {
    const shown = new Set(["title", "images", "body.tags", "body.evidence.1.url"]);
    const { byField, other } = routeMessages(
      {
        title: ["Title is required"],
        "images.0.alt": ["Too long"],
        "body.tags.3": ["Too long"],
        "body.evidence.1.url": ["Not a link"],
        summary: ["Summary is odd"],
      },
      shown,
    );
    expect(byField).toEqual({
      title: ["Title is required"],
      images: ["Too long"],
      "body.tags": ["Too long"],
      "body.evidence.1.url": ["Not a link"],
    });
    expect(other).toEqual(["Summary is odd"]);
  });

  it("points messages about sent rows back at the form's rows", () => {
    const rows = { "body.evidence": [2, 3] };
    expect(formPath("body.evidence.0.url", rows)).toBe("body.evidence.2.url");
    expect(formPath("body.evidence.1", rows)).toBe("body.evidence.3");
    expect(formPath("body.evidence", rows)).toBe("body.evidence");
    expect(formPath("body.references.0.title", rows)).toBe("body.references.0.title");
  });

  it("leaves out untouched rows and the blank values the schema lets go", () => {
    const values = {
      body: {
        evidence: [
          { ...newEvidence },
          { ...newEvidence, source: "Survey", url: "  " },
          { ...newEvidence, source: "", credibility: "high" },
        ],
      },
    };
    const lists = new Map([["body.evidence", isUntouchedRow(newEvidence)]]);
    const { values: sent, rows } = withoutBlankRows(values, lists, schema);
    expect(sent.body.evidence).toEqual([
      { source: "Survey" },
      // 'source' is required by the schema, so its blank stays.
      { source: "", credibility: "high" },
    ]);
    expect(rows).toEqual({ "body.evidence": [1, 2] });
    // The form's own values are not changed.
    expect(values.body.evidence).toHaveLength(3);
  });

  it("finds the schema of a row through optionals and arrays", () => {
    expect(schemaAt(schema, ["body", "evidence", "0"])).toBeInstanceOf(z.ZodObject);
    expect(schemaAt(schema, ["body", "nothing"])).toBeNull();
  });

  it("flattens an error tree, with several messages per field", () => {
    expect(
      flattenErrors({
        title: { type: "server", message: "A", types: { a: "A", b: "B" } },
        body: { evidence: [undefined, { type: { type: "too_big", message: "Long" } }] },
      }),
    ).toEqual({ title: ["A", "B"], "body.evidence.1.type": ["Long"] });
  });
});
