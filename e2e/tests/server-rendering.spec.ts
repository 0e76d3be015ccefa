import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp } from "./helpers";

/** The JSON block a server-rendered page carries for hydration. */
const STATE_BLOCK = 'id="fc-ssr-state"';

interface PublicPage {
  path: string;
  /** Text the page shows from its data, as the server rendered it. */
  text: string;
}

/** The public reading pages, each with a piece of its data, found through the API. */
async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const feed = (await (await request.get("/api/content?limit=50")).json()) as {
    items: { id: string; slug: string; type: string; title: string; author: { id: string } }[];
  };
  const first = (type: string) => {
    const item = feed.items.find((candidate) => candidate.type === type);
    if (!item) throw new Error(`The demo data has no published ${type}.`);
    return item;
  };
  const caseStudy = first("case-study");
  const jobs = (await (await request.get("/api/jobs")).json()) as {
    jobs: { id: string; title: string }[];
  };
  const digests = (await (await request.get("/api/digest")).json()) as {
    digests: { id: string; title: string }[];
  };
  const job = jobs.jobs[0]!;
  const digest = digests.digests[0]!;
  return [
    { path: "/", text: "Plan the field trip. Share what you find." },
    { path: "/about", text: "Field Commons" },
    { path: "/opinion-essays", text: first("opinion-essay").title },
    { path: "/policy-briefs", text: first("policy-brief").title },
    { path: "/interviews", text: first("interview").title },
    { path: "/jobs", text: job.title },
    { path: "/digest", text: digest.title },
    { path: `/case-study/${caseStudy.slug}`, text: caseStudy.title },
    { path: `/trip/${first("trip").id}`, text: first("trip").title },
    { path: `/policy-brief/${first("policy-brief").id}`, text: first("policy-brief").title },
    { path: `/opinion-essay/${first("opinion-essay").id}`, text: first("opinion-essay").title },
    { path: `/interview/${first("interview").id}`, text: first("interview").title },
    { path: `/jobs/${job.id}`, text: job.title },
    { path: `/digest/${digest.id}`, text: digest.title },
    { path: `/profile/${caseStudy.author.id}`, text: "Member since" },
  ];
}

/** Console messages that tell of a hydration problem or any other error. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat/i.test(text)) problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("server-rendered public pages", () => {
  test.describe.configure({ timeout: 120_000 });

  test("arrive with their content, readable without JavaScript", async ({ browser, request }) => {
    const pages = await publicPages(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, text } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await response?.text(), path).toContain(STATE_BLOCK);
      // Without the script the page is for reading: inert, so no button pretends to work.
      await expect(page.locator("#root"), path).toHaveAttribute("inert", "");
      await expect(page.getByRole("main").getByText(text).first(), path).toBeVisible();
    }
    await context.close();
  });

  test("hydrate without warnings and stay interactive", async ({ browser, request }) => {
    const pages = await publicPages(request);
    // Far from the server's clock and language: dates and numbers must not
    // depend on where the page is rendered.
    const context = await browser.newContext({ timezoneId: "Pacific/Kiritimati", locale: "de-DE" });
    const page = await context.newPage();
    for (const { path, text } of pages) {
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole("main").getByText(text).first(), path).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.locator("#root"), path).not.toHaveAttribute("inert");
      // hydrateRoot marks the container once React has taken the page over.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              Object.keys(document.getElementById("root") ?? {}).some((key) =>
                key.startsWith("__reactContainer"),
              ),
            ),
          { message: path },
        )
        .toBe(true);
      expect(problems, path).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
    // Ids made in the browser match the server's: a tab opened after hydration
    // controls a panel that exists (React does not correct ids in the HTML).
    const profile = pages.find(({ path }) => path.startsWith("/profile/"))!;
    await page.goto(profile.path);
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    const skills = page.getByRole("tab", { name: "Skills & Expertise" });
    await skills.click();
    const panelId = await skills.getAttribute("aria-controls");
    await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute("role", "tabpanel");

    // The hydrated page is the app: a link navigates without loading a document.
    await page.goto("/");
    // The page is inert until the script has taken it over.
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("banner").getByRole("link", { name: "Jobs", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });

  test("the first page's own scripts leave the schema library to the routes", async ({
    request,
  }) => {
    // What a page preloads counts towards its first paint; Zod arrives with the route.
    for (const path of ["/", "/policy-briefs", "/jobs"]) {
      const html = await (await request.get(path)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
      expect(preloaded.length, path).toBeGreaterThan(0);
      for (const [, href] of preloaded) expect(href, path).not.toMatch(/\/zod-/);
    }
  });

  test("a reader who scrolls before the script runs keeps their place", async ({ page }) => {
    // Hold the app's script back, as a slow connection would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/", { waitUntil: "commit" });
    const heading = page.getByRole("heading", { name: "Research Feed" });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top));
    const place = await page.evaluate(() => Math.round(window.scrollY));
    expect(place).toBeGreaterThan(100);
    release();
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(place);
  });

  test("a draft is never rendered into a page, and signed-in visitors get the plain app", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext();
    const author = context.request;
    await apiSignUp(author, "Ines Duarte");
    const title = "Unpublished notes on a grazing commons";
    const created = await author.post("/api/content", {
      data: { type: "case-study", title, summary: "Draft summary, not for readers yet." },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // Signed out: the draft does not exist, and its text is nowhere in the HTML.
    const anonymous = await request.get(`/case-study/${id}`);
    expect(anonymous.status()).toBe(404);
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).not.toContain(title);
    expect(anonymousHtml).not.toContain(STATE_BLOCK);

    // Its author gets the app, which loads the draft with the session; the
    // HTML holds nothing of it and is marked for the browser's cache only.
    const own = await author.get(`/case-study/${id}`);
    expect(own.status()).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).not.toContain(title);
    expect(ownHtml).not.toContain(STATE_BLOCK);
    expect(own.headers()["cache-control"]).toBe("private, no-cache");
    const page = await context.newPage();
    await page.goto(`/case-study/${id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    // A public page is rendered only for signed-out visitors, and varies on the cookie.
    const home = await author.get("/");
    expect(await home.text()).not.toContain(STATE_BLOCK);
    const publicHome = await request.get("/");
    expect(await publicHome.text()).toContain(STATE_BLOCK);
    expect(publicHome.headers()["vary"]).toContain("Cookie");
    await context.close();
  });
});
