import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { organizationMembers } from "./db/schema/jobs";
import { organizationInput } from "./modules/jobs/__fixtures__/jobs-fixtures";
import { replaceInvitation } from "./modules/organizations/invitations.repository";
import { makeRecording } from "./modules/recordings/__fixtures__/recording-fixtures";
import { OFFICIAL_TEMPLATES } from "./modules/templates/official-templates";
import { inputRoutes, type InputRoute } from "./plugins/input-guard";
import {
  makeContent,
  makeTrip,
  makeUpload,
  makeUser,
  sessionFor,
  uniqueEmail,
} from "../test/factories";
import {
  jsonSchemaOf,
  malformedOf,
  nasty,
  queryString,
  toJsonText,
  urlJunk,
  urlText,
  validOf,
  type JsonSchema,
  type Pools,
} from "../test/fuzz/arbitraries";
import { startFakeNominatim } from "../test/fakes/fake-nominatim";
import { startFakeOverpass } from "../test/fakes/fake-overpass";
import { multipartFile } from "../test/multipart";
import { createTestApp } from "../test/test-app";
import { testDbKind } from "../test/test-database";

/*
 * Property-based fuzzing of every registered route, from its own schemas.
 * Each route gets inputs of its declared shape and malformed ones (wrong
 * types, NUL and lone surrogates, deep nesting, huge and odd numbers, long
 * strings, bad cursors, unknown fields, broken percent-escapes, odd content
 * types), as an anonymous caller, a signed-in user and an admin. Whatever
 * arrives: never a 5xx, every error in the project's shape without stack
 * traces or SQL, and a refused request stores nothing.
 *
 * Bounded for `npm test` (fixed seed, FUZZ_RUNS cases per route and caller);
 * FUZZ_RUNS=500 (and FUZZ_SEED=n) runs longer.
 */

/** Cases per route and caller: a third of the declared shape, two thirds malformed. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (testDbKind() === "postgres" ? 4 : 9));
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_501);
/**
 * Per route, new cases stop after this long: the geocoder routes wait a
 * second for each outside lookup by design. Malformed cases go first.
 */
const ROUTE_TIME_MS = Number(process.env.FUZZ_ROUTE_MS ?? Math.max(1500, RUNS * 100));

const nominatim = await startFakeNominatim({ cusco: { lat: -13.53, lng: -71.97 } });
const overpass = await startFakeOverpass([]);
const t = await createTestApp({
  GEOCODER_URL: nominatim.url,
  OVERPASS_URL: `${overpass.url}/api/interpreter`,
});
const db = t.database.db;
const user = await makeUser(db, { role: "contributor", name: "Fuzz Author" });
const admin = await makeUser(db, { role: "admin", name: "Fuzz Admin" });

/** Creates an organization through the real route; the user becomes its owner. */
async function organizationOf(userId: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/organizations",
    headers: { cookie: await sessionFor(db, userId) },
    payload: organizationInput(),
  });
  return (response.json() as { organization: { id: string } }).organization.id;
}
// The user owns an organization and is invited to another: the membership routes reach real rows.
const organizationId = await organizationOf(user.id);
const inviter = await makeUser(db, { name: "Fuzz Inviter" });
const invitingOrganizationId = await organizationOf(inviter.id);

afterAll(async () => {
  await nominatim.close();
  await overpass.close();
});

const ROUTES = inputRoutes(t.app).filter((route) => route.method !== "OPTIONS");

