import { describe, expect, it } from "vitest";
import { placeLabel } from "./place-label";

describe("placeLabel", () => {
  it("joins a place and its country", () => {
    expect(placeLabel("Svolvær", "Norway")).toBe("Svolvær, Norway");
  });

  it("does not repeat a country the place already ends with", () => {
    expect(placeLabel("Svolvær, Norway", "Norway")).toBe("Svolvær, Norway");
    expect(placeLabel("Lofoten, Nordland, norway ", "Norway")).toBe("Lofoten, Nordland, norway");
  });

  it("does not repeat a place that is the country", () => {
    expect(placeLabel("Ethiopia", "Ethiopia")).toBe("Ethiopia");
    expect(placeLabel("ETHIOPIA", "Ethiopia")).toBe("ETHIOPIA");
  });

  it("keeps a country that only appears inside another word", () => {
    expect(placeLabel("Guinea-Bissau coast", "Guinea")).toBe("Guinea-Bissau coast, Guinea");
  });

  it("falls back on whichever part exists, and null without either", () => {
    expect(placeLabel("", "Kenya")).toBe("Kenya");
    expect(placeLabel("Kisumu", "  ")).toBe("Kisumu");
    expect(placeLabel(" ", null)).toBeNull();
  });
});
