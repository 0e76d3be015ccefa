import { describe, expect, it } from "vitest";
import { DEMO_JOBS } from "./demo-jobs-data";

/** The currency a salary in the country is stated in, where the site offers it. */
const LOCAL: Record<string, string> = {
  "United Kingdom": "GBP",
  Germany: "EUR",
  Canada: "CAD",
  "United States": "USD",
};

describe("demo job salaries", () => {
  const paid = DEMO_JOBS.filter((job) => job.salary);

  it("are stated in the country's currency where the site offers it, else in US dollars or euros", () => {
    expect(paid.length).toBeGreaterThan(20);
    for (const job of paid) {
      const expected = LOCAL[job.location.country];
      if (expected)
        expect(`${job.title}: ${job.salary!.currency}`).toBe(`${job.title}: ${expected}`);
      else expect(["USD", "EUR"]).toContain(job.salary!.currency);
    }
  });

  it("are plausible yearly amounts in the stated currency (no kroner labelled as euros)", () => {
    for (const job of paid) {
      expect(job.salary!.min, job.title).toBeGreaterThanOrEqual(5_000);
      expect(job.salary!.max ?? job.salary!.min, job.title).toBeLessThanOrEqual(150_000);
    }
  });

  it("says the Norwegian PhD salary in kroner as well", () => {
    const phd = DEMO_JOBS.find((job) => job.title.startsWith("PhD Position, Reindeer Herding"))!;
    expect(phd.salary).toEqual({ min: 45000, max: null, currency: "EUR" });
    expect(phd.description).toContain("NOK 532,000 a year, about EUR 45,000");
  });

  it("pays one organization's jobs in one currency per country", () => {
    const seen = new Map<string, string>();
    for (const job of paid) {
      const key = `${job.org}|${job.location.country}`;
      const currency = seen.get(key) ?? job.salary!.currency;
      expect(`${job.title}: ${job.salary!.currency}`).toBe(`${job.title}: ${currency}`);
      seen.set(key, currency);
    }
  });
});
