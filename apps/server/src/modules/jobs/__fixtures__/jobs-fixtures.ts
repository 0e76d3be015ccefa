import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ApplicationInput } from "@field-commons/shared/applications";
import type { JobInput, OrganizationInput } from "@field-commons/shared/jobs";
import type { Db } from "../../../db/client";
import { signedIn } from "../../../../test/factories";

/** A complete job form. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: "Research Fellow, Community Water Governance",
    type: "full-time",
    domain: "Water & Oceans",
    experienceLevel: "mid",
    location: { country: "Peru", city: "Cusco", type: "hybrid" },
    description:
      "Study how irrigation committees in the southern Andes allocate water in dry years, with the committees as partners.",
    category: "Research",
    compensation: { type: "salary", min: 42000, max: 52000, currency: "USD" },
    tags: ["irrigation", "fieldwork"],
    requirements: ["A master's degree in a related field"],
    responsibilities: ["Run monthly meetings with the committees"],
    benefits: ["Field allowance"],
    applicationDeadline: null,
    startDate: null,
    status: "active",
    ...overrides,
  };
}

export function organizationInput(overrides: Partial<OrganizationInput> = {}): OrganizationInput {
  return {
    name: `Commons Lab ${randomBytes(3).toString("hex")}`,
    website: "https://commons-lab.example.org",
    description: "A research group on shared resources.",
    size: "11-50",
    location: "Lima, Peru",
    domain: "Water & Oceans",
    ...overrides,
  };
}

/** A signed-in user who owns a new organization. */
export async function employer(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<OrganizationInput> = {},
) {
  const session = await signedIn(app, db);
  const response = await session.client.post("/api/organizations", organizationInput(overrides));
  if (response.statusCode !== 201) {
    throw new Error(`organization not created: ${response.statusCode} ${response.body}`);
  }
  const organization = response.json().organization as { id: string; slug: string; name: string };
  return { ...session, organization };
}

/** Posts a job as the employer; returns its detail. */
export async function postJob(
  client: Awaited<ReturnType<typeof employer>>["client"],
  overrides: Partial<JobInput> = {},
) {
  const response = await client.post("/api/jobs", jobInput(overrides));
  if (response.statusCode !== 201) {
    throw new Error(`job not posted: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { id: string; title: string; status: string };
}

export function applicationInput(jobId: string, overrides: Partial<ApplicationInput> = {}) {
  return {
    jobId,
    name: "Ana María López",
    email: "ana@example.org",
    coverLetter: "I have spent four years mapping irrigation turns with water judges in Apurímac.",
    portfolio: "https://ana.example.org",
    linkedin: "https://www.linkedin.com/in/ana-lopez",
    experience: "Four years of fieldwork with irrigation committees",
    skills: ["Interviews", "QGIS", "interviews"],
    availability: "1-month" as const,
    expectedSalary: "USD 48,000",
    notes: "Available for fieldwork from June.",
    ...overrides,
  };
}

/** A multipart body with the application's JSON and a résumé file, in that order. */
export function applicationBody(
  fields: object | string | null,
  resume: { data: Buffer; filename: string; contentType: string } | null,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fc${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  if (fields !== null) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${
          typeof fields === "string" ? fields : JSON.stringify(fields)
        }\r\n`,
      ),
    );
  }
  if (resume) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${resume.filename}"\r\nContent-Type: ${resume.contentType}\r\n\r\n`,
      ),
      resume.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends an application as the session's user. */
export function apply(
  app: FastifyInstance,
  cookie: string | null,
  fields: object | string | null,
  resume: { data: Buffer; filename: string; contentType: string } | null,
) {
  const body = applicationBody(fields, resume);
  return app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}
