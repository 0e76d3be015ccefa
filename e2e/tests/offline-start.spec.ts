import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  DEMO_CONTRIBUTOR,
  apiLogin,
  expectNoSeriousViolations,
  installOfflineCopy,
} from "./helpers";

// This file needs the service worker that the other files block.
test.use({ serviceWorkers: "allow" });

/** The header's Account button (behind Menu on a phone): the app knows who is signed in. */
async function expectSignedIn(page: Page, width: number) {
  const banner = page.getByRole("banner");
  if (width < 768) await banner.getByRole("button", { name: "Menu" }).click();
  await expect(banner.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  if (width < 768) await banner.getByRole("button", { name: "Menu" }).click();
}

for (const width of [390, 1280]) {
  test(`with no network the installed app opens signed in, other screens load from the device and a page read before is readable, at ${width} px`, async ({
    page,
    context,
  }) => {
    // Installing the offline copy (the whole build) and three page loads: about
    // 20 s on a quiet machine, past 30 s on a loaded one.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    await page.goto("/dashboard");
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    await installOfflineCopy(page);

    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const app = (await manifest.json()) as { name: string; display: string; icons: unknown[] };
    expect(app).toMatchObject({ name: "Field Commons", display: "standalone" });
    expect(app.icons.length).toBeGreaterThanOrEqual(2);

    // A page read while online stays readable offline.
    const list = await page.request.get("/api/content?type=case-study&limit=1");
    const [study] = ((await list.json()) as { items: { slug: string; title: string }[] }).items;
    await page.goto(`/case-study/${study!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: study!.title })).toBeVisible();
    // What was read is written to the device a few seconds after it arrives.
    await page.waitForTimeout(3_500);
    await page.goto("/dashboard");
    await expectSignedIn(page, width);

    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await expectSignedIn(page, width);
    const openedMs = Date.now() - started;
    console.log(`[offline-start ${width}px] MEASURE: opened signed in offline in ${openedMs} ms`);
    test.info().annotations.push({
      type: "measure",
      description: `${width}px: opened signed in with no network in ${openedMs} ms`,
    });

    // A screen never opened before: its chunk comes from the precache.
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: "Smart Search" })).toBeVisible();
    await expectSignedIn(page, width);
    await expectNoSeriousViolations(page, `offline search ${width}px`);

    await page.goto(`/case-study/${study!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: study!.title })).toBeVisible();
    await page.screenshot({ path: `test-results/offline-reading-${width}.png` });

    // Back online, the server answers again and confirms the session.
    await context.setOffline(false);
    await page.goto("/dashboard");
    await expectSignedIn(page, width);
  });
}

for (const width of [390, 1280]) {
  test(`a trip kept offline opens with its cards and linked research with no network, at ${width} px`, async ({
    page,
    context,
  }) => {
    // Installing the offline copy (the whole build) and three page loads: about
    // 20 s on a quiet machine, past 30 s on a loaded one.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    // A trip whose cards link research, as planned trips do.
    const list = await page.request.get("/api/content?type=trip&limit=50");
    const trips = ((await list.json()) as { items: { id: string; slug: string }[] }).items;
    let chosen: { slug: string; title: string; linked: string | null } | null = null;
    for (const trip of trips) {
      const detail = (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as {
        trip: { title: string };
        cards: { cardType: string; title: string; content: { contentId?: string | null } }[];
      };
      const link = detail.cards.find(
        (card) => card.cardType === "case-study" && card.content.contentId,
      );
      if (detail.cards.length > 0) {
        chosen = {
          slug: trip.slug,
          title: detail.trip.title,
          linked: link?.content.contentId ?? null,
        };
        if (link) break;
      }
    }
    expect(chosen, "a demo trip with cards").not.toBeNull();

    await page.goto("/dashboard");
    await installOfflineCopy(page);
    await page.goto(`/trip/${chosen!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: chosen!.title })).toBeVisible();
    const keep = page.getByRole("switch", { name: "Keep offline" });
    await keep.click();
    await expect(keep).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText(/Kept on this device since/)).toBeVisible();
    await expectNoSeriousViolations(page, `keep offline ${width}px`);
    await page.screenshot({ path: `test-results/keep-trip-offline-${width}.png`, fullPage: false });

    await page.goto("/dashboard");
    await context.setOffline(true);
    const started = Date.now();
    await page.goto(`/trip/${chosen!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: chosen!.title })).toBeVisible();
    const openedMs = Date.now() - started;
    console.log(
      `[offline-start ${width}px] MEASURE: kept trip opened with no network in ${openedMs} ms`,
    );
    test.info().annotations.push({
      type: "measure",
      description: `${width}px: kept trip opened offline in ${openedMs} ms`,
    });
    await expect(page.getByRole("switch", { name: "Keep offline" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    if (chosen!.linked) {
      await page.getByRole("link", { name: "Read the linked case study" }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Failed to fetch case study")).toHaveCount(0);
    }
    await context.setOffline(false);
  });
}
