import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DELETED_USER_ID,
  isValidOrcid,
  normaliseOrcid,
  PROFILE_LIMITS,
} from "@field-commons/shared/profiles";
import { content } from "../../db/schema/content";
import { profiles } from "../../db/schema/profiles";
import {
  as,
  caseStudyInput,
  makeContent,
  makeTrip,
  makeUpload,
  makeUser,
  setUserStatus,
  signedIn,
} from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apply, applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { resumePdf } from "../applications/__fixtures__/resume-samples";

const t = await createTestApp();
const db = t.database.db;
const anonymous = as(t.app, null);

function profileInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Elinor Field",
    avatarUploadId: null,
    title: "Researcher in water commons",
    bio: "I study irrigation communities in the Andes.",
    location: "Cusco, Peru",
    website: "https://elinor.example.org",
    experience: "Ten years of fieldwork with water judges.",
    education: [{ degree: "PhD Political Economy", institution: "Indiana University", year: 1965 }],
    skills: ["Institutional analysis", "Fieldwork"],
    researchInterests: ["Water commons"],
    orcid: "0000-0002-1825-0097",
    showEmail: false,
    showApplicationCount: false,
    ...overrides,
  };
}

describe("ORCID iDs", () => {
  it("accept the check digit of ISO 7064 MOD 11-2, with X for ten", () => {
    expect(isValidOrcid("0000-0002-1825-0097")).toBe(true);
    expect(isValidOrcid("0000-0001-5109-3700")).toBe(true);
    expect(isValidOrcid("0000-0002-1694-233X")).toBe(true);
    expect(isValidOrcid("https://orcid.org/0000-0002-1825-0097")).toBe(true);
    expect(isValidOrcid("0000000218250097")).toBe(true);
    expect(isValidOrcid("0000-0002-1825-0098")).toBe(false);
    expect(isValidOrcid("0000-0002-1694-2330")).toBe(false);
    expect(isValidOrcid("0000-0002-1825")).toBe(false);
    expect(isValidOrcid("abcd-0002-1825-0097")).toBe(false);
    expect(normaliseOrcid(" https://orcid.org/0000-0002-1694-233x ")).toBe("0000-0002-1694-233X");
  });
});

