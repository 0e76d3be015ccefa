import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  InterviewBody,
  OpinionEssayBody,
  PolicyBriefBody,
  type ContentType,
} from "@field-commons/shared/content";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createWebTestApp } from "../../../test/web-app";
import { as, signedIn } from "../../../test/factories";
import { multipartFile } from "../../../test/multipart";

/**
 * Policy briefs, opinion essays and interviews through the generic content
 * API: the life of an item, the publish rules, permissions, filters, and
 * that hostile text is stored and returned as text, never as HTML.
 */

type LongformType = Extract<ContentType, "policy-brief" | "opinion-essay" | "interview">;

let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  web = await createWebTestApp(t);
});

async function contentCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from content`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

// --- complete, publishable inputs ------------------------------------------------

function policyBriefInput(overrides: Record<string, unknown> = {}) {
  return {
    type: "policy-brief",
    title: "Recognise irrigators' courts in basin water law",
    summary: "Customary water courts settle disputes fast; basin plans should give them standing.",
    domain: "Water & Oceans",
    location: { name: "Valencia", country: "Spain", lat: 39.47, lng: -0.38 },
    body: {
      subtitle: "Lessons from the huerta for drought planning",
      executiveSummary: "Irrigators' courts resolve most disputes within a week at almost no cost.",
      problemStatement: "Basin plans ignore the bodies that actually allocate water on the ground.",
      keyFindings: "Local adjudication is fast, cheap and trusted by smallholders.",
      recommendations: "Give customary courts formal standing and a seat on drought committees.",
      policyRecommendations: [
        {
          title: "Formal standing for customary courts",
          priority: "high",
          description: "Name the courts in the basin plan as first instance for turn disputes.",
          implementation: "Amend the plan's governance annex at the next review.",
          timeline: "12-18 months",
          stakeholders: ["Canal communities", "Basin authority"],
          resources: "Legal drafting time; no new budget.",
        },
      ],
      evidence: [
        {
          source: "Session records of the irrigators' court",
          type: "Administrative records",
          credibility: "high",
          description: "Two seasons of cases and outcomes.",
          url: "https://example.org/records",
          date: "2023",
        },
      ],
      stakeholders: "Irrigators, canal guards, the basin authority, city council.",
      implementationPlan: "Consult, draft, adopt at the plan review.",
      timeline: "Within the next planning cycle.",
      budget: "Negligible.",
      risks: "Courts may be seen as folklore rather than institutions.",
      successMetrics: "Share of disputes settled locally; time to settlement.",
      conclusion: "Recognition costs little and keeps disputes out of the courts.",
      references: [
        {
          title: "Governing the Commons",
          authors: "Ostrom, E.",
          publication: "Cambridge University Press",
          year: "1990",
          url: "https://example.org/goc",
        },
      ],
      sources: "Field notes, 2022-2023.",
      contacts: "Through the canal communities' office.",
      tags: ["irrigation", "water courts"],
    },
    ...overrides,
  };
}

function opinionEssayInput(overrides: Record<string, unknown> = {}) {
  return {
    type: "opinion-essay",
    title: "Rivers as persons: a useful fiction",
    summary: "",
    domain: "Social & Governance Systems",
    location: { name: "Whanganui", country: "New Zealand", lat: -39.93, lng: 175.05 },
    body: {
      subtitle: "What legal personhood changes, and what it does not",
      essayType: "opinion",
      tone: "academic",
      excerpt: "Legal personhood gives a river a voice in court, not a guarantee of clean water.",
      thesis: "Personhood is a procedural tool; its value depends on who speaks for the river.",
      keyPoints: ["Standing is not protection", "Guardians need budgets"],
      evidence: ["The Whanganui settlement of 2017"],
      counterarguments: "Critics say personhood is symbolic; sometimes they are right.",
      conclusion: "Judge the arrangement by its guardians, not by its label.",
      callToAction: "Fund the guardians.",
      targetAudience: "Policy makers and river advocates",
      urgency: "medium",
      content: "## The argument\n\nA river that can sue still needs someone to *bring* the case.",
      sources: "Te Awa Tupua (Whanganui River Claims Settlement) Act 2017.",
      tags: ["rights of nature"],
      keywords: ["legal personhood"],
    },
    ...overrides,
  };
}

function interviewInput(overrides: Record<string, unknown> = {}) {
  return {
    type: "interview",
    title: "A forest officer on community patrols",
    summary: "",
    domain: "Land & Environment",
    location: { name: "Kavrepalanchok", country: "Nepal", lat: 27.55, lng: 85.55 },
    body: {
      subtitle: "Twenty years of user groups",
      excerpt: "How patrols, fines and a shared fund keep a hillside forested.",
      description: "A conversation about rules that villagers wrote themselves.",
      date: "2025-03-14",
      durationSeconds: 2700,
      mediaType: "text",
      interviewee: {
        name: "A district forest officer",
        title: "Forest officer",
        organization: "District forest office",
        bio: "Has worked with user groups for two decades.",
      },
      interviewer: { name: "Amara Okafor", title: "Researcher", organization: "Field Commons" },
      questions: [
        { question: "Who patrols the forest?", answer: "Members take turns.", timestamp: 0 },
        {
          question: "What happens to fines?",
          answer: "They go to the group fund.",
          timestamp: 300,
        },
      ],
      language: "en",
      transcript:
        "Who patrols the forest? Members take turns. What happens to fines? They go to the group fund.",
      consent: { recorded: true, published: true, contact: false },
      ethicsApproval: "Approved by the university ethics board.",
      ethicsNotes: "Interviewee asked to be described by role only.",
      sources: "Interview notes.",
      tags: ["community forestry"],
    },
    ...overrides,
  };
}

const INPUTS: Record<LongformType, (o?: Record<string, unknown>) => Record<string, unknown>> = {
  "policy-brief": policyBriefInput,
  "opinion-essay": opinionEssayInput,
  interview: interviewInput,
};

/** What a title-only draft lacks before publishing, as the spec's required markers say. */
const REQUIRED: Record<LongformType, Record<string, string[]>> = {
  "policy-brief": {
    domain: ["Domain is required to publish"],
    "location.name": ["Location is required to publish"],
    "body.executiveSummary": ["Executive summary is required to publish"],
    "body.problemStatement": ["Problem statement is required to publish"],
    "body.keyFindings": ["Key findings is required to publish"],
    "body.recommendations": ["Recommendations is required to publish"],
  },
  "opinion-essay": {
    "body.excerpt": ["Excerpt is required to publish"],
    "body.thesis": ["Thesis is required to publish"],
  },
  interview: {
    "body.date": ["Date is required to publish"],
    "body.excerpt": ["Excerpt is required to publish"],
    "body.interviewee.name": ["Interviewee name is required to publish"],
    "body.interviewer.name": ["Interviewer name is required to publish"],
  },
};

/** Bad input per type: the payload's body and the field the 400 must name. */
const BAD_INPUT: Record<LongformType, [string, Record<string, unknown>, string][]> = {
  "policy-brief": [
    [
      "an unknown priority",
      { policyRecommendations: [{ title: "x", priority: "urgent" }] },
      "body.policyRecommendations.0.priority",
    ],
    [
      "a recommendation without a title",
      { policyRecommendations: [{ priority: "low" }] },
      "body.policyRecommendations.0.title",
    ],
    [
      "an over-long executive summary",
      { executiveSummary: "x".repeat(20_001) },
      "body.executiveSummary",
    ],
    ["a field of another type", { thesis: "Not a brief field" }, "body"],
  ],
  "opinion-essay": [
    ["an unknown essay type", { essayType: "poem" }, "body.essayType"],
    ["a blank key point", { keyPoints: ["  "] }, "body.keyPoints.0"],
    ["content over 100,000 characters", { content: "x".repeat(100_001) }, "body.content"],
    ["more than 20 tags", { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, "body.tags"],
  ],
  interview: [
    ["a date that is not a date", { date: "14/03/2025" }, "body.date"],
    [
      "a blank question",
      { questions: [{ question: "   ", answer: "x" }] },
      "body.questions.0.question",
    ],
    ["a negative duration", { durationSeconds: -5 }, "body.durationSeconds"],
    ["an unknown media type", { mediaType: "podcast" }, "body.mediaType"],
    [
      "a media id that is not an upload id",
      { mediaUploadId: "../etc/passwd" },
      "body.mediaUploadId",
    ],
  ],
};

const TYPES: LongformType[] = ["policy-brief", "opinion-essay", "interview"];

describe("interview draft completeness", () => {
  it("counts title, interviewee, domain and transcript: the questions are not the transcript", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const draft = (title: string, body: Record<string, unknown>) =>
      client.post("/api/content", {
        type: "interview",
        title,
        domain: "Land & Environment",
        body,
      });
    const withTranscript = await draft("Transcript only", {
      transcript: "Who patrols the forest? Members take turns.",
    });
    expect(withTranscript.statusCode).toBe(201);
    expect(withTranscript.json().completeness).toBe(75);
    const withQuestions = await draft("Questions only", {
      questions: [{ question: "Who patrols the forest?", answer: "Members take turns." }],
    });
    expect(withQuestions.json().completeness).toBe(50);
    const updated = await client.put(`/api/content/${withQuestions.json().id}`, {
      type: "interview",
      title: "Questions only",
      domain: "Land & Environment",
      body: {
        interviewee: { name: "A district forest officer" },
        transcript: "Who patrols the forest? Members take turns.",
      },
    });
    expect(updated.json().completeness).toBe(100);
  });
});

describe.each(TYPES)("%s", (type) => {
  const input = INPUTS[type];

  it("is created as a draft, saved again without changing status, and read back by its author", async () => {
    const { client, user } = await signedIn(t.app, t.database.db);
    const created = await client.post("/api/content", input());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      type,
      status: "draft",
      author: { id: user.id },
      publishedAt: null,
      missingForPublish: [],
      completeness: 100,
    });
    expect(item.body).toEqual((input() as { body: unknown }).body);

    const saved = await client.put(`/api/content/${item.id}`, input({ title: "A second title" }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: "A second title", status: "draft" });
    expect(saved.json().slug).toBe("a-second-title");
    const read = await client.get(`/api/content/${type}/${item.id}`);
    expect(read.json().title).toBe("A second title");
  });

  it("publishes directly for a contributor, and asks anyone else to upgrade", async () => {
    const contributor = await signedIn(t.app, t.database.db, "contributor");
    const draft = (await contributor.client.post("/api/content", input())).json();
    const published = await contributor.client.post(`/api/content/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe("published");
    expect(published.json().publishedAt).not.toBeNull();
    expect((await as(t.app, null).get(`/api/content/${type}/${draft.slug}`)).statusCode).toBe(200);

    const free = await signedIn(t.app, t.database.db);
    const own = (await free.client.post("/api/content", input())).json();
    const refused = await free.client.post(`/api/content/${own.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("UPGRADE_REQUIRED");
    expect((await free.client.get(`/api/content/${type}/${own.id}`)).json().status).toBe("draft");
  });

  it("refuses to publish until the required fields are filled, naming each by path", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const draft = (
      await client.post("/api/content", { type, title: "Only a title so far" })
    ).json();
    const response = await client.post(`/api/content/${draft.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("NOT_READY_TO_PUBLISH");
    expect(response.json().error.fields).toEqual(REQUIRED[type]);
    expect((await client.get(`/api/content/${type}/${draft.id}`)).json().status).toBe("draft");
    // Filling them in is enough.
    expect((await client.put(`/api/content/${draft.id}`, input())).statusCode).toBe(200);
    expect((await client.post(`/api/content/${draft.id}/publish`)).statusCode).toBe(200);
  });

  it.each(BAD_INPUT[type])(
    "refuses %s with 400 and stores nothing",
    async (_label, body, field) => {
      const { client } = await signedIn(t.app, t.database.db);
      const before = await contentCount();
      const payload = input();
      const response = await client.post("/api/content", {
        ...payload,
        body: { ...(payload.body as object), ...body },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect(await contentCount()).toBe(before);
    },
  );

  it("refuses an update of another type, and keeps the item as it was", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const item = (await client.post("/api/content", input())).json();
    const other = TYPES.find((x) => x !== type)!;
    const response = await client.put(`/api/content/${item.id}`, INPUTS[other]());
    expect(response.statusCode).toBe(400);
    expect((await client.get(`/api/content/${type}/${item.id}`)).json().title).toBe(item.title);
  });

  it("lets only the author or an admin change or delete it; anonymous visitors only read what is published", async () => {
    const author = await signedIn(t.app, t.database.db, "contributor");
    const other = await signedIn(t.app, t.database.db, "contributor");
    const admin = await signedIn(t.app, t.database.db, "admin");
    const anonymous = as(t.app, null);
    const draft = (await author.client.post("/api/content", input())).json();

    // Drafts do not exist for anyone else.
    expect((await other.client.get(`/api/content/${type}/${draft.id}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/content/${type}/${draft.id}`)).statusCode).toBe(404);
    expect((await other.client.put(`/api/content/${draft.id}`, input())).statusCode).toBe(404);
    expect((await other.client.post(`/api/content/${draft.id}/publish`)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/content/${draft.id}`)).statusCode).toBe(404);
    expect((await anonymous.post("/api/content", input())).statusCode).toBe(401);
    expect((await anonymous.put(`/api/content/${draft.id}`, input())).statusCode).toBe(401);
    expect((await anonymous.post(`/api/content/${draft.id}/publish`)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/content/${draft.id}`)).statusCode).toBe(401);

    // An admin edits without taking it over, and may publish it.
    const edited = await admin.client.put(
      `/api/content/${draft.id}`,
      input({ title: "Edited by a moderator" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().author.id).toBe(author.user.id);
    const published = await admin.client.post(`/api/content/${draft.id}/publish`);
    expect(published.json().status).toBe("published");

    // Published: everyone reads, others still cannot change it.
    expect((await anonymous.get(`/api/content/${type}/${draft.id}`)).statusCode).toBe(200);
    expect((await other.client.put(`/api/content/${draft.id}`, input())).statusCode).toBe(403);
    expect((await other.client.delete(`/api/content/${draft.id}`)).statusCode).toBe(403);

    expect((await author.client.delete(`/api/content/${draft.id}`)).json()).toEqual({
      success: true,
    });
    expect((await anonymous.get(`/api/content/${type}/${draft.id}`)).statusCode).toBe(404);

    const second = (await author.client.post("/api/content", input())).json();
    expect((await admin.client.delete(`/api/content/${second.id}`)).statusCode).toBe(200);
    expect((await author.client.get(`/api/content/${type}/${second.id}`)).statusCode).toBe(404);
  });

  it("is found by the list filters: type, domain, text and author", async () => {
    const { client, user } = await signedIn(t.app, t.database.db, "contributor");
    const word = `Quenwhistle${type.replace("-", "")}`;
    const item = (
      await client.post("/api/content", input({ title: `${word} and the commons` }))
    ).json();
    await client.post(`/api/content/${item.id}/publish`);
    const domain = (input() as { domain: string }).domain;
    const anonymous = as(t.app, null);
    const ids = async (query: string) => {
      const response = await anonymous.get(`/api/content?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().items.map((i: { id: string }) => i.id);
    };
    const d = encodeURIComponent(domain);
    expect(await ids(`type=${type}&author=${user.id}`)).toEqual([item.id]);
    expect(await ids(`type=${type}&domain=${d}&author=${user.id}`)).toEqual([item.id]);
    expect(await ids(`type=${type}&q=${word.toLowerCase()}`)).toEqual([item.id]);
    expect(await ids(`q=${word}&type=case-study,trip`)).toEqual([]);
    const otherType = TYPES.find((x) => x !== type)!;
    expect(await ids(`type=${otherType}&author=${user.id}`)).toEqual([]);
    const otherDomain = domain === "Culture & Heritage" ? "Water & Oceans" : "Culture & Heritage";
    expect(
      await ids(`type=${type}&domain=${encodeURIComponent(otherDomain)}&author=${user.id}`),
    ).toEqual([]);
    const [card] = (await anonymous.get(`/api/content?type=${type}&author=${user.id}`)).json()
      .items;
    expect(card).not.toHaveProperty("body");
  });
});

// --- hostile text -------------------------------------------------------------------

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "[x](javascript:alert(1))",
  '" onmouseover="alert(1)',
] as const;
const HOSTILE = PAYLOADS.join(" ");
/** Shorter ones for fields limited to 100 characters (country) and 20 (the language code). */
const COUNTRY_HOSTILE =
  '<script>alert(1)</script><img src=x onerror=alert(1)>" onmouseover="alert(1)[x](javascript:1)';
const SHORT_HOSTILE = "<b onclick=alert(1)>";

type Schema = z.ZodType;

/** Dot paths of every free-text string in a schema ('questions[].answer'); formats (uuid, date) and enums are not free text. */
function freeTextPaths(schema: Schema, prefix = ""): string[] {
  const def = schema._zod.def as unknown as {
    type: string;
    innerType?: Schema;
    element?: Schema;
    shape?: Record<string, Schema>;
    format?: string;
  };
  if (def.type === "optional" || def.type === "default")
    return freeTextPaths(def.innerType!, prefix);
  if (def.type === "array") return freeTextPaths(def.element!, `${prefix}[]`);
  if (def.type === "object") {
    const shape = (schema as unknown as { shape: Record<string, Schema> }).shape;
    return Object.entries(shape).flatMap(([key, value]) =>
      freeTextPaths(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (def.type === "string" && !def.format) return [prefix];
  return [];
}

/** The string values at a path ('questions[].answer' gives every answer). */
function valuesAt(value: unknown, pathText: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of pathText.split(".")) {
    const list = part.endsWith("[]");
    const key = list ? part.slice(0, -2) : part;
    current = current.flatMap((v) => {
      const next = v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
      return list ? ((next as unknown[] | undefined) ?? []) : [next];
    });
  }
  return current;
}

const h = (label: string) => `${label} ${HOSTILE}`;
const hostileTags = [...PAYLOADS];

function hostileInputs(imageId: string): Record<LongformType, Record<string, unknown>> {
  const envelope = (label: string) => ({
    title: h(`${label} title`),
    summary: h(`${label} summary`),
    location: { name: h("place"), country: COUNTRY_HOSTILE, lat: 10, lng: 20 },
    images: [{ uploadId: imageId, alt: h("alt text"), caption: h("caption") }],
  });
  return {
    "policy-brief": {
      type: "policy-brief",
      ...envelope("Brief"),
      domain: "Water & Oceans",
      body: {
        subtitle: h("subtitle"),
        executiveSummary: h("executive summary"),
        problemStatement: h("problem"),
        keyFindings: h("findings"),
        recommendations: h("recommendations"),
        policyRecommendations: [
          {
            title: h("rec title"),
            priority: "high",
            description: h("rec description"),
            implementation: h("rec implementation"),
            timeline: h("rec timeline"),
            stakeholders: [h("rec stakeholder"), ...PAYLOADS],
            resources: h("rec resources"),
          },
        ],
        evidence: [
          {
            source: h("evidence source"),
            type: h("evidence type"),
            credibility: h("credibility"),
            description: h("evidence description"),
            url: "javascript:alert(1)",
            date: h("evidence date"),
          },
        ],
        stakeholders: h("stakeholders"),
        implementationPlan: h("plan"),
        timeline: h("timeline"),
        budget: h("budget"),
        risks: h("risks"),
        successMetrics: h("metrics"),
        conclusion: h("conclusion"),
        references: [
          {
            title: h("reference title"),
            authors: h("authors"),
            publication: h("publication"),
            year: h("year"),
            url: `javascript:alert(document.cookie)//${HOSTILE}`,
          },
        ],
        sources: h("sources"),
        contacts: h("contacts"),
        tags: hostileTags,
      },
    },
    "opinion-essay": {
      type: "opinion-essay",
      ...envelope("Essay"),
      domain: "Culture & Heritage",
      body: {
        subtitle: h("subtitle"),
        essayType: "critique",
        tone: "informal",
        excerpt: h("excerpt"),
        thesis: h("thesis"),
        keyPoints: [h("key point"), ...PAYLOADS],
        evidence: [h("evidence"), ...PAYLOADS],
        counterarguments: h("counterarguments"),
        conclusion: h("conclusion"),
        callToAction: h("call to action"),
        targetAudience: h("audience"),
        urgency: "high",
        content: `# Heading ${HOSTILE}\n\n<iframe src="javascript:alert(1)"></iframe>\n\n[link](javascript:alert(1)) ![img](x" onerror="alert(1))\n\n${HOSTILE}`,
        sources: h("sources"),
        tags: hostileTags,
        keywords: hostileTags,
      },
    },
    interview: {
      type: "interview",
      ...envelope("Interview"),
      domain: "Land & Environment",
      body: {
        subtitle: h("subtitle"),
        excerpt: h("excerpt"),
        description: h("description"),
        date: "2025-01-31",
        durationSeconds: 600,
        mediaType: "text",
        interviewee: {
          name: h("interviewee"),
          title: h("interviewee title"),
          organization: h("interviewee organization"),
          bio: h("interviewee bio"),
          links: {
            linkedin: "javascript:alert(1)",
            twitter: h("twitter"),
            website: `javascript:alert(1)//${HOSTILE}`,
          },
        },
        interviewer: {
          name: h("interviewer"),
          title: h("interviewer title"),
          organization: h("interviewer organization"),
          bio: h("interviewer bio"),
        },
        questions: [
          { question: h("question one"), answer: h("answer one"), timestamp: 0 },
          { question: h("question two"), answer: h("answer two"), timestamp: 60 },
        ],
        language: SHORT_HOSTILE,
        transcript: h("transcript"),
        consent: { recorded: true, published: true, contact: true },
        ethicsApproval: h("ethics approval"),
        ethicsNotes: h("ethics notes"),
        sources: h("sources"),
        tags: hostileTags,
      },
    },
  };
}

