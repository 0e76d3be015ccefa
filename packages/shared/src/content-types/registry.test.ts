import { z } from "zod";
import { describe, expect, it } from "vitest";
import { entityLabelsOf } from "../search";
import { bodySchemasOf, CONTENT_TYPE_BODIES, typeRulesOf } from "./bodies";
import type { ContentTypeDefinition } from "./definition";
import { contentTypeTables, detailPathOf, editPathOf } from "./derive";
import { CONTENT_TYPE_DEFINITIONS, CONTENT_TYPE_TABLES } from "./index";
import { body, env } from "./rules";
import type { ContentTypeBody } from "./rules";

/** A sixth type, registered only here: the worked example of docs/adding-a-content-type.md. */
const dataset = {
  type: "dataset",
  label: "Dataset",
  plural: "Datasets",
  noun: "dataset",
  nounPlural: "datasets",
  listPath: "/datasets",
  detailPath: "/dataset",
  editPath: "/publish/dataset",
  newPath: "/publish/dataset",
  menuPath: "/publish/dataset",
  publishMenuOrder: 6,
  createLabel: "Dataset",
  schemaOrgType: "Dataset",
  csl: { type: "dataset" },
  digestNouns: ["dataset", "datasets"],
  feedFetchError: "Failed to fetch datasets",
} as const satisfies ContentTypeDefinition<"dataset">;

const datasetBody = {
  type: "dataset",
  schema: z.strictObject({ format: z.string().optional(), rows: z.number().int().optional() }),
  rules: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: body("format"), label: "Format" },
    ],
    completeness: [env("title"), body("format"), body("rows")],
    publishMode: "direct",
    descriptionFrom: [env("summary")],
  },
} as const satisfies ContentTypeBody<"dataset">;

describe("the content-type registry", () => {
  it("lists the five types in the spec's order, each with its body in the same order", () => {
    expect(CONTENT_TYPE_TABLES.types).toEqual([
      "case-study",
      "trip",
      "policy-brief",
      "opinion-essay",
      "interview",
    ]);
    expect(CONTENT_TYPE_BODIES.map((b) => b.type)).toEqual(CONTENT_TYPE_TABLES.types);
  });

  it("orders the Publish menu as the header does", () => {
    expect(CONTENT_TYPE_TABLES.publishMenu.map((d) => d.type)).toEqual([
      "case-study",
      "trip",
      "opinion-essay",
      "interview",
      "policy-brief",
    ]);
  });

  describe("with a sixth type registered", () => {
    const tables = contentTypeTables([...CONTENT_TYPE_DEFINITIONS, dataset] as const);

    it("lists it: types, labels, the Publish menu", () => {
      expect(tables.types.at(-1)).toBe("dataset");
      expect(tables.labels.dataset).toBe("Dataset");
      expect(tables.labels["case-study"]).toBe("Case Study");
      expect(tables.publishMenu.at(-1)?.type).toBe("dataset");
      expect(tables.feedFetchErrors.dataset).toBe("Failed to fetch datasets");
      expect(tables.digestNouns.dataset).toEqual(["dataset", "datasets"]);
    });

    it("routes it: detail and edit paths", () => {
      expect(tables.detailPaths.dataset).toBe("/dataset");
      expect(detailPathOf(tables.detailPaths.dataset, "rainfall-2025")).toBe(
        "/dataset/rainfall-2025",
      );
      expect(editPathOf(tables.editPaths.dataset, "id-1")).toBe("/publish/dataset/id-1");
      expect(editPathOf(tables.editPaths.trip, "id-1")).toBe("/trip-planner?trip=id-1");
    });

    it("makes it searchable and citable", () => {
      expect(entityLabelsOf(tables.labels).dataset).toBe("Dataset");
      expect(tables.cslTypes.dataset).toEqual({ type: "dataset" });
      expect(tables.schemaOrgTypes.dataset).toBe("Dataset");
    });

    it("validates its body and applies its rules", () => {
      const bodies = [...CONTENT_TYPE_BODIES, datasetBody] as const;
      const schemas = bodySchemasOf(bodies);
      expect(schemas.dataset.safeParse({ format: "csv", rows: 12 }).success).toBe(true);
      expect(schemas.dataset.safeParse({ unknown: 1 }).success).toBe(false);
      expect(typeRulesOf(bodies).dataset.requiredToPublish.map((r) => r.label)).toEqual([
        "Title",
        "Format",
      ]);
    });
  });
});