// Rate-limit counters record refused attempts by design; every other table must not move.
const TABLES = (
  (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
        order by table_name`,
  )) as unknown as { rows: { name: string }[] }
).rows.map((row) => row.name);

async function rowCounts(): Promise<Record<string, number>> {
  const columns = TABLES.map((name) => `(select count(*) from "${name}")::int as "${name}"`);
  const result = await db.execute(sql.raw(`select ${columns.join(", ")}`));
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

const LEAKS = [
  /\bat [^\n]*:\d+:\d+/,
  /node_modules/,
  /\bSELECT\b/,
  /\bINSERT INTO\b/,
  /syntax error/,
  /relation "/,
  /violates/,
  /duplicate key/,
  /ECONNREFUSED/,
];

const stats = { cases: 0, serverErrors: 0, routes: new Set<string>() };

type Caller = "anonymous" | "user" | "admin";
type Part = "params" | "query" | "body" | "content-type";

interface Case {
  malformed: Part | null;
  params: unknown;
  query: unknown;
  body: Body;
}

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown; contentType?: string }
  | { kind: "text"; text: string; contentType: string }
  | { kind: "multipart"; payload: Buffer; contentType: string };

function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return url.endsWith("*") ? [...names, "*"] : names;
}

function schemaOf(route: InputRoute, key: "params" | "querystring" | "body"): JsonSchema | null {
  const schema = route.schema as Record<string, unknown> | undefined;
  return jsonSchemaOf(schema?.[key]);
}

function consumesMultipart(route: InputRoute): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes("multipart/form-data") ?? false;
}

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "application/xml",
  "multipart/form-data",
];

function caseArbitraries(
  route: InputRoute,
  pools: Pools,
): { valid: fc.Arbitrary<Case>; malformed: fc.Arbitrary<Case> } {
  const names = paramNames(route.url);
  const paramsSchema: JsonSchema =
    schemaOf(route, "params") ??
    ({
      type: "object",
      properties: Object.fromEntries(names.map((n) => [n, { type: "string", minLength: 1 }])),
      required: names,
    } satisfies JsonSchema);
  const querySchema = schemaOf(route, "querystring");
  const bodySchema = schemaOf(route, "body");
  const hasBody = !["GET", "HEAD"].includes(route.method);
  const urlBad = fc.oneof(nasty, urlJunk);

  const params = {
    valid: validOf(paramsSchema, pools),
    bad: malformedOf(paramsSchema, pools, urlBad),
  };
  const query = querySchema
    ? { valid: validOf(querySchema, pools), bad: malformedOf(querySchema, pools, urlBad) }
    : {
        valid: fc.constant(undefined),
        bad: fc.dictionary(fc.constantFrom("cursor", "limit", "q", "x"), urlBad, { maxKeys: 2 }),
      };

  let body: { valid: fc.Arbitrary<Body>; bad: fc.Arbitrary<Body> };
  if (consumesMultipart(route)) {
    const file = fc
      .tuple(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom("image/png", "audio/mpeg", "text/plain"),
        fc.string({ maxLength: 20 }),
      )
      .map(([bytes, type, name]) => multipartFile("file", name, type, Buffer.from(bytes)));
    body = {
      valid: file.map(({ payload, headers }) => ({
        kind: "multipart" as const,
        payload,
        contentType: headers["content-type"]!,
      })),
      bad: fc.oneof(
        fc.tuple(file, fc.nat()).map(([{ payload, headers }, cut]) => ({
          kind: "multipart" as const,
          payload: payload.subarray(0, cut % (payload.length + 1)),
          contentType: headers["content-type"]!,
        })),
        file.map(({ payload }) => ({
          kind: "multipart" as const,
          payload,
          contentType: "multipart/form-data",
        })),
        nasty.map((value) => ({ kind: "json" as const, value })),
      ),
    };
  } else if (bodySchema) {
    body = {
      valid: validOf(bodySchema, pools).map((value) => ({ kind: "json" as const, value })),
      bad: fc.oneof(
        malformedOf(bodySchema, pools).map((value) => ({ kind: "json" as const, value })),
        fc.constantFrom("{", "", "[1,]", '{"a":1}{', "\u0000").map((text) => ({
          kind: "text" as const,
          text,
          contentType: "application/json",
        })),
      ),
    };
  } else {
    body = {
      valid: fc.constant({ kind: "none" as const }),
      bad: hasBody
        ? nasty.map((value) => ({ kind: "json" as const, value }))
        : fc.constant({ kind: "none" as const }),
    };
  }

  const parts: Part[] = ["params", "query", "body", "content-type"];
  const cases = (malformed: fc.Arbitrary<Part | null>) =>
    fc
      .tuple(
        malformed,
        params.valid,
        params.bad,
        query.valid,
        query.bad,
        body.valid,
        body.bad,
        fc.constantFrom(...CONTENT_TYPES),
      )
      .map(([malformed, pv, pb, qv, qb, bv, bb, contentType]) => ({
        malformed,
        params: malformed === "params" ? pb : pv,
        query: malformed === "query" ? qb : qv,
        body:
          malformed === "body"
            ? bb
            : malformed === "content-type" && bv.kind === "json"
              ? { ...bv, contentType }
              : bv,
      }));
  return {
    valid: cases(fc.constant(null)),
    malformed: cases(fc.constantFrom(...parts)),
  };
}

function pathOf(url: string, params: unknown): string {
  const values =
    params !== null && typeof params === "object" && !Array.isArray(params)
      ? (params as Record<string, unknown>)
      : {};
  const fill = (name: string) => {
    const value = name in values ? values[name] : params;
    const text = urlText(value === undefined || value === "" ? "x" : value);
    return text === "" ? "x" : text;
  };
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => fill(name))
    .replace(/\*$/, () => fill("*"));
}

async function send(
  route: InputRoute,
  c: Case,
  cookie: string | null,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let payload: string | Buffer | undefined;
  const b = c.body;
  if (route.method !== "HEAD" && route.method !== "GET" && b.kind !== "none") {
    if (b.kind === "json") {
      payload = toJsonText(b.value);
      headers["content-type"] = b.contentType ?? "application/json";
    } else if (b.kind === "text") {
      payload = b.text;
      headers["content-type"] = b.contentType;
    } else {
      payload = b.payload;
      headers["content-type"] = b.contentType;
    }
  }
  const url = pathOf(route.url, c.params) + queryString(c.query);
  return t.app.inject({ method: route.method as "GET", url, headers, payload });
}

function describeCase(
  route: InputRoute,
  c: Case,
  caller: Caller,
  response: LightMyRequestResponse,
) {
  const body = response.body.length > 400 ? `${response.body.slice(0, 400)}...` : response.body;
  const input = toJsonText({ ...c, body: c.body.kind === "multipart" ? "(multipart)" : c.body });
  return `${caller} ${route.method} ${route.url} -> ${response.statusCode} ${body}\ninput: ${input.slice(0, 600)}`;
}

/** Fresh rows of the user's for each route: ids and slugs the generated requests can hit. */
async function pools(): Promise<Pools> {
  const study = await makeContent(db, user, { status: "published" });
  const draft = await makeContent(db, user);
  const { trip, cardIds } = await makeTrip(db, user, { cards: 3 });
  const upload = await makeUpload(db, t.app.storage, user.id);
  const recording = await makeRecording(db, t.app.storage, user.id, {
    transcript: [{ start: 0, end: 3, text: "The committee meets on Monday." }],
  });
  const member = await makeUser(db, { name: "Fuzz Member" });
  await db
    .insert(organizationMembers)
    .values({ organizationId, userId: member.id, role: "member" });
  const expiresAt = new Date(Date.now() + 86_400_000);
  const sent = await replaceInvitation(db, {
    organizationId,
    email: uniqueEmail("fuzz-invited"),
    invitedBy: user.id,
    expiresAt,
  });
  const received = await replaceInvitation(db, {
    organizationId: invitingOrganizationId,
    email: user.email.toLowerCase(),
    invitedBy: inviter.id,
    expiresAt,
  });
  return {
    ids: [
      study.id,
      draft.id,
      trip.id,
      ...cardIds,
      upload!.id,
      recording.id,
      OFFICIAL_TEMPLATES[0]!.id,
      member.id,
      sent.id,
      received.id,
    ],
    slugs: [study.slug, trip.slug],
  };
}

/** Never a 5xx; errors in the project's shape, without stack traces or SQL. */
function check(route: InputRoute, c: Case, caller: Caller, response: LightMyRequestResponse) {
  const what = () => describeCase(route, c, caller, response);
  if (response.statusCode >= 500) {
    stats.serverErrors++;
    throw new Error(`5xx: ${what()}`);
  }
  if (response.statusCode < 400) return;
  for (const leak of LEAKS) {
    if (leak.test(response.body)) throw new Error(`leaks ${leak}: ${what()}`);
  }
  if (route.method === "HEAD") return;
  const parsed = JSON.parse(response.body) as {
    success?: unknown;
    error?: { code?: unknown; message?: unknown };
  };
  if (
    parsed.success !== false ||
    typeof parsed.error?.code !== "string" ||
    typeof parsed.error.message !== "string"
  ) {
    throw new Error(`error not in the project's shape: ${what()}`);
  }
}

