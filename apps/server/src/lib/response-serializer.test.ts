import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentDetail, ContentPage, type ContentSummary } from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { TemplatePage } from "@field-commons/shared/trips";
import { compileStringify, responseSerializerCompiler } from "./response-serializer";

const image = {
  uploadId: "u1",
  url: "/api/uploads/u1",
  cardUrl: "/api/uploads/u1/card",
  width: 800,
  height: 600,
  alt: "A well",
  caption: "",
};

const summary: ContentSummary = {
  id: "7f1c1d5e-0000-4000-8000-000000000001",
  type: "case-study",
  slug: "shared-wells",
  title: 'Wells "shared" \u2028 across <villages>',
  summary: "How a village shares its water",
  description: "Field notes",
  domain: "Water & Oceans",
  status: "published",
  author: { id: "a1", name: "Ada" },
  location: { name: "Village", lat: 12.5, lng: null, country: "Kenya" },
  coverImage: image,
  imageCount: 1,
  images: [image],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  publishedAt: null,
  counts: { views: 3, likes: 2, saves: 1, shares: 0 },
  completeness: 80,
  viewer: { liked: true, saved: false },
};

function serializerFor(schema: z.ZodType, validate: boolean) {
  return responseSerializerCompiler({ validate })({
    schema,
    method: "GET",
    url: "/test",
    httpStatus: "200",
  });
}

describe("compiled response serializers", () => {
  it("write exactly what Zod validation and JSON.stringify wrote, for lists and details", () => {
    const page = {
      items: [summary, { ...summary, domain: null, coverImage: null, images: [], viewer: null }],
      nextCursor: "abc",
    };
    const detail = {
      ...summary,
      body: { problem: "Dry seasons", methods: 'Interviews and "archives"' },
      archivedAt: null,
      license: "CC-BY-4.0",
      authorCard: { id: "a1", name: "Ada", publications: 4, memberSince: "2025-01-01" },
      missingForPublish: ["Outcomes"],
      permissions: { edit: false, delete: false, publish: false },
    };
    for (const [schema, value] of [
      [ContentPage, page],
      [ContentDetail, detail],
      [
        ApiErrorBody,
        { success: false, error: { code: "NOT_FOUND", message: "Content not found" } },
      ],
    ] as const) {
      const compiled = compileStringify(schema);
      expect(compiled).not.toBeNull();
      expect(compiled!(value)).toBe(JSON.stringify((schema as z.ZodType).parse(value)));
    }
  });

  it("leave unions (the templates' card contents) to Zod, which writes the same JSON", () => {
    expect(compileStringify(TemplatePage)).toBeNull();
    const Card = z.object({
      card: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("note"), text: z.string() }),
        z.object({ kind: z.literal("place"), lat: z.number() }),
      ]),
    });
    expect(compileStringify(Card)).toBeNull();
    const value = { card: { kind: "note", text: "Bring water", secret: "x" } };
    for (const validate of [true, false]) {
      expect(serializerFor(Card, validate)(value)).toBe(
        '{"card":{"kind":"note","text":"Bring water"}}',
      );
    }
  });

  it("never write a property the schema does not name", () => {
    const leaky = {
      items: [{ ...summary, passwordHash: "secret", author: { ...summary.author, email: "x@y" } }],
      nextCursor: null,
    };
    for (const validate of [true, false]) {
      const out = serializerFor(ContentPage, validate)(leaky);
      expect(out).not.toContain("secret");
      expect(out).not.toContain("x@y");
      expect(JSON.parse(out)).toEqual({ items: [summary], nextCursor: null });
    }
  });

  it("refuse a response that does not match, with or without validation", () => {
    const missing = { items: [{ ...summary, title: undefined }], nextCursor: null };
    for (const validate of [true, false]) {
      expect(() => serializerFor(ContentPage, validate)(missing)).toThrow(
        "Response doesn't match the schema",
      );
    }
    // Only the validating serializer checks values the JSON Schema cannot refuse cheaply.
    const wrongEnum = { items: [{ ...summary, status: "secret" }], nextCursor: null };
    expect(() => serializerFor(ContentPage, true)(wrongEnum)).toThrow(
      "Response doesn't match the schema",
    );
  });

  it("keep the Zod path for schemas whose output JSON Schema cannot describe", () => {
    const transformed = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
    });
    expect(compileStringify(transformed)).toBeNull();
    const at = new Date("2026-03-04T05:06:07.000Z");
    expect(serializerFor(transformed, false)({ at })).toBe(
      JSON.stringify({ at: "2026-03-04T05:06:07.000Z" }),
    );
  });
});
