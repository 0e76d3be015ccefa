import { CONTENT_TYPE_DEFINITIONS, CONTENT_TYPES } from "@field-commons/shared/content-types";
import type { ContentTypeDefinition } from "@field-commons/shared/content-types";
import { contentTypeTables } from "@field-commons/shared/content-types/derive";
import { describe, expect, it } from "vitest";
import {
  CONTENT_TYPE_INFO,
  CONTENT_TYPE_LIST,
  PUBLISH_MENU,
  contentTypeInfo,
  typeOfPublishSegment,
} from "./content-types";

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

describe("the web's content-type words", () => {
  it("lists the feed tabs in the registry's order and the Publish menu in the header's", () => {
    expect(CONTENT_TYPE_LIST.map((info) => info.type)).toEqual([...CONTENT_TYPES]);
    expect(PUBLISH_MENU.map((info) => info.label)).toEqual([
      "Case Study",
      "Field Work",
      "Opinion Essay",
      "Interview",
      "Policy Brief",
    ]);
  });

  it("finds editor routes by segment, the trip planner having none", () => {
    expect(typeOfPublishSegment("policy-brief")).toBe("policy-brief");
    expect(CONTENT_TYPE_INFO.trip.publishSegment).toBeNull();
    expect(CONTENT_TYPE_INFO.trip.menuPath).toBe("/publish/field-work");
    expect(typeOfPublishSegment("dataset")).toBeNull();
  });

  it("gives a sixth type its feed tab, Publish menu entry and editor route", () => {
    const tables = contentTypeTables([...CONTENT_TYPE_DEFINITIONS, dataset] as const);
    const tabs = tables.types.map((type) => contentTypeInfo(tables.byType[type]));
    const menu = tables.publishMenu.map(contentTypeInfo);
    expect(tabs.at(-1)).toMatchObject({
      type: "dataset",
      plural: "Datasets",
      listPath: "/datasets",
    });
    expect(menu.at(-1)).toMatchObject({
      label: "Dataset",
      menuPath: "/publish/dataset",
      publishSegment: "dataset",
      createLabel: "Dataset",
    });
  });
});