interface Sent {
  c: Case;
  caller: Caller;
  cookie: string | null;
}

/**
 * Sends the refused requests again as one batch between two counts of every
 * table: a refused request stores nothing. A request the changed state now
 * lets through leaves the batch, which is then sent once more.
 */
async function replayRefused(route: InputRoute, refused: Sent[]) {
  let batch = refused;
  for (let attempt = 0; attempt < 3 && batch.length > 0; attempt++) {
    const before = await rowCounts();
    const still: Sent[] = [];
    for (const sent of batch) {
      const response = await send(route, sent.c, sent.cookie);
      stats.cases++;
      check(route, sent.c, sent.caller, response);
      if (response.statusCode >= 400) still.push(sent);
    }
    if (still.length === batch.length) {
      const after = await rowCounts();
      const moved = TABLES.filter((table) => after[table] !== before[table]);
      if (moved.length > 0) {
        const changes = moved.map((table) => `${table} ${before[table]} -> ${after[table]}`);
        const inputs = batch
          .slice(0, 5)
          .map((sent) => `${sent.caller}: ${toJsonText(sent.c).slice(0, 300)}`);
        throw new Error(
          `${batch.length} refused requests to ${route.method} ${route.url} stored rows (${changes.join(", ")}); ` +
            `first inputs:\n${inputs.join("\n")}`,
        );
      }
      return;
    }
    batch = still;
  }
}

