import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { ContentCreateInput, type ContentStatus } from "@field-commons/shared/content";
import { CardInput } from "@field-commons/shared/trips";
import type { PublicUser, UserRole, UserStatus } from "@field-commons/shared/users";
import type { Db } from "../src/db/client";
import type { UserRow } from "../src/db/schema/users";
import { hashPassword } from "../src/lib/passwords";
import { createSession } from "../src/lib/sessions.repository";
import type { ListedRow } from "../src/modules/content/content.presenter";
import { findContentById, updateContent } from "../src/modules/content/content.repository";
import { insertItemIn } from "../src/modules/content/content.service";
import { insertCards } from "../src/modules/trips/trips.repository";
import { cardValues } from "../src/modules/trips/trips.service";
import { insertUpload } from "../src/modules/uploads/uploads.repository";
import { presentUser } from "../src/lib/present-user";
import { insertUser, updateUser } from "../src/modules/users/users.repository";
import { SESSION_COOKIE } from "../src/plugins/session";
import type { Storage } from "../src/storage/storage";
import { sessionCookie } from "./test-app";

export const TEST_PASSWORD = "field-notes-2026";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.org`;
}

/**
 * One real Argon2id hash per password, shared by the users made with it:
 * hashing costs tens of milliseconds of CPU by design, and the factory makes
 * hundreds of users per run. Signing in still verifies the stored hash.
 */
const passwordHashes = new Map<string, Promise<string>>();

function hashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** Inserts exactly one user row. */
export async function makeUser(
  db: Db,
  overrides: { role?: UserRole; email?: string; name?: string; password?: string } = {},
) {
  const user = await insertUser(db, {
    email: overrides.email ?? uniqueEmail(overrides.role ?? "user"),
    name: overrides.name ?? "Test Researcher",
    passwordHash: await hashOf(overrides.password ?? TEST_PASSWORD),
    role: overrides.role ?? "user",
    isContributor: overrides.role !== undefined && overrides.role !== "user",
  });
  if (!user) throw new Error("factory: user not inserted");
  return user;
}

/** Signs a user in through the real login route; returns the Cookie header. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ cookie: string; user: PublicUser }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json().user as PublicUser };
}

/** A request builder bound to a session cookie. */
export function as(app: FastifyInstance, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return {
    get: (url: string) => app.inject({ method: "GET", url, headers }),
    post: (url: string, payload?: object) => app.inject({ method: "POST", url, headers, payload }),
    put: (url: string, payload: object) => app.inject({ method: "PUT", url, headers, payload }),
    patch: (url: string, payload: object) => app.inject({ method: "PATCH", url, headers, payload }),
    delete: (url: string, payload?: object) =>
      app.inject({ method: "DELETE", url, headers, payload }),
  };
}

/** Signs up a user of the role and returns a bound client and the user. */
export async function signedIn(app: FastifyInstance, db: Db, role: UserRole = "user") {
  const user = await makeUser(db, { role });
  const { cookie } = await login(app, user.email);
  return { user, cookie, client: as(app, cookie) };
}

/** A complete case study input that satisfies the publish rules. */
export function caseStudyInput(overrides: Record<string, unknown> = {}) {
  return {
    type: "case-study",
    title: "Community water boards in the Andes",
    summary: "How irrigators share scarce water through rotating turns.",
    domain: "Water & Oceans",
    location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
    body: {
      dates: "2019-2023",
      problem: "Upstream users took more than their share in dry years.",
      intervention: "A rotating schedule enforced by elected water judges.",
      outcomes: "Conflicts fell and downstream plots were irrigated again.",
    },
    ...overrides,
  };
}

/** A session for the user written straight to the table (any status); returns the Cookie header. */
export async function sessionFor(db: Db, userId: string): Promise<string> {
  const { token } = await createSession(
    db,
    userId,
    { idleMs: 86_400_000, maxMs: 86_400_000 },
    { ip: "127.0.0.1", userAgent: "factory" },
  );
  return `${SESSION_COOKIE}=${token}`;
}

export async function setUserStatus(db: Db, userId: string, status: UserStatus): Promise<void> {
  await updateUser(db, userId, { status });
}

/**
 * Inserts one content item by the author through the content service (a
 * case study unless the input says otherwise), then sets its status.
 */
export async function makeContent(
  db: Db,
  author: UserRow,
  options: { input?: Record<string, unknown>; status?: ContentStatus } = {},
): Promise<ListedRow> {
  const input = ContentCreateInput.parse(options.input ?? caseStudyInput());
  const user = presentUser(author);
  const id = await db.transaction((tx) => insertItemIn(tx, user, input));
  const status = options.status ?? "draft";
  if (status !== "draft") {
    const now = new Date();
    await updateContent(db, id, {
      status,
      ...(status === "published" ? { publishedAt: now, listedAt: now } : {}),
      ...(status === "archived" ? { archivedAt: now } : {}),
    });
  }
  return (await findContentById(db, id, author.id))!;
}

/** A trip by the author with the given number of place cards. */
export async function makeTrip(
  db: Db,
  author: UserRow,
  options: { status?: ContentStatus; cards?: number; startDate?: string } = {},
): Promise<{ trip: ListedRow; cardIds: string[] }> {
  const trip = await makeContent(db, author, {
    status: options.status,
    input: {
      type: "trip",
      title: "Irrigation commons field visit",
      domain: "Water & Oceans",
      location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
      body: {
        description: "Two weeks with the water judges.",
        ...(options.startDate ? { startDate: options.startDate, endDate: options.startDate } : {}),
      },
    },
  });
  const cards = Array.from({ length: options.cards ?? 2 }, (_, i) =>
    cardValues(CardInput.parse({ cardType: "place", title: `Stop ${i + 1}` })),
  );
  const rows = cards.length > 0 ? await insertCards(db, trip.id, cards) : [];
  return { trip, cardIds: rows.map((row) => row.id) };
}

/** A tiny PNG (with its card variant) stored and recorded as the owner's upload. */
export async function makeUpload(db: Db, storage: Storage, ownerId: string) {
  const png = await sharp({
    create: { width: 4, height: 3, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const id = randomUUID();
  const storageKey = `images/${id.slice(0, 2)}/${id}`;
  const cardKey = `${storageKey}-card.webp`;
  await storage.put(storageKey, png, "image/png");
  await storage.put(cardKey, await sharp(png).webp().toBuffer(), "image/webp");
  return insertUpload(db, {
    id,
    ownerId,
    kind: "image",
    mimeType: "image/png",
    bytes: png.length,
    width: 4,
    height: 3,
    storageKey,
    cardKey,
  });
}
