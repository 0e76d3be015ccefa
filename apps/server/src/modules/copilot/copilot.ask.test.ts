import { beforeAll, describe, expect, it } from "vitest";
import type { CopilotAnswer } from "@field-commons/shared/copilot";
import { caseStudyInput, login, makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { syncSearchIndex } from "../search/search.indexer";
import { COPILOT_CAN_ANSWER, COPILOT_LEADS } from "./copilot.answer";

const t = await createTestApp();
const db = t.database.db;

const ids: Record<string, { id: string; slug: string; authorId: string }> = {};
let hydrologistEmail = "";

beforeAll(async () => {
  const hydrologist = await makeUser(db, { name: "Amaru Quispe", role: "contributor" });
  const forester = await makeUser(db, { name: "Lucía Hernández", role: "contributor" });
  hydrologistEmail = hydrologist.email;
  const publish = async (
    key: string,
    author: typeof hydrologist,
    input: Record<string, unknown>,
    status: "published" | "draft" = "published",
  ) => {
    const row = await makeContent(db, author, { input, status });
    ids[key] = { id: row.id, slug: row.slug, authorId: author.id };
  };
  await publish(
    "canals",
    hydrologist,
    caseStudyInput({
      title: "Water allocation on the canals of the Sacred Valley",
      summary: "How irrigators divide river water allocation between upstream and downstream.",
      body: {
        problem: "Water allocation between communities broke down in dry years.",
        intervention: "Rotating turns set by elected water judges.",
      },
    }),
  );
  await publish("judge", hydrologist, {
    type: "interview",
    title: "A water judge on allocation turns",
    summary: "An elected water judge explains how allocation turns are set each season.",
    domain: "Water & Oceans",
    location: { name: "Urubamba", country: "Peru", lat: -13.3, lng: -72.1 },
    body: {
      interviewee: {
        name: "Rosa Mamani",
        title: "Water judge",
        organization: "Urubamba irrigators' association",
      },
      transcript: "We decide the water allocation turns at the assembly every season.",
    },
  });
  await publish(
    "forest",
    forester,
    caseStudyInput({
      title: "Community forest patrols in Oaxaca",
      summary: "Villagers govern timber harvests with seasonal quotas and patrols.",
      domain: "Land & Environment",
      location: { name: "Oaxaca", country: "Mexico", lat: 17, lng: -96.7 },
      body: {
        problem: "Illegal logging thinned the woodland.",
        intervention: "Patrols and timber quotas agreed in the village assembly.",
      },
    }),
  );
  await publish(
    "draft",
    forester,
    caseStudyInput({ title: "Unpublished notes on water allocation disputes" }),
    "draft",
  );
  await syncSearchIndex(db, t.app.embedder);
});

const waterTrip = {
  title: "Water turns in the Sacred Valley",
  domain: "Water & Oceans",
  city: "Cusco",
  country: "Peru",
  lat: -13.53,
  lng: -71.97,
  startDate: "2027-05-01",
  endDate: "2027-05-15",
  cards: [
    {
      cardType: "budget",
      title: "Budget",
      content: {
        entries: [
          { id: "1", category: "Bus", amount: 40, currency: "USD", paid: true },
          { id: "2", category: "Room", amount: 300, currency: "USD", paid: false },
        ],
      },
    },
    { cardType: "checklist", title: "Checklist", content: { items: [] } },
  ],
};

async function ask(question: string, trip: object = waterTrip, cookie?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/trips/copilot/ask",
    payload: { question, trip },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CopilotAnswer>();
}

describe("POST /api/trips/copilot/ask", () => {
  it("who to interview: the authors and interviewees of related published work, with links and why", async () => {
    const answer = await ask("Who should I interview about water allocation?");
    expect(answer.intent).toBe("people");
    expect(answer.topic).toBe("water allocation");
    const names = answer.people.map((p) => p.name);
    expect(names).toContain("Amaru Quispe");
    expect(names).toContain("Rosa Mamani");
    // The forester's work is not about water allocation; the draft is not published.
    expect(names).not.toContain("Lucía Hernández");

    const author = answer.people.find((p) => p.name === "Amaru Quispe")!;
    expect(author.profilePath).toBe(`/profiles/${ids.canals!.authorId}`);
    expect(author.items.map((i) => i.path)).toContain(`/case-study/${ids.canals!.slug}`);
    expect(author.why).toMatch(/matches “water allocation”/);
    expect(author.why).toMatch(/is about Water & Oceans, like your trip/);

    const interviewee = answer.people.find((p) => p.name === "Rosa Mamani")!;
    expect(interviewee.profilePath).toBeNull();
    expect(interviewee.description).toBe("Water judge, Urubamba irrigators' association");
    expect(interviewee.why).toMatch(
      /^Was interviewed in the interview “A water judge on allocation turns”\./,
    );
    expect(interviewee.items).toEqual([
      expect.objectContaining({
        typeLabel: "Interview",
        path: expect.stringContaining(ids.judge!.slug),
      }),
    ]);
    expect(answer.lead).toMatch(/to consider interviewing about “water allocation”/);
    expect(answer.facts).toEqual([]);
  });

  it("the person asking is not suggested to themselves", async () => {
    const { cookie } = await login(t.app, hydrologistEmail);
    const mine = await ask("Who should I interview about water allocation?", waterTrip, cookie);
    expect(mine.people.map((p) => p.name)).not.toContain("Amaru Quispe");
    expect(mine.people.map((p) => p.name)).toContain("Rosa Mamani");
  });

  it("without a subject, people come from work in the trip's domain and place", async () => {
    const answer = await ask("Who should I talk to?");
    expect(answer.intent).toBe("people");
    expect(answer.topic).toBe("");
    expect(answer.people.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Amaru Quispe", "Rosa Mamani"]),
    );
    expect(answer.people.map((p) => p.name)).not.toContain("Lucía Hernández");
  });

  it("nobody is invented: a subject nothing published matches gets no people and says so", async () => {
    const answer = await ask("Who should I interview about quantum chromodynamics?");
    expect(answer.intent).toBe("people");
    expect(answer.people).toEqual([]);
    expect(answer.lead).toMatch(/^No work published here matches “quantum chromodynamics” yet/);
  });

  it("what to read: related published items with links, the draft left out", async () => {
    const answer = await ask("What should I read about water allocation?");
    expect(answer.intent).toBe("reading");
    const paths = answer.reading.map((r) => r.path);
    expect(paths).toContain(`/case-study/${ids.canals!.slug}`);
    expect(paths.some((p) => p.endsWith(ids.judge!.slug))).toBe(true);
    expect(paths.some((p) => p.endsWith(ids.forest!.slug))).toBe(false);
    expect(answer.reading.map((r) => r.title)).not.toContain(
      "Unpublished notes on water allocation disputes",
    );
    expect(answer.reading[0]!.why).toMatch(/^It matches “water allocation”/);
    expect(answer.people).toEqual([]);
  });

  it("questions about the trip are answered from the trip's own data", async () => {
    const budget = await ask("How much will the trip cost?");
    expect(budget.intent).toBe("trip");
    expect(budget.lead).toBe(COPILOT_LEADS.trip);
    expect(budget.facts).toEqual([
      "The budget has 2 entries, totalling 340 USD; 1 is marked paid.",
    ]);

    const dates = await ask("When does it start and where do I stay?");
    expect(dates.facts).toEqual(
      expect.arrayContaining([
        "The trip runs from 2027-05-01 to 2027-05-15 (14 days).",
        "The trip goes to Cusco, Peru.",
        "There is no accommodation card yet.",
      ]),
    );
    expect(dates.suggestions.map((s) => s.id)).toContain("add-accommodation");

    const own = await ask("Who am I interviewing on this trip?");
    expect(own.intent).toBe("trip");
    expect(own.facts).toContain("The trip has no interview card yet.");
    expect(own.people).toEqual([]);
  });

  it("anything else gets a plain list of what the copilot can answer", async () => {
    for (const question of ["asdf qwerty zxcv", "What's the weather like?", "Tell me a joke"]) {
      const answer = await ask(question);
      expect(answer.intent, question).toBe("unknown");
      expect(answer.lead).toBe(COPILOT_LEADS.unknown);
      expect(answer.canAnswer).toEqual([...COPILOT_CAN_ANSWER]);
      expect(answer.people).toEqual([]);
      expect(answer.reading).toEqual([]);
      expect(answer.facts).toEqual([]);
    }
  });

  it("refuses an empty question", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/trips/copilot/ask",
      payload: { question: "  ", trip: waterTrip },
    });
    expect(response.statusCode).toBe(400);
  });
});