function seedOf(route: InputRoute, caller: Caller): number {
  let hash = SEED;
  for (const ch of `${route.method} ${route.url} ${caller}`)
    hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return hash;
}

async function fuzzRoute(route: InputRoute) {
  const known = await pools();
  const { valid, malformed } = caseArbitraries(route, known);
  // HEAD runs its GET's handler: fewer cases.
  const mirrorsGet =
    route.method === "HEAD" && ROUTES.some((r) => r.method === "GET" && r.url === route.url);
  const runs = mirrorsGet ? Math.ceil(RUNS / 3) : RUNS;
  const deadline = Date.now() + ROUTE_TIME_MS;
  const refused: Sent[] = [];

  const callers: { caller: Caller; cookie: string | null }[] = [];
  for (const caller of ["anonymous", "user", "admin"] as const) {
    // A new session per route: a fuzzed logout may have ended the last one.
    const cookie =
      caller === "anonymous" ? null : await sessionFor(db, caller === "user" ? user.id : admin.id);
    callers.push({ caller, cookie });
  }
  const nValid = Math.ceil(runs / 3);
  const phases = [
    { arbitrary: malformed, numRuns: runs - nValid, valid: false },
    { arbitrary: valid, numRuns: nValid, valid: true },
  ];
  for (const phase of phases) {
    for (const { caller, cookie } of callers) {
      const cases = fc.sample(phase.arbitrary, {
        seed: seedOf(route, caller) + (phase.valid ? 1 : 0),
        numRuns: phase.numRuns,
      });
      for (const c of cases) {
        if (Date.now() > deadline) break;
        const response = await send(route, c, cookie);
        stats.cases++;
        check(route, c, caller, response);
        if (response.statusCode >= 400) refused.push({ c, caller, cookie });
      }
    }
  }
  await replayRefused(route, refused);
  stats.routes.add(`${route.method} ${route.url}`);
}

describe("fuzzing every route from its schemas", () => {
  it("finds the routes, with their schemas", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    const names = ROUTES.map((r) => `${r.method} ${r.url}`);
    expect(names).toContain("POST /api/content");
    expect(names).toContain("GET /api/content");
    expect(names).toContain("POST /api/uploads/images");
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s",
    async (_name, route) => {
      await fuzzRoute(route);
    },
    120_000,
  );

  afterAll(() => {
    console.log(
      `fuzz (${testDbKind()}, seed ${SEED}, ${RUNS} runs per route and caller): ` +
        `${stats.routes.size} routes, ${stats.cases} cases, ${stats.serverErrors} responses 5xx`,
    );
  });
});

/*
 * Values no schema describes: OAI-PMH resumption tokens (base64url JSON the
 * server issued) and the fc_vid visitor cookie (signed by the server). Made
 * up or altered, each is refused as the protocol says, never a 5xx, and never
 * a new visitor.
 */
