import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  adminOutbox,
  apiSignUp,
  openMessage,
  PASSWORD,
  pngFile,
  uniqueEmail,
  expectNoAxeViolations,
} from "./helpers";

async function myId(page: Page): Promise<string> {
  const me = await (await page.request.get("/api/auth/me")).json();
  return me.user.id as string;
}

test.describe("profiles and account settings", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [390, 1280]) {
    test(`edit a profile with an avatar, then the public profile shows it (${width} px)`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await apiSignUp(page.request, "Noor Haddad");
      const id = await myId(page);

      await page.goto("/profile/edit");
      await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
      await expectNoAxeViolations(page);
      const form = page.getByRole("form", { name: "Profile" });
      await form.getByLabel("Title").fill("Researcher, fisheries commons");
      await form.getByLabel("Location").fill("Essaouira, Morocco");
      await form.getByLabel("Website").fill("https://noor.example.org");
      await form.getByLabel("Bio").fill("I study how artisanal fishers share the sardine grounds.");
      await form.getByLabel("ORCID iD").fill("0000-0002-1825-0098");
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expect(form.getByText(/check digit did not match/)).toBeVisible();
      await form.getByLabel("ORCID iD").fill("0000-0002-1825-0097");
      await form.getByLabel("Upload Avatar").setInputFiles(await pngFile("me.png", "#0f766e"));
      await expect(form.getByRole("img", { name: "Avatar preview" })).toBeVisible();
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Profile saved.")).toBeVisible();

      // Someone else, signed out, reads the public profile.
      const readerContext = await browser.newContext({ viewport: { width, height: 900 } });
      const reader = await readerContext.newPage();
      await reader.goto(`/profiles/${id}`);
      await expect(reader.getByRole("heading", { level: 1, name: "Noor Haddad" })).toBeVisible();
      await expect(reader.getByText("Researcher, fisheries commons")).toBeVisible();
      await expect(reader.getByText("Essaouira, Morocco")).toBeVisible();
      const avatar = reader.locator(`img[src*="/api/uploads/"]`).first();
      await expect(avatar).toBeVisible();
      expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(reader.getByRole("link", { name: /0000-0002-1825-0097/ })).toHaveAttribute(
        "href",
        "https://orcid.org/0000-0002-1825-0097",
      );
      await expect(reader.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);
      await expect(reader.getByRole("tab", { name: "Applications" })).toHaveCount(0);
      await expect(reader.getByText("I study how artisanal fishers")).toBeVisible();
      await expectNoAxeViolations(reader);
      await reader.getByRole("tab", { name: "Skills & Expertise" }).click();
      await expectNoAxeViolations(reader);
      await reader.screenshot({ path: `test-results/profile-public-${width}.png`, fullPage: true });
      await readerContext.close();

      // The owner sees Edit Profile and the Applications tab.
      await page.goto(`/profile/${id}`);
      await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
      await page.getByRole("tab", { name: "Applications" }).click();
      await expect(page.getByText("You have not applied to any jobs yet.")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("'Profile Not Found' for an unknown id", async ({ page }) => {
    await page.goto("/profile/00000000-0000-4000-8000-00000000abcd");
    await expect(page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("author names link to their profiles", async ({ page }) => {
    await page.goto("/");
    const author = page.locator('main a[href^="/profile/"]').first();
    await expect(author).toBeVisible();
    const name = (await author.textContent())!.trim();
    await author.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Publications" })).toBeVisible();
    await page.getByRole("tab", { name: "Publications" }).click();
    await expect(page.getByRole("tabpanel").getByRole("link").first()).toBeVisible();
  });

  test("change the e-mail address through the link sent to the new one", async ({
    page,
    browser,
  }) => {
    const oldEmail = await apiSignUp(page.request, "Ines Moreau");
    const newEmail = uniqueEmail("moved");
    await page.goto("/profile/edit");
    const form = page.getByRole("form", { name: "Change e-mail address" });
    await form.getByLabel("New e-mail address").fill(newEmail);
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change E-mail" }).click();
    await expect(page.getByText(newEmail)).toBeVisible();

    const admin = await adminOutbox(browser);
    const link = await openMessage(
      admin,
      newEmail,
      "Confirm your new e-mail address for Field Commons",
    );
    await admin.context().close();
    await page.goto(link);
    await expect(page.getByText("Email verified successfully!")).toBeVisible();

    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.user.email).toBe(newEmail);
    const old = await page.request.post("/api/auth/login", {
      data: { email: oldEmail, password: PASSWORD },
    });
    expect(old.status()).toBe(401);
  });

  test("change the password: other sessions end; sign a device out; delete the account", async ({
    page,
    browser,
  }) => {
    const email = await apiSignUp(page.request, "Tomas Lind");
    const laptop = await browser.newContext();
    const login = await laptop.request.post("/api/auth/login", {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(200);

    await page.goto("/profile/edit");
    const devices = page.getByRole("list", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByText("This device")).toBeVisible();

    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill("a second field notebook");
    await form.getByLabel("Confirm new password").fill("a second field notebook");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(
      page.getByText("Password changed. Your other sessions were signed out."),
    ).toBeVisible();
    expect((await (await laptop.request.get("/api/auth/me")).json()).user).toBeNull();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await laptop.close();

    const removal = page.getByRole("form", { name: "Delete account" });
    await removal.getByLabel("Password").fill("a second field notebook");
    await removal.getByRole("button", { name: "Delete Account" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
    const again = await page.request.post("/api/auth/login", {
      data: { email, password: "a second field notebook" },
    });
    expect(again.status()).toBe(401);
  });
});