describe("PUT /api/me/profile", () => {
  it("saves the profile, the name with it, and shows it on the public profile", async () => {
    const { user, client } = await signedIn(t.app, db);
    const saved = await client.put(
      "/api/me/profile",
      profileInput({ orcid: "https://orcid.org/0000-0002-1694-233x" }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      name: "Elinor Field",
      orcid: "0000-0002-1694-233X",
    });

    const response = await anonymous.get(`/api/profiles/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: "Elinor Field",
      title: "Researcher in water commons",
      location: "Cusco, Peru",
      website: "https://elinor.example.org",
      orcid: "0000-0002-1694-233X",
      skills: ["Institutional analysis", "Fieldwork"],
      education: [
        { degree: "PhD Political Economy", institution: "Indiana University", year: 1965 },
      ],
      email: null,
      isOwner: false,
    });
  });

  it("refuses a wrong ORCID check digit, a bad website, too many skills or a bad year, storing nothing", async () => {
    const { user, client } = await signedIn(t.app, db);
    const cases: [Record<string, unknown>, string][] = [
      [{ orcid: "0000-0002-1825-0098" }, "orcid"],
      [{ website: "javascript:alert(1)" }, "website"],
      [{ website: "not a site" }, "website"],
      [{ skills: Array.from({ length: PROFILE_LIMITS.skills + 1 }, (_, i) => `s${i}`) }, "skills"],
      [{ education: [{ degree: "MA", institution: "Bern", year: 1800 }] }, "education.0.year"],
      [{ bio: "x".repeat(PROFILE_LIMITS.bio + 1) }, "bio"],
      [{ name: "   " }, "name"],
      [{ extra: true }, ""],
    ];
    for (const [overrides, field] of cases) {
      const response = await client.put("/api/me/profile", profileInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      if (field) expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
  });

  it("takes only an image of the user's own as avatar, and shows it", async () => {
    const { user, client } = await signedIn(t.app, db);
    const someoneElse = await makeUser(db);
    const theirs = await makeUpload(db, t.app.storage, someoneElse.id);
    const refused = await client.put(
      "/api/me/profile",
      profileInput({ avatarUploadId: theirs.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.avatarUploadId).toBeDefined();

    const mine = await makeUpload(db, t.app.storage, user.id);
    const saved = await client.put("/api/me/profile", profileInput({ avatarUploadId: mine.id }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().avatar).toBe(`/api/uploads/${mine.id}/card`);
    const profile = (await anonymous.get(`/api/profiles/${user.id}`)).json();
    expect(profile.avatar).toBe(`/api/uploads/${mine.id}/card`);
    const image = await anonymous.get(profile.avatar);
    expect(image.statusCode).toBe(200);
  });

  it("needs a session", async () => {
    expect((await anonymous.put("/api/me/profile", profileInput())).statusCode).toBe(401);
    expect((await anonymous.get("/api/me/profile")).statusCode).toBe(401);
  });
});

describe("GET /api/profiles/{id}", () => {
  it("answers 'Profile Not Found' for unknown, malformed, deleted-user and banned ids", async () => {
    const banned = await makeUser(db);
    await setUserStatus(db, banned.id, "banned");
    for (const id of [randomUUID(), "not-an-id", DELETED_USER_ID, banned.id]) {
      const response = await anonymous.get(`/api/profiles/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toMatchObject({
        code: "PROFILE_NOT_FOUND",
        message: "Profile Not Found",
      });
      expect((await anonymous.get(`/api/profiles/${id}/publications`)).statusCode).toBe(404);
      expect((await anonymous.get(`/api/profiles/${id}/stats`)).statusCode).toBe(404);
    }
  });

  it("shows a person who never edited a profile with empty fields", async () => {
    const user = await makeUser(db, { name: "New Member" });
    const response = await anonymous.get(`/api/profiles/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "New Member",
      bio: "",
      skills: [],
      avatar: null,
    });
  });

  it("shows the e-mail address only when its owner chose to", async () => {
    const { user, client } = await signedIn(t.app, db);
    expect((await anonymous.get(`/api/profiles/${user.id}`)).json().email).toBeNull();
    await client.put("/api/me/profile", profileInput({ showEmail: true }));
    expect((await anonymous.get(`/api/profiles/${user.id}`)).json().email).toBe(user.email);
  });

  it("tells the owner it is theirs", async () => {
    const { user, client } = await signedIn(t.app, db);
    expect((await client.get(`/api/profiles/${user.id}`)).json().isOwner).toBe(true);
  });
});

describe("profile stats", () => {
  it("are real figures: published work, its views, likes and saves, and trips", async () => {
    const { user, client } = await signedIn(t.app, db, "contributor");
    const a = await makeContent(db, user, { status: "published" });
    const b = await makeContent(db, user, {
      status: "published",
      input: caseStudyInput({ title: "Forest user groups" }),
    });
    await makeContent(db, user, { input: caseStudyInput({ title: "A draft" }) });
    await makeTrip(db, user, { status: "published" });
    await makeTrip(db, user, { status: "draft" });
    await db.update(content).set({ views: 40, likes: 3, saves: 2 }).where(eq(content.id, a.id));
    await db.update(content).set({ views: 2, likes: 1, saves: 0 }).where(eq(content.id, b.id));

    const asOther = (await anonymous.get(`/api/profiles/${user.id}/stats`)).json();
    expect(asOther).toEqual({
      likes: 4,
      saves: 2,
      totalViews: 42,
      publications: 3,
      caseStudies: 2,
      trips: 1,
      applications: null,
    });
    const asOwner = (await client.get(`/api/profiles/${user.id}/stats`)).json();
    expect(asOwner).toMatchObject({ trips: 2, applications: 0, publications: 3 });
    const profile = (await anonymous.get(`/api/profiles/${user.id}`)).json();
    expect(profile).toMatchObject({ likes: 4, saves: 2, stats: asOther });
  });

  it("count applications for the owner, and for others only when the owner shows the count", async () => {
    const boss = await employer(t.app, db);
    const job = await postJob(boss.client);
    const applicant = await signedIn(t.app, db);
    const sent = await apply(t.app, applicant.cookie, applicationInput(job.id), {
      data: resumePdf(),
      filename: "cv.pdf",
      contentType: "application/pdf",
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const url = `/api/profiles/${applicant.user.id}/stats`;
    expect((await applicant.client.get(url)).json().applications).toBe(1);
    expect((await anonymous.get(url)).json().applications).toBeNull();
    expect((await boss.client.get(url)).json().applications).toBeNull();
    await applicant.client.put("/api/me/profile", profileInput({ showApplicationCount: true }));
    expect((await anonymous.get(url)).json().applications).toBe(1);

    // The list itself stays the applicant's own.
    expect((await anonymous.get("/api/applications")).statusCode).toBe(401);
    const theirs = await boss.client.get("/api/applications");
    expect(theirs.json().applications).toEqual([]);
    const own = await applicant.client.get("/api/applications");
    expect(own.json().applications).toHaveLength(1);
  });
});

describe("GET /api/profiles/{id}/publications", () => {
  it("lists published items of every type, newest first, one page at a time", async () => {
    const author = await makeUser(db, { role: "contributor" });
    const first = await makeContent(db, author, { status: "published" });
    await new Promise((r) => setTimeout(r, 5));
    const { trip } = await makeTrip(db, author, { status: "published" });
    await new Promise((r) => setTimeout(r, 5));
    const third = await makeContent(db, author, {
      status: "published",
      input: caseStudyInput({ title: "Seed libraries", summary: "s".repeat(150) }),
    });
    await makeContent(db, author, { input: caseStudyInput({ title: "Draft, not listed" }) });

    const page1 = await anonymous.get(`/api/profiles/${author.id}/publications?limit=2`);
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.publications.map((p: { id: string }) => p.id)).toEqual([third.id, trip.id]);
    expect(body1.publications[0]).toMatchObject({
      type: "case-study",
      title: "Seed libraries",
      excerpt: `${"s".repeat(100)}...`,
      domain: "Water & Oceans",
    });
    expect(body1.nextCursor).toEqual(expect.any(String));
    const page2 = await anonymous.get(
      `/api/profiles/${author.id}/publications?limit=2&cursor=${body1.nextCursor}`,
    );
    expect(page2.json().publications.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect(page2.json().nextCursor).toBeNull();

    const trips = await anonymous.get(`/api/profiles/${author.id}/publications?type=trip`);
    expect(trips.json().publications.map((p: { id: string }) => p.id)).toEqual([trip.id]);
  });

  it("refuses a bad limit, type or cursor with a 400", async () => {
    const author = await makeUser(db);
    for (const query of ["limit=0", "limit=51", "type=poem", "cursor=%%%", "extra=1"]) {
      const response = await anonymous.get(`/api/profiles/${author.id}/publications?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