describe("crafted values the schemas cannot describe", () => {
  const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const year = fc.oneof(
    fc.integer({ min: 0, max: 99_999 }),
    fc.constantFrom(0, 1, 1969, 1970, 9999, 10_000),
  );
  const instant = fc.oneof(
    fc.date().map((d) => (Number.isNaN(d.getTime()) ? "Invalid Date" : d.toISOString())),
    year.map((y) => `${String(y).padStart(4, "0")}-01-01T00:00:00.000Z`),
    year.map((y) => `${String(y).padStart(4, "0")}-12-31T23:59:59.999Z`),
    fc.constantFrom(
      "0000-01-01T00:00:00.000Z",
      "+010000-01-01T00:00:00.000Z",
      "-000001-01-01T00:00:00.000Z",
      "",
    ),
  );
  const day = fc.oneof(
    year.map((y) => `${String(y).padStart(4, "0")}-01-01`),
    fc.constantFrom("2026-02-30", "9999-12-31", "0001-01-01"),
  );
  const tail = fc.string({ unit: fc.constantFrom(...BASE64URL, "=", ".", "!"), maxLength: 3 });
  // A token as the server issues it, with one part changed.
  const issued = {
    v: 1,
    verb: "ListIdentifiers",
    metadataPrefix: "oai_dc",
    after: { at: new Date(Date.now() - 86_400_000).toISOString(), id: randomUUID() },
    cursor: 100,
  };
  const change = fc.oneof(
    { weight: 4, arbitrary: instant.map((at) => ({ at })) },
    fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })).map((id) => ({ id })),
    fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 60)).map((cursor) => ({ cursor })),
    fc.record({
      from: fc.option(day, { nil: undefined }),
      until: fc.option(day, { nil: undefined }),
    }),
    fc.constantFrom("ListRecords", "GetRecord", "ListSets").map((verb) => ({ verb })),
    tail.map((junk) => ({ junk })),
  );
  const token = change.map((c: Record<string, unknown>) => {
    const { at = issued.after.at, id = issued.after.id, junk = "", ...rest } = c;
    return {
      at: String(at),
      value:
        Buffer.from(JSON.stringify({ ...issued, ...rest, after: { at, id } })).toString(
          "base64url",
        ) + String(junk),
    };
  });

  it("OAI-PMH resumption tokens: any position, cursor, id or tail is an OAI answer", async () => {
    await makeContent(db, user, { status: "published" });
    const crafted = (at: string) => ({
      at,
      value: Buffer.from(JSON.stringify({ ...issued, after: { ...issued.after, at } })).toString(
        "base64url",
      ),
    });
    // The probe's finds first (year 0000 answered 500 on both databases), then random changes.
    const cases = [
      crafted("0000-01-01T00:00:00.000Z"),
      crafted("9999-12-31T23:59:59.999Z"),
      ...fc.sample(token, { seed: SEED, numRuns: RUNS * 15 }),
    ];
    for (const { at, value } of cases) {
      for (const verb of ["ListIdentifiers", "ListRecords"]) {
        const response = await t.app.inject({
          method: "GET",
          url: `/oai?verb=${verb}&resumptionToken=${encodeURIComponent(value)}`,
        });
        stats.cases++;
        const what = `${verb} ${Buffer.from(value, "base64url").toString()} -> ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBe(200);
        expect(response.body, what).toMatch(
          /<error code="[A-Za-z]+">|<ListIdentifiers>|<ListRecords>/,
        );
        // A position no database can hold is never taken for one.
        if (!/^\d{4}-/.test(at) || at.startsWith("0000-")) {
          expect(response.body, what).toContain('<error code="badResumptionToken">');
        }
      }
    }
  });

  it("visitor cookies: made-up fc_vid values never count a view twice from one address", async () => {
    const item = await makeContent(db, user, { status: "published" });
    const vid = fc.oneof(
      fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 22, maxLength: 22 }),
      fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 44, maxLength: 44 }),
      fc.string({ unit: fc.constantFrom(...BASE64URL, ".", "=", "%"), maxLength: 80 }),
      fc.string({ maxLength: 60 }),
    );
    const values = fc.sample(vid, { seed: SEED, numRuns: RUNS * 10 });
    let last = { counted: false, count: 0 };
    for (const value of values) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/content/${item.id}/views`,
        headers: {
          cookie: `fc_vid=${encodeURIComponent(value)}`,
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        },
        remoteAddress: "10.250.0.1",
      });
      stats.cases++;
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(200);
      last = response.json();
    }
    expect(last).toEqual({ counted: false, count: 1 });
  });
});
