import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./fixtures";
import {
  apiLogin,
  apiSignUp,
  DEMO_CONTRIBUTOR,
  expectNoSeriousViolations,
  PASSWORD,
} from "./helpers";

/** The link of the newest message to the address, read from the demo outbox as the admin. */
async function invitationLink(admin: APIRequestContext, to: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await admin.get("/api/admin/outbox?limit=50");
        const body = (await response.json()) as {
          items: { id: string; to: string; subject: string }[];
        };
        id = body.items.find(
          (m) => m.to === to.toLowerCase() && m.subject.startsWith("Invitation to join"),
        )?.id;
        return id !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const message = (await (await admin.get(`/api/admin/outbox/${id}`)).json()) as {
    message: { text: string };
  };
  const link = message.message.text.match(
    /https?:\/\/\S+\/organization\/dashboard\?invitation=[0-9a-f-]{36}&token=[\w-]{43}/,
  )?.[0];
  expect(link).toBeTruthy();
  return link!;
}

test.describe("organization invitations", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner invites a colleague, who signs in from the e-mail's link, accepts, sees the organization and leaves", async ({
    page,
    browser,
  }) => {
    // The colleague has an account whose address is not confirmed yet: the link proves it.
    const colleagueName = "Tomás Quispe";
    const colleague = await browser.newContext();
    const email = await apiSignUp(colleague.request, colleagueName);
    await colleague.request.post("/api/auth/logout");

    // The owner invites the address from the dashboard's Members section.
    await apiLogin(page.context().request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    const organizationName = (
      (await (await page.request.get("/api/organizations/me")).json()) as {
        organization: { name: string };
      }
    ).organization.name;
    await page.goto("/organization/dashboard");
    const members = page.getByRole("region", { name: "Members" });
    const form = members.getByRole("form", { name: "Invite a member" });
    await form.getByLabel("E-mail address").fill(email);
    await form.getByRole("button", { name: "Send Invitation" }).click();
    await expect(members.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const pending = members.getByRole("list", { name: "Pending invitations" });
    await expect(pending.getByText(email)).toBeVisible();
    // Nobody joined yet.
    await expect(members.getByRole("list", { name: "Members" })).not.toContainText(colleagueName);
    await expectNoSeriousViolations(page, "members section with a pending invitation");

    // The colleague opens the link from the message, signed out: log in, and back to it.
    const admin = await browser.newContext();
    expect((await admin.request.post("/api/auth/demo-admin")).status()).toBe(200);
    const link = await invitationLink(admin.request, email);
    await admin.close();
    const invitee = await colleague.newPage();
    await invitee.goto(link);
    await invitee.getByRole("link", { name: "Log In" }).click();
    await expect(invitee).toHaveURL(/\/login\?next=/);
    const main = invitee.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill(PASSWORD);
    await main.getByRole("button", { name: "Login", exact: true }).click();
    await expect(invitee).toHaveURL(/\/organization\/dashboard\?invitation=/);

    // Nothing changed yet: no organization, and the invitation with Accept and Decline.
    await expect(
      invitee.getByRole("heading", { level: 1, name: "Organization Not Found" }),
    ).toBeVisible();
    const invitations = invitee.getByRole("region", { name: "Invitations" });
    const card = invitations.getByRole("listitem").filter({ hasText: organizationName });
    await expect(card).toContainText(`invited you to join ${organizationName}`);
    await expect(card.getByRole("button", { name: "Decline" })).toBeVisible();
    await expectNoSeriousViolations(invitee, "received invitation");
    await card.getByRole("button", { name: "Accept" }).click();

    // A member now: the organization's dashboard, and the link is gone from the address.
    await expect(invitee.getByRole("heading", { level: 1, name: organizationName })).toBeVisible();
    await expect(invitee.getByText(`You joined ${organizationName}.`)).toBeVisible();
    await expect(invitee).not.toHaveURL(/token=/);
    await expect(invitee.getByRole("tab", { name: "Applications" })).toBeVisible();

    // The owner sees the new member by name, and no pending invitation.
    await page.reload();
    await expect(
      members.getByRole("list", { name: "Members" }).getByText(colleagueName),
    ).toBeVisible();
    await expect(members.getByText("No invitations are waiting for an answer.")).toBeVisible();

    // The member leaves, after confirming.
    await invitee.getByRole("button", { name: "Leave Organization" }).click();
    const confirm = invitee.getByRole("alertdialog", { name: `Leave ${organizationName}?` });
    await confirm.getByRole("button", { name: "Leave Organization" }).click();
    await expect(
      invitee.getByRole("heading", { level: 1, name: "Organization Not Found" }),
    ).toBeVisible();
    await expect(invitee.getByText(`You left ${organizationName}.`)).toBeVisible();
    expect((await invitee.request.get("/api/organizations/applications")).status()).toBe(404);

    await page.reload();
    await expect(
      members.getByRole("list", { name: "Members" }).getByText(colleagueName),
    ).toHaveCount(0);
    await colleague.close();
  });
});
