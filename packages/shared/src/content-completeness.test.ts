import { describe, expect, it } from "vitest";
import { completeness, type RuleSubject } from "./content";

function subject(overrides: Partial<RuleSubject> = {}): RuleSubject {
  return {
    title: "",
    summary: "",
    domain: null,
    location: { name: "", country: "" },
    body: {},
    ...overrides,
  };
}

// Percent of the listed fields that are non-empty, rounded.
describe("draft completeness", () => {
  it("an interview counts title, interviewee, domain and transcript", () => {
    const started = subject({
      title: "A forest officer on community patrols",
      domain: "Land & Environment",
      body: { transcript: "Q: Who patrols the forest? A: Members take turns." },
    });
    expect(completeness("interview", started)).toBe(75);
    expect(
      completeness("interview", {
        ...started,
        body: { ...started.body, interviewee: { name: "A district forest officer" } },
      }),
    ).toBe(100);
  });

  it("an interview's questions are not its transcript", () => {
    const questionsOnly = subject({
      title: "A forest officer on community patrols",
      domain: "Land & Environment",
      body: { questions: [{ question: "Who patrols the forest?", answer: "Members." }] },
    });
    expect(completeness("interview", questionsOnly)).toBe(50);
    expect(completeness("interview", subject({ body: { transcript: "   " } }))).toBe(0);
  });

  it("the other types count the spec's fields", () => {
    expect(
      completeness(
        "case-study",
        subject({ title: "T", summary: "One line", domain: "Water & Oceans" }),
      ),
    ).toBe(50);
    expect(
      completeness(
        "trip",
        subject({
          title: "T",
          location: { name: "", country: "Peru" },
          body: { startDate: "2026-01-01", endDate: "2026-01-08" },
        }),
      ),
    ).toBe(67);
    expect(
      completeness(
        "opinion-essay",
        subject({ title: "T", body: { thesis: "Th", keyPoints: ["k"], conclusion: "C" } }),
      ),
    ).toBe(80);
    expect(
      completeness(
        "policy-brief",
        subject({ title: "T", domain: "Water & Oceans", body: { recommendations: ["r"] } }),
      ),
    ).toBe(60);
  });
});
