import { describe, expect, it } from "vitest";
import { DOMAINS, JOB_FIELD_DOMAINS, commonsDomainOf, isDomain } from "./domains";
import { JOB_DOMAINS } from "./jobs";

describe("job fields and commons domains", () => {
  it("uses the spec's two vocabularies, seven names each", () => {
    expect(DOMAINS).toEqual([
      "Land & Environment",
      "Water & Oceans",
      "Energy & Infrastructure",
      "Knowledge & Education",
      "Technology & Digital Access",
      "Culture & Heritage",
      "Social & Governance Systems",
    ]);
    expect(JOB_DOMAINS).toEqual([
      "Land & Environment",
      "Water & Oceans",
      "Energy & Technology",
      "Culture & Knowledge",
      "Governance & Democracy",
      "Health & Wellbeing",
      "Infrastructure & Mobility",
    ]);
  });

  it("maps every job field, and only job fields, to a commons domain", () => {
    expect(Object.keys(JOB_FIELD_DOMAINS).sort()).toEqual([...JOB_DOMAINS].sort());
    for (const domain of Object.values(JOB_FIELD_DOMAINS)) expect(isDomain(domain)).toBe(true);
    expect(JOB_FIELD_DOMAINS).toEqual({
      "Land & Environment": "Land & Environment",
      "Water & Oceans": "Water & Oceans",
      "Energy & Technology": "Energy & Infrastructure",
      "Culture & Knowledge": "Culture & Heritage",
      "Governance & Democracy": "Social & Governance Systems",
      "Health & Wellbeing": "Social & Governance Systems",
      "Infrastructure & Mobility": "Energy & Infrastructure",
    });
  });

  it("reads any stored domain as a commons domain or none", () => {
    for (const domain of DOMAINS) expect(commonsDomainOf(domain)).toBe(domain);
    expect(commonsDomainOf("Health & Wellbeing")).toBe("Social & Governance Systems");
    expect(commonsDomainOf("Infrastructure & Mobility")).toBe("Energy & Infrastructure");
    expect(commonsDomainOf("General")).toBeNull();
    expect(commonsDomainOf("toString")).toBeNull();
    expect(commonsDomainOf(null)).toBeNull();
    expect(commonsDomainOf(undefined)).toBeNull();
  });
});
