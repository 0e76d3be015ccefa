import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp, expectNoSeriousViolations, installOfflineCopy } from "./helpers";

const NETWORK_ERROR = "Network error. Please check your connection and try again.";
const WAITING = "Kept on this device. Your changes are sent when the connection is back.";

interface ServerCard {
  id: string;
  cardType: string;
  title: string;
  order: number;
  content: { content?: string };
}

/** A trip of three cards made for a fresh account; returns its id. */
async function makeTrip(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.post("/api/trips", {
    data: {
      trip: {
        type: "trip",
        title,
        domain: "Land & Environment",
        location: { name: "Naryn", country: "Kyrgyzstan", lat: 41.43, lng: 75.99 },
        body: { city: "Naryn" },
      },
      cards: [
        { cardType: "transport", title: "Getting There" },
        {
          cardType: "notes",
          title: "Field Notes",
          content: {
            content: "Pasture committee meets at dawn.\nHerders split the summer grazing.",
          },
        },
        { cardType: "checklist", title: "Packing" },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { trip: { id: string } }).trip.id;
}

async function serverCards(request: APIRequestContext, tripId: string): Promise<ServerCard[]> {
  const response = await request.get(`/api/trips/${tripId}`);
  expect(response.status()).toBe(200);
  const { cards } = (await response.json()) as { cards: ServerCard[] };
  return [...cards].sort((a, b) => a.order - b.order);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** On a phone the cards start folded: opens one to work in it. */
async function unfold(page: Page, title: string) {
  const expand = page.getByRole("button", { name: `Expand ${title}` });
  if (await expand.isVisible()) await expand.click();
}

async function renameCard(page: Page, from: string, to: string) {
  await unfold(page, from);
  await page.getByRole("button", { name: `Rename ${from}` }).click();
  await card(page, from).getByLabel("Card title").fill(to);
  await card(page, from).getByRole("button", { name: "Save Title" }).click();
  await expect(card(page, to)).toBeVisible();
}

async function saveTrip(page: Page) {
  await page.getByRole("button", { name: "Save Trip" }).first().click();
}

for (const width of [390, 1280]) {
  test.describe(`the planner with no network, at ${width} px`, () => {
    // Reloading with no network needs the service worker the other files block.
    test.use({ serviceWorkers: "allow" });

    test("edits, a new card and a removal survive two reloads offline and land once when the network returns", async ({
      page,
      context,
    }) => {
      // A reload with unsaved changes would ask first; here the changes are on the device.
      page.on("dialog", (dialog) => void dialog.accept());
      await page.setViewportSize({ width, height: 900 });
      await apiSignUp(page.request, "Aigerim Sadykova");
      const tripId = await makeTrip(page.request, "Pasture rotation in Naryn");
      await page.goto(`/trip-planner?trip=${tripId}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Pasture rotation in Naryn" }),
      ).toBeVisible();
      await installOfflineCopy(page);
      await expect(card(page, "Getting There")).toBeVisible();

      await context.setOffline(true);
      await renameCard(page, "Getting There", "Bus over the Dolon pass");
      await unfold(page, "Field Notes");
      await card(page, "Field Notes")
        .getByRole("textbox", { name: "Notes" })
        .fill(
          "Pasture committee meets at dawn.\nHerders split the summer grazing.\nWater rota agreed.",
        );
      await unfold(page, "Packing");
      await page.getByRole("button", { name: "Delete Packing" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete Card" }).click();
      await page.getByRole("button", { name: "Add Section Card" }).click();
      await page
        .getByRole("dialog", { name: "Add Section Card" })
        .getByRole("button", { name: "Budget" })
        .click();
      await expect(card(page, "Budget")).toBeVisible();
      await saveTrip(page);
      await expect(
        page.getByRole("alert").filter({ hasText: NETWORK_ERROR }).first(),
      ).toBeVisible();
      await expect(page.getByText(WAITING).first()).toBeVisible();
      const header = page.getByRole("banner");
      await expect(header.getByText("Offline")).toBeVisible();
      await expect(header.getByText(/\d+ changes? waiting/)).toBeVisible();
      // The count lists what waits, with where to open it.
      await header.getByText(/\d+ changes? waiting/).click();
      await expect(
        header.getByRole("link", { name: /^Trip: Pasture rotation in Naryn \(\d+ changes\)$/ }),
      ).toHaveAttribute("href", `/trip-planner?trip=${tripId}`);
      await header.getByText(/\d+ changes? waiting/).click();
      await expectNoSeriousViolations(page, `planner offline ${width}px`);
      await page.screenshot({ path: `test-results/planner-offline-${width}.png` });

      for (let reload = 0; reload < 2; reload += 1) {
        await page.reload();
        await expect(card(page, "Bus over the Dolon pass")).toBeVisible();
        await expect(card(page, "Budget")).toBeVisible();
        await expect(card(page, "Packing")).toHaveCount(0);
        await unfold(page, "Field Notes");
        await expect(card(page, "Field Notes").getByRole("textbox", { name: "Notes" })).toHaveValue(
          /Water rota agreed\./,
        );
      }
      // Nothing reached the server while offline.
      expect((await serverCards(page.request, tripId)).map((c) => c.title)).toEqual([
        "Getting There",
        "Field Notes",
        "Packing",
      ]);

      await context.setOffline(false);
      await expect
        .poll(async () => (await serverCards(page.request, tripId)).map((c) => c.title), {
          timeout: 20_000,
        })
        .toEqual(["Bus over the Dolon pass", "Field Notes", "Budget"]);
      const cards = await serverCards(page.request, tripId);
      expect(cards[1]!.content.content).toBe(
        "Pasture committee meets at dawn.\nHerders split the summer grazing.\nWater rota agreed.",
      );
      await expect(page.getByRole("banner").getByText(/changes? waiting/)).toHaveCount(0);
    });
  });
}

test("a card created while the answer is lost twice is made once", async ({ page, context }) => {
  await apiSignUp(page.request, "Bolot Replay");
  const tripId = await makeTrip(page.request, "Replay over a bad line");
  await page.goto(`/trip-planner?trip=${tripId}`);
  await expect(card(page, "Getting There")).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Add Section Card" }).click();
  await page
    .getByRole("dialog", { name: "Add Section Card" })
    .getByRole("button", { name: "Budget" })
    .click();
  await expect(page.getByText(WAITING).first()).toBeVisible();

  // The server makes the card, but the answer never arrives, twice.
  let lost = 0;
  const keys: string[] = [];
  await page.route(`**/api/trips/${tripId}/cards`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    const response = await route.fetch();
    if (lost < 2) {
      lost += 1;
      expect(response.status()).toBe(201);
      return route.abort("connectionreset");
    }
    return route.fulfill({ response });
  });
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverCards(page.request, tripId)).map((c) => c.title), {
      timeout: 30_000,
    })
    .toEqual(["Getting There", "Field Notes", "Packing", "Budget"]);
  await expect.poll(() => keys.length, { timeout: 30_000 }).toBe(3);
  expect(new Set(keys).size).toBe(1);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  expect(await serverCards(page.request, tripId)).toHaveLength(4);
});

test("two devices edit one trip offline: other fields merge, both note edits stay, the same field asks", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  await apiSignUp(first.request, "Cholpon Two Devices");
  const tripId = await makeTrip(first.request, "Two devices, one trip");
  const cookies = await first.context().cookies();
  const secondContext = await browser.newContext();
  await secondContext.addCookies(cookies);
  const second = await secondContext.newPage();

  for (const page of [first, second]) {
    await page.goto(`/trip-planner?trip=${tripId}`);
    await expect(card(page, "Getting There")).toBeVisible();
    await page.context().setOffline(true);
  }

  // First device: renames the transport card and adds a line at the end of the notes.
  await renameCard(first, "Getting There", "Shared taxi from Bishkek");
  await card(first, "Field Notes")
    .getByRole("textbox", { name: "Notes" })
    .fill(
      "Pasture committee meets at dawn.\nHerders split the summer grazing.\nWinter fodder is short.",
    );
  await saveTrip(first);
  await expect(first.getByText(WAITING).first()).toBeVisible();

  // Second device: renames the same card differently, adds a line at the start of the notes,
  // and renames another card.
  await renameCard(second, "Getting There", "Minibus via Kochkor");
  await card(second, "Field Notes")
    .getByRole("textbox", { name: "Notes" })
    .fill(
      "Arrived on Tuesday.\nPasture committee meets at dawn.\nHerders split the summer grazing.",
    );
  await renameCard(second, "Packing", "Packing for the jailoo");
  await saveTrip(second);
  await expect(second.getByText(WAITING).first()).toBeVisible();

  await first.context().setOffline(false);
  await expect
    .poll(async () => (await serverCards(first.request, tripId))[0]!.title, { timeout: 20_000 })
    .toBe("Shared taxi from Bishkek");

  await secondContext.setOffline(false);
  const conflicted = card(second, "Minibus via Kochkor");
  await expect(
    conflicted.getByText("This card was changed since you began editing it."),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(conflicted.getByText("Shared taxi from Bishkek")).toBeVisible();
  await expectNoSeriousViolations(second, "planner conflict");
  await second.screenshot({ path: "test-results/planner-conflict.png" });

  // The other changes went through meanwhile: the notes keep both lines, the other card its name.
  let cards = await serverCards(second.request, tripId);
  expect(cards[1]!.content.content).toBe(
    "Arrived on Tuesday.\nPasture committee meets at dawn.\nHerders split the summer grazing.\nWinter fodder is short.",
  );
  expect(cards[2]!.title).toBe("Packing for the jailoo");
  expect(cards[0]!.title).toBe("Shared taxi from Bishkek");

  await conflicted.getByRole("button", { name: /Keep mine/ }).click();
  await expect
    .poll(async () => (await serverCards(second.request, tripId))[0]!.title, { timeout: 20_000 })
    .toBe("Minibus via Kochkor");
  cards = await serverCards(second.request, tripId);
  expect(cards).toHaveLength(3);
  await expect(second.getByText("This card was changed since you began editing it.")).toHaveCount(
    0,
  );
  await first.context().close();
  await secondContext.close();
});
