import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { analyzeAccessibility, expectNoSeriousViolations } from "./helpers";

for (const path of ["/", "/about", "/login", "/signup"]) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}

test("no serious or critical violations in the open account panel", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "account panel", '[role="dialog"]');
});

test("no serious or critical violations on a case study, the case-study form and the dashboard", async ({
  page,
}) => {
  const feed = await (await page.request.get("/api/content?type=case-study&limit=1")).json();
  const slug = feed.items[0].slug as string;
  await page.request.post("/api/auth/login", {
    data: { email: "contributor@fieldcommons.demo", password: "commons-contributor-demo" },
  });
  for (const path of [`/case-study/${slug}`, "/publish/case-study", "/dashboard"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test("no serious or critical violations on the planner, trips and the long-form lists, pages and forms", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = async (type: string) =>
    (
      (await (await page.request.get(`/api/content?type=${type}&limit=1`)).json()).items[0] as {
        slug: string;
      }
    ).slug;
  const paths = [
    "/trip-planner",
    `/trip/${await first("trip")}`,
    "/policy-briefs",
    `/policy-brief/${await first("policy-brief")}`,
    "/opinion-essays",
    `/opinion-essay/${await first("opinion-essay")}`,
    "/interviews",
    `/interview/${await first("interview")}`,
  ];
  await page.request.post("/api/auth/login", {
    data: { email: "contributor@fieldcommons.demo", password: "commons-contributor-demo" },
  });
  paths.push("/publish/policy-brief", "/publish/opinion-essay", "/publish/interview");
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test("the check includes label-in-name, and every Like, Save and Share counter passes it", async ({
  page,
}) => {
  const job = (await (await page.request.get("/api/jobs?limit=1")).json()).jobs[0] as {
    id: string;
  };
  for (const [path, hasCounters] of [
    ["/", true],
    ["/jobs", false],
    [`/jobs/${job.id}`, true],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    const results = await analyzeAccessibility(page);
    const ran = [
      ...results.passes,
      ...results.violations,
      ...results.incomplete,
      ...results.inapplicable,
    ];
    expect(ran.map((r) => r.id)).toContain("label-content-name-mismatch");
    const mismatch = results.violations.find((v) => v.id === "label-content-name-mismatch");
    expect(mismatch?.nodes.map((n) => n.target.join(" ")) ?? []).toEqual([]);
    // The counters say the number they show: 'Like, 4 likes' beside a visible 4.
    const counters = page.getByRole("button", {
      name: /^(Un)?(Like|Save|Share), \d[\d,]* (like|save|share)s?$/,
    });
    if (hasCounters) await expect(counters.first()).toBeVisible();
  }
});
