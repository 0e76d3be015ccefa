import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { ApplicationInput } from "@field-commons/shared/applications";
import { JobInput } from "@field-commons/shared/jobs";
import type { Db } from "../src/db/client";
import { simplePdf } from "../src/lib/simple-pdf";
import { insertApplication } from "../src/modules/applications";
import { jobColumnValues } from "../src/modules/jobs";
import { insertMember, insertOrganization } from "../src/modules/organizations";
import { slugify, withSuffix } from "../src/modules/content";
import type { Storage } from "../src/storage/storage";
import { DEMO_APPLICATIONS, DEMO_JOBS, DEMO_ORGANIZATIONS } from "./demo-jobs-data";
import { allAccounts, insertDemoJob, setApplicationStatus } from "./demo.repository";

const DAY_MS = 86_400_000;

function dayFromToday(days: number | null, now: number): string | null {
  return days === null ? null : new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

/** A one-page résumé for a demo applicant. */
function demoResume(name: string, experience: string, skills: string[]): Buffer {
  return simplePdf(
    [
      name,
      "Curriculum vitae",
      "",
      "Experience",
      experience,
      "",
      "Skills",
      skills.join(", "),
      "",
      "References available on request.",
    ],
    `Resume of ${name}`,
  );
}

/**
 * The jobs board's demo: organizations (NGOs, universities, a cooperative,
 * a foundation), jobs of every type, domain and location type, a few closed
 * and one draft, and applications in every status from the demo accounts,
 * each with a small generated PDF résumé. Run inside the seeding
 * transaction, after the demo accounts exist.
 */
export async function seedDemoJobs(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<{ organizations: number; jobs: number; applications: number }> {
  const now = Date.now();
  const accounts = new Map((await allAccounts(db)).map((u) => [u.email, u]));

  const organizations = new Map<string, { id: string; name: string; ownerId: string | null }>();
  for (const org of DEMO_ORGANIZATIONS) {
    const owner = org.ownerEmail ? accounts.get(org.ownerEmail) : undefined;
    const slug = slugify(org.name);
    const row = await insertOrganization(
      db,
      {
        name: org.name,
        website: org.website,
        description: org.description,
        size: org.size,
        location: org.location,
        domain: org.domain,
        createdBy: owner?.id ?? null,
      },
      slug,
      () => withSuffix(slug),
    );
    if (owner) await insertMember(db, row.id, owner.id, "owner");
    organizations.set(org.key, { id: row.id, name: row.name, ownerId: owner?.id ?? null });
  }

  const jobIds = new Map<string, string>();
  for (const job of DEMO_JOBS) {
    const org = organizations.get(job.org)!;
    const input = JobInput.parse({
      title: job.title,
      type: job.type,
      domain: job.domain,
      experienceLevel: job.experienceLevel,
      location: job.location,
      description: job.description,
      category: job.category,
      compensation: job.salary ? { type: "salary", ...job.salary } : { type: "unpaid" },
      tags: job.tags,
      requirements: job.requirements,
      responsibilities: job.responsibilities,
      benefits: job.benefits,
      applicationDeadline: dayFromToday(job.deadlineInDays, now),
      startDate: dayFromToday(job.startInDays, now),
      status: job.status,
    });
    const postedAt = new Date(now - job.postedDaysAgo * DAY_MS);
    const id = await insertDemoJob(db, {
      ...jobColumnValues(input, org.name),
      organizationId: org.id,
      postedBy: org.ownerId,
      createdAt: postedAt,
      updatedAt: postedAt,
      closedAt: job.status === "closed" ? new Date(now - 7 * DAY_MS) : null,
    });
    jobIds.set(job.title, id);
  }

  const stored: string[] = [];
  try {
    for (const demo of DEMO_APPLICATIONS) {
      const applicant = accounts.get(demo.applicantEmail);
      const jobId = jobIds.get(demo.jobTitle);
      if (!applicant || !jobId)
        throw new Error(`demo application for "${demo.jobTitle}" has no match`);
      const resume = demoResume(applicant.name, demo.experience, demo.skills);
      const resumeId = randomUUID();
      const storageKey = `resumes/${resumeId.slice(0, 2)}/${resumeId}`;
      await storage.put(storageKey, resume, "application/pdf");
      stored.push(storageKey);
      const input = ApplicationInput.parse({
        jobId,
        name: applicant.name,
        email: applicant.email,
        coverLetter: demo.coverLetter,
        experience: demo.experience,
        skills: demo.skills,
        availability: demo.availability,
        expectedSalary: demo.expectedSalary,
      });
      const id = await insertApplication(db, {
        applicantId: applicant.id,
        input,
        resume: { id: resumeId, mimeType: "application/pdf", bytes: resume.length, storageKey },
      });
      const appliedAt = new Date(now - demo.appliedDaysAgo * DAY_MS);
      await setApplicationStatus(db, id, demo.status, appliedAt);
    }
  } catch (error) {
    // The transaction rolls back; the files go too.
    await Promise.all(stored.map((key) => storage.delete(key)));
    throw error;
  }

  const counts = {
    organizations: organizations.size,
    jobs: jobIds.size,
    applications: DEMO_APPLICATIONS.length,
  };
  log.info(counts, "demo jobs board loaded");
  return counts;
}
