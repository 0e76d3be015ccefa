import { beforeAll, describe, expect, it } from "vitest";
import { MAP_POPUP_NOTES_LENGTH } from "@field-commons/shared/content";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, caseStudyInput, makeContent, makeUser } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const tripInput = (title: string, notes?: string) => ({
  type: "trip",
  title,
  domain: "Water & Oceans",
  location: { name: "Valencia", country: "Spain", lat: 39.47, lng: -0.38 },
  body: { description: "A week in the huerta.", ...(notes === undefined ? {} : { notes }) },
});

interface MapRow {
  title: string;
  type: string;
  notes: string;
}

async function mapRows(): Promise<MapRow[]> {
  const response = await as(t.app, null).get("/api/content/map?type=trip,case-study&limit=500");
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: MapRow[] }).items;
}

describe("GET /api/content/map: trip notes for the popups", () => {
  it("sends a trip's notes cut to 100 characters plus '...', whole when shorter, and none for other types", async () => {
    expect(MAP_POPUP_NOTES_LENGTH).toBe(100);
    const author = await makeUser(t.database.db, { role: "contributor" });
    const long = `  ${"Thursdays at noon, by the Apostles' Door. ".repeat(5)}  `;
    const exact = "n".repeat(100);
    for (const input of [
      tripInput("Map notes: long", long),
      tripInput("Map notes: exact", exact),
      tripInput("Map notes: short", "Bring the consent forms."),
      tripInput("Map notes: none"),
      caseStudyInput({ title: "Map notes: case study", body: { notes: "Kept off the map." } }),
    ]) {
      await makeContent(t.database.db, author, { input, status: "published" });
    }

    const byTitle = new Map((await mapRows()).map((row) => [row.title, row]));
    expect(byTitle.get("Map notes: long")?.notes).toBe(`${long.trim().slice(0, 100)}...`);
    expect(byTitle.get("Map notes: exact")?.notes).toBe(exact);
    expect(byTitle.get("Map notes: short")?.notes).toBe("Bring the consent forms.");
    expect(byTitle.get("Map notes: none")?.notes).toBe("");
    expect(byTitle.get("Map notes: case study")).toMatchObject({ type: "case-study", notes: "" });
  });
});
