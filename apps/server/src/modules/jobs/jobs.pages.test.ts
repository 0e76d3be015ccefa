import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createWebTestApp } from "../../../test/web-app";
import { employer, postJob } from "./__fixtures__/jobs-fixtures";

let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  web = await createWebTestApp(t, { APP_URL });
});

/** The configured address: every absolute link is on it, whatever Host the request names. */
const APP_URL = "https://commons.example.org";

/** The page's JSON-LD blocks, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe("the served HTML of a job page", () => {
  it("carries a schema.org JobPosting and OpenGraph tags, with the job's own text safely inside", async () => {
    const { client } = await employer(t.app, t.database.db, { name: "Andean Water Lab" });
    const title = "Fellow </script><script>alert(1)</script> & water";
    const job = await postJob(client, {
      title,
      applicationDeadline: "2099-03-31",
    });

    const page = await web.inject({
      method: "GET",
      url: `/jobs/${job.id}`,
      // A forged Host header: links must not follow it.
      headers: { host: "evil.example" },
    });
    expect(page.statusCode).toBe(200);
    // The text cannot leave the data block.
    expect(page.body).not.toContain("<script>alert(1)</script>");
    expect(page.body).toContain('<meta property="og:type" content="website" />');
    expect(page.body).toContain(
      `<meta property="og:title" content="Fellow &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; water, Andean Water Lab" />`,
    );
    const [posting] = jsonLdOf(page.body);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title,
      employmentType: "FULL_TIME",
      validThrough: "2099-03-31",
      url: `${APP_URL}/jobs/${job.id}`,
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Andean Water Lab" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Cusco", addressCountry: "Peru" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 42000, maxValue: 52000, unitText: "YEAR" },
      },
    });
    expect(typeof posting!.datePosted).toBe("string");
    expect(page.body).toContain(`<meta property="og:url" content="${APP_URL}/jobs/${job.id}" />`);
    expect(page.body).not.toContain("evil.example");
  });

  it("says a remote job is remote, and gives no salary for unpaid work", async () => {
    const { client } = await employer(t.app, t.database.db);
    const job = await postJob(client, {
      location: { country: "Kenya", city: "", type: "remote" },
      compensation: { type: "unpaid" },
    });
    const page = await web.inject({ method: "GET", url: `/jobs/${job.id}` });
    const [posting] = jsonLdOf(page.body);
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Kenya" },
    });
    expect(posting).not.toHaveProperty("jobLocation");
    expect(posting).not.toHaveProperty("baseSalary");
  });

  it("describes nothing for a draft, an unknown id or a malformed one", async () => {
    const { client } = await employer(t.app, t.database.db);
    const draft = await postJob(client, { status: "draft" });
    for (const url of [
      `/jobs/${draft.id}`,
      "/jobs/00000000-0000-4000-8000-000000000000",
      "/jobs/not-a-job",
    ]) {
      const page = await web.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(jsonLdOf(page.body)).toEqual([]);
      expect(page.body).not.toContain("og:title");
    }
  });
});