const BODY_SCHEMAS: Record<LongformType, Schema> = {
  "policy-brief": PolicyBriefBody,
  "opinion-essay": OpinionEssayBody,
  interview: InterviewBody,
};
const ENVELOPE_TEXT = [
  "title",
  "summary",
  "location.name",
  "location.country",
  "images[].alt",
  "images[].caption",
];

const isHostile = (v: unknown) =>
  typeof v === "string" && (v.includes("<") || v.includes("javascript:") || v.includes('"'));

describe("hostile text in every free-text field", () => {
  let inputs: Record<LongformType, Record<string, unknown>>;
  let contributor: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    contributor = await signedIn(t.app, t.database.db, "contributor");
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#4e342e" },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile("file", "x.png", "image/png", png);
    const image = await t.app.inject({
      method: "POST",
      url: "/api/uploads/images",
      payload,
      headers: { ...headers, cookie: contributor.cookie },
    });
    inputs = hostileInputs(image.json().id);
  });

  it.each(TYPES)("fills every free-text field of a %s with a payload (coverage check)", (type) => {
    const input = inputs[type];
    const paths = [...ENVELOPE_TEXT, ...freeTextPaths(BODY_SCHEMAS[type]).map((p) => `body.${p}`)];
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) {
      const values = valuesAt(input, p);
      expect(values.length, p).toBeGreaterThan(0);
      for (const value of values) expect(isHostile(value), `${p}: ${String(value)}`).toBe(true);
    }
  });

  it.each(TYPES)(
    "stores a %s's text verbatim and returns it as JSON, never as HTML",
    async (type) => {
      const input = inputs[type] as {
        body: Record<string, unknown>;
        title: string;
        summary: string;
      };
      const created = await contributor.client.post("/api/content", input);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers["content-type"]).toMatch(/^application\/json/);
      const item = created.json();

      const read = await as(t.app, null).get(`/api/content/${type}/${item.id}`);
      expect(read.statusCode).toBe(404); // a draft, not public yet
      const published = await contributor.client.post(`/api/content/${item.id}/publish`);
      expect(published.statusCode).toBe(200);

      const detail = await as(t.app, null).get(`/api/content/${type}/${item.id}`);
      expect(detail.headers["content-type"]).toMatch(/^application\/json/);
      const json = detail.json();
      expect(json.body).toEqual(input.body);
      expect(json.title).toBe(input.title);
      expect(json.summary).toBe(input.summary);
      expect(json.description).toBe(input.summary);
      expect(json.location).toMatchObject({ name: h("place"), country: COUNTRY_HOSTILE });
      expect(json.images[0]).toMatchObject({ alt: h("alt text"), caption: h("caption") });
      // The raw bytes carry the payloads as JSON strings, with no HTML entities added.
      expect(detail.body).toContain(JSON.stringify(HOSTILE).slice(1, -1));
      expect(detail.body).not.toContain("&lt;");

      const listed = await as(t.app, null).get(
        `/api/content?type=${type}&author=${contributor.user.id}&limit=50`,
      );
      const card = listed.json().items.find((i: { id: string }) => i.id === item.id);
      expect(card).toMatchObject({ title: input.title, summary: input.summary });

      // Stored as text in the database, exactly as sent.
      const stored = await t.database.db.execute(
        sql`select title, body from content where id = ${item.id}`,
      );
      const row = (stored as unknown as { rows: { title: string; body: unknown }[] }).rows[0]!;
      expect(row.title).toBe(input.title);
      expect(row.body).toEqual(input.body);
    },
  );

  it.each(TYPES)("puts a published %s's text into its detail page only escaped", async (type) => {
    const input = inputs[type] as { title: string; summary: string };
    const item = (await contributor.client.post("/api/content", input)).json();
    await contributor.client.post(`/api/content/${item.id}/publish`);

    const detailPath = {
      "policy-brief": "/policy-brief",
      "opinion-essay": "/opinion-essay",
      interview: "/interview",
    }[type];
    // An essay's id link moves to its slug (301); the other types answer at both.
    const keys = type === "opinion-essay" ? [item.slug] : [item.slug, item.id];
    for (const key of keys) {
      const page = await web.inject({
        method: "GET",
        url: `${detailPath}/${key}`,
        headers: { host: "commons.example" },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = page.body;
      const escaped = (s: string) =>
        s
          .replaceAll("&", "&amp;")
          .replaceAll("<", "&lt;")
          .replaceAll(">", "&gt;")
          .replaceAll('"', "&quot;")
          .replaceAll("'", "&#39;");
      expect(html).toContain(`<title>${escaped(input.title)} | Field Commons</title>`);
      expect(html).toContain(`<meta property="og:title" content="${escaped(input.title)}" />`);
      expect(html).toContain(`<meta name="description" content="${escaped(input.summary)}" />`);
      for (const payload of [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        '" onmouseover="alert(1)',
      ]) {
        expect(html).not.toContain(payload);
      }
      // Nothing else of the item reaches the page: the body is the app's to render as text.
      expect(html).not.toContain("executive summary");
      expect(html).not.toContain("question one");
      // The one script element is the JSON-LD data block (never run), and it parses.
      expect(html.match(/<script(?! type="application\/ld\+json">)/g) ?? []).toHaveLength(0);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      expect((JSON.parse(ld![1]!) as { headline: string }).headline).toBe(input.title);
    }
  });
});

