import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "@field-commons/shared/applications";
import { as, signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { applications, jobs } from "../../db/schema/jobs";
import { uploads } from "../../db/schema/uploads";
import { apply, applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import {
  htmlPage,
  notDocxZip,
  oversizedPdf,
  resumeDoc,
  resumeDocx,
  resumePdf,
} from "./__fixtures__/resume-samples";
import { detectResumeType } from "./resume-type";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;
const pdf = () => ({ data: resumePdf(), filename: "cv.pdf", contentType: "application/pdf" });

function storedResumeFiles(): string[] {
  const dir = path.join(t.uploadsDir, "resumes");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

async function stored() {
  const [a] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(applications);
  const [u] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(eq(uploads.kind, "resume"));
  return { applications: a!.n, uploads: u!.n, files: storedResumeFiles().length };
}

async function openJob() {
  const org = await employer(t.app, db());
  const job = await postJob(org.client);
  return { org, job };
}

describe("résumé types, read from the bytes", () => {
  it("knows PDF, DOC and DOCX and nothing else", () => {
    expect(detectResumeType(resumePdf())).toBe("application/pdf");
    expect(detectResumeType(resumeDoc())).toBe("application/msword");
    expect(detectResumeType(resumeDocx())).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(detectResumeType(htmlPage())).toBeNull();
    expect(detectResumeType(notDocxZip())).toBeNull();
    expect(detectResumeType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      null,
    );
    expect(detectResumeType(Buffer.alloc(0))).toBeNull();
  });
});

describe("POST /api/applications", () => {
  it("stores the application with its résumé, availability and expected salary", async () => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const response = await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: "pending",
      coverLetter: expect.stringContaining("irrigation turns"),
      availability: "1-month",
      expectedSalary: "USD 48,000",
      notes: "Available for fieldwork from June.",
      applicant: {
        id: applicant.user.id,
        name: "Ana María López",
        email: "ana@example.org",
        skills: ["Interviews", "QGIS"],
        linkedin: "https://www.linkedin.com/in/ana-lopez",
      },
      job: { id: job.id },
      resume: { mimeType: "application/pdf", fileName: "resume-ana-maria-lopez.pdf" },
      resumeUrl: `/api/applications/${body.id}/resume`,
    });
    const detail = (await applicant.client.get(`/api/jobs/${job.id}`)).json();
    expect(detail.viewer.applicationId).toBe(body.id);
    expect(detail.counts.applications).toBe(1);
  });

  it.each([
    ["a .docx", resumeDocx(), "cv.docx"],
    ["a .doc", resumeDoc(), "cv.doc"],
  ])("accepts %s", async (_label, data, filename) => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const response = await apply(t.app, applicant.cookie, applicationInput(job.id), {
      data,
      filename,
      contentType: "application/octet-stream",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().resume.mimeType).toBe(detectResumeType(data));
  });

  it("needs a session", async () => {
    const { job } = await openJob();
    const before = await stored();
    const response = await apply(t.app, null, applicationInput(job.id), pdf());
    expect(response.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("refuses bad fields with 400 and stores nothing", async () => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const before = await stored();
    const cases: [object | string | null, string][] = [
      [applicationInput(job.id, { coverLetter: "x".repeat(1001) }), "coverLetter"],
      [applicationInput(job.id, { coverLetter: "   " }), "coverLetter"],
      [applicationInput(job.id, { email: "not-an-email" }), "email"],
      [applicationInput(job.id, { linkedin: "javascript:alert(1)" }), "linkedin"],
      [{ ...applicationInput(job.id), availability: "tomorrow" }, "availability"],
      [{ ...applicationInput(job.id), jobId: "nope" }, "jobId"],
      ["{not json", "application"],
      [null, "application"],
    ];
    for (const [fields, field] of cases) {
      const response = await apply(t.app, applicant.cookie, fields, pdf());
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    const tooLong = await apply(
      t.app,
      applicant.cookie,
      applicationInput(job.id, { coverLetter: "x".repeat(1001) }),
      pdf(),
    );
    expect(tooLong.json().error.fields.coverLetter).toEqual([
      "Cover letter must be at most 1000 characters",
    ]);
    const exactly = await apply(
      t.app,
      applicant.cookie,
      applicationInput(job.id, { coverLetter: "y".repeat(1000) }),
      pdf(),
    );
    expect(exactly.statusCode).toBe(201);
    const after = await stored();
    expect(after.applications).toBe(before.applications + 1);
  });

  it("needs the résumé, and a multipart body", async () => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const before = await stored();
    const missing = await apply(t.app, applicant.cookie, applicationInput(job.id), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.resume).toEqual([
      "Please attach your resume (.pdf, .doc or .docx)",
    ]);
    const json = await applicant.client.post("/api/applications", applicationInput(job.id));
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it("refuses a résumé over 5 MB with 413 and stores nothing", async () => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const before = await stored();
    const response = await apply(t.app, applicant.cookie, applicationInput(job.id), {
      data: oversizedPdf(RESUME_MAX_BYTES),
      filename: "cv.pdf",
      contentType: "application/pdf",
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("Resume is too large (max 5MB)");
    expect(await stored()).toEqual(before);
    // Exactly 5 MB is allowed.
    const limit = oversizedPdf(RESUME_MAX_BYTES - 1);
    const ok = await apply(t.app, applicant.cookie, applicationInput(job.id), {
      data: limit,
      filename: "cv.pdf",
      contentType: "application/pdf",
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it.each([
    ["an HTML page named .pdf", htmlPage(), "cv.pdf", "application/pdf"],
    ["a ZIP that is not a Word document", notDocxZip(), "cv.docx", "application/zip"],
    ["a PNG image", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "cv.pdf", "image/png"],
  ])("refuses %s with 415 and stores nothing", async (_label, data, filename, contentType) => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const before = await stored();
    const response = await apply(t.app, applicant.cookie, applicationInput(job.id), {
      data,
      filename,
      contentType,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe("Resume must be a .pdf, .doc or .docx file");
    expect(await stored()).toEqual(before);
  });

  it("takes one application per applicant per job (409), even when sent twice at once", async () => {
    const { job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const first = await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    expect(first.statusCode).toBe(201);
    const before = await stored();
    const again = await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_APPLIED");
    expect(await stored()).toEqual(before);

    const { job: other } = await openJob();
    const racing = await Promise.all(
      [1, 2, 3].map(() => apply(t.app, applicant.cookie, applicationInput(other.id), pdf())),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, other.id));
    expect(row!.applications).toBe(1);
    const after = await stored();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.files).toBe(before.files + 1);
  });

  it("refuses drafts (404) and closed jobs (409)", async () => {
    const { client } = await employer(t.app, db());
    const draft = await postJob(client, { status: "draft" });
    const closed = await postJob(client, { status: "closed" });
    const applicant = await signedIn(t.app, db());
    expect(
      (await apply(t.app, applicant.cookie, applicationInput(draft.id), pdf())).statusCode,
    ).toBe(404);
    const response = await apply(t.app, applicant.cookie, applicationInput(closed.id), pdf());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("JOB_CLOSED");
  });
});

describe("reading and reviewing applications", () => {
  async function applied() {
    const { org, job } = await openJob();
    const applicant = await signedIn(t.app, db());
    const application = (
      await apply(t.app, applicant.cookie, applicationInput(job.id), pdf())
    ).json() as { id: string };
    return { org, job, applicant, application };
  }

  it("lists the applicant's own applications with their status", async () => {
    const { applicant, application, org } = await applied();
    await org.client.put(`/api/applications/${application.id}`, { status: "reviewed" });
    const list = (await applicant.client.get("/api/applications")).json();
    expect(list.applications.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [application.id, "reviewed"],
    ]);
    expect(list.pagination).toEqual({ page: 1, limit: 12, total: 1, pages: 1 });
    const filtered = (await applicant.client.get("/api/applications?status=pending")).json();
    expect(filtered.applications).toEqual([]);
    const stranger = await signedIn(t.app, db());
    expect((await stranger.client.get("/api/applications")).json().applications).toEqual([]);
    expect((await as(t.app, null).get("/api/applications")).statusCode).toBe(401);
    expect((await applicant.client.get("/api/applications?limit=500")).statusCode).toBe(400);
  });

  it("shows one application to its applicant and the job's organization only", async () => {
    const { applicant, application, org } = await applied();
    const url = `/api/applications/${application.id}`;
    expect((await applicant.client.get(url)).statusCode).toBe(200);
    expect((await org.client.get(url)).statusCode).toBe(200);
    const stranger = await signedIn(t.app, db());
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    const otherOrg = await employer(t.app, db());
    expect((await otherOrg.client.get(url)).statusCode).toBe(404);
    expect((await as(t.app, null).get(url)).statusCode).toBe(401);
  });

  it("lets the organization set any status from any other; nobody else", async () => {
    const { applicant, application, org } = await applied();
    const url = `/api/applications/${application.id}`;
    for (const status of ["accepted", "pending", "rejected", "reviewed", "accepted"]) {
      const response = await org.client.put(url, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    expect((await applicant.client.put(url, { status: "rejected" })).statusCode).toBe(403);
    const stranger = await signedIn(t.app, db());
    expect((await stranger.client.put(url, { status: "rejected" })).statusCode).toBe(404);
    const otherOrg = await employer(t.app, db());
    expect((await otherOrg.client.put(url, { status: "rejected" })).statusCode).toBe(404);
    expect((await as(t.app, null).put(url, { status: "rejected" })).statusCode).toBe(401);
    expect((await org.client.put(url, { status: "hired" })).statusCode).toBe(400);
    expect((await applicant.client.get(url)).json().status).toBe("accepted");
  });

  it("sends the résumé as an attachment to the applicant and the organization only", async () => {
    const { applicant, application, org } = await applied();
    const url = `/api/applications/${application.id}/resume`;
    for (const client of [applicant.client, org.client]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(
        'attachment; filename="resume-ana-maria-lopez.pdf"',
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.rawPayload.equals(resumePdf())).toBe(true);
    }
    const stranger = await signedIn(t.app, db());
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    const otherOrg = await employer(t.app, db());
    expect((await otherOrg.client.get(url)).statusCode).toBe(404);
    expect((await as(t.app, null).get(url)).statusCode).toBe(401);
    // The public upload route never serves a résumé.
    const [row] = await db()
      .select({ uploadId: applications.resumeUploadId })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect((await as(t.app, null).get(`/api/uploads/${row!.uploadId}`)).statusCode).toBe(404);
    expect((await applicant.client.get(`/api/uploads/${row!.uploadId}`)).statusCode).toBe(404);
  });
});
