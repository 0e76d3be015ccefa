import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./fixtures";
import { PASSWORD, expectNoSeriousViolations, installOfflineCopy, uniqueEmail } from "./helpers";

const WAITING = "Kept on this device. Your changes are sent when the connection is back.";

/** A new account on the Contributor plan (signed in), so the editor opens straight away. */
async function contributor(request: APIRequestContext, name: string) {
  const response = await request.post("/api/auth/register", {
    data: { name, email: uniqueEmail("offline-draft"), password: PASSWORD, plan: "contributor" },
  });
  expect(response.status()).toBe(201);
  expect(
    (await request.post("/api/payments/simulate", { data: { plan: "contributor" } })).ok(),
  ).toBe(true);
}

async function draftsTitled(request: APIRequestContext, title: string) {
  const response = await request.get("/api/content?author=me&status=draft&limit=50");
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  return items.filter((item) => item.title === title);
}

for (const width of [390, 1280]) {
  test.describe(`a case-study draft with no network, at ${width} px`, () => {
    // Reloading with no network needs the service worker the other files block.
    test.use({ serviceWorkers: "allow" });

    test("is kept on the device through two reloads and saved once when the network returns", async ({
      page,
      context,
    }) => {
      page.on("dialog", (dialog) => void dialog.accept());
      await page.setViewportSize({ width, height: 900 });
      await contributor(page.request, "Nurlan Writer");
      const title = `Grazing rota of the Ak-Tal pastures ${randomBytes(3).toString("hex")}`;
      await page.goto("/publish/case-study");
      await installOfflineCopy(page);
      const form = page.getByRole("form", { name: "New Case Study" });
      await expect(form.getByLabel("Title")).toBeVisible();

      await context.setOffline(true);
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Problem").fill("Winter pastures were overgrazed by early arrivals.");
      await form.getByRole("button", { name: "Save Draft" }).click();
      await expect(page.getByText(WAITING)).toBeVisible();
      await expect(page.getByRole("banner").getByText(/1 change waiting/)).toBeVisible();
      await expectNoSeriousViolations(page, `offline draft ${width}px`);
      await page.screenshot({ path: `test-results/draft-offline-${width}.png` });

      for (let reload = 0; reload < 2; reload += 1) {
        await page.reload();
        await expect(form.getByLabel("Title")).toHaveValue(title);
        await expect(form.getByLabel("Problem")).toHaveValue(
          "Winter pastures were overgrazed by early arrivals.",
        );
      }
      // Written on after the reloads: sent too.
      await form
        .getByLabel("Problem")
        .fill("Winter pastures were overgrazed by early arrivals; the rota now staggers them.");
      await page.waitForTimeout(600);
      expect(await draftsTitled(page.request, title)).toHaveLength(0);

      await context.setOffline(false);
      await expect(page.getByRole("status").filter({ hasText: "Draft saved at" })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page).toHaveURL(/\/publish\/case-study\/[0-9a-f-]{36}$/);
      const saved = await draftsTitled(page.request, title);
      expect(saved).toHaveLength(1);
      const detail = (await (
        await page.request.get(`/api/content/case-study/${saved[0]!.id}`)
      ).json()) as {
        body: { problem?: string };
      };
      expect(detail.body.problem).toBe(
        "Winter pastures were overgrazed by early arrivals; the rota now staggers them.",
      );
      await expect(page.getByRole("banner").getByText(/changes? waiting/)).toHaveCount(0);
    });
  });
}