// --- plural links ---------------------------------------------------------------------

describe("plural detail links", () => {
  it.each([
    ["/policy-briefs", "/policy-brief"],
    ["/opinion-essays", "/opinion-essay"],
    ["/interviews", "/interview"],
  ])("redirect %s/:id to %s/:id with 301, keeping the query", async (plural, canonical) => {
    const id = "6f1c5bfe-8a55-4a4e-9d4e-4b8f0c1d2e3f";
    const plain = await web.inject({ method: "GET", url: `${plural}/${id}` });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`${canonical}/${id}`);

    const withQuery = await web.inject({
      method: "GET",
      url: `${plural}/${id}?from=search&q=a%20b`,
    });
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe(`${canonical}/${id}?from=search&q=a%20b`);

    const head = await web.inject({ method: "HEAD", url: `${plural}/some-slug` });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe(`${canonical}/some-slug`);

    // The list page itself is not redirected.
    const list = await web.inject({ method: "GET", url: plural });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toBe("text/html; charset=utf-8");
    const slash = await web.inject({ method: "GET", url: `${plural}/` });
    expect(slash.statusCode).toBe(200);
    // Deeper paths are not detail links.
    expect((await web.inject({ method: "GET", url: `${plural}/a/b` })).statusCode).toBe(404);
  });

  it("keeps the id one path segment, so a redirect cannot leave the site or the route", async () => {
    const cases: [string, string][] = [
      ["/interviews/%2F%2Fevil.example", "/interview/%2F%2Fevil.example"],
      ["/policy-briefs/..%2F..%2Fadmin", "/policy-brief/..%2F..%2Fadmin"],
      ["/opinion-essays/caf%C3%A9-rivers", "/opinion-essay/caf%C3%A9-rivers"],
      ["/opinion-essays/a%22%3E%3Cscript%3E", "/opinion-essay/a%22%3E%3Cscript%3E"],
      ["/interviews/%5Cevil.example", "/interview/%5Cevil.example"],
    ];
    for (const [from, to] of cases) {
      const response = await web.inject({ method: "GET", url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it("leads to a page that shows the item", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const item = (
      await client.post("/api/content", policyBriefInput({ title: "Redirected brief" }))
    ).json();
    await client.post(`/api/content/${item.id}/publish`);
    const redirect = await web.inject({ method: "GET", url: `/policy-briefs/${item.id}` });
    const page = await web.inject({ method: "GET", url: redirect.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Redirected brief | Field Commons</title>");
  });

  it("also works without the built web app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/interviews/abc" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/interview/abc");
  });
});
