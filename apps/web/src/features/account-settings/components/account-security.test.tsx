import { RECOVERY_MESSAGES } from "@field-commons/shared/account-recovery";
import {
  DIGEST_FREQUENCY_LABELS,
  PROFILE_MESSAGES,
  PUBLISHED_ON_DELETE_LABELS,
} from "@field-commons/shared/profiles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UNSAVED_CHANGES_TEXT } from "../../../components/form/unsaved-changes-guard";
import { USER_STORAGE_KEY } from "../../../lib/session/stored-user";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { SAFARI_IPHONE, makeMyProfile, makeSession } from "../testing/account-fixtures";
import { renderSettingsPage } from "../testing/render-settings";

/** What the settings page loads for a signed-in user (id 'user-1'). */
function settingsRoutes(routes: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: makeUser() }),
    "GET /api/me/profile": () => json(makeMyProfile()),
    "GET /api/me/sessions": () => json({ sessions: [makeSession()] }),
    "GET /api/me/data-exports": () => json({ items: [], nextCursor: null }),
    ...routes,
  };
}

function renderSettings() {
  const queryClient = createTestQueryClient();
  return { ...renderSettingsPage(queryClient), queryClient };
}

const OTHER_SESSION = makeSession({
  id: "bbbbbbbbbbbbbbbbbbbbbbbb",
  current: false,
  userAgent: SAFARI_IPHONE,
  ip: "198.51.100.4",
  lastSeenAt: "2025-02-20T10:00:00.000Z",
});

describe("Edit Profile: e-mail address", () => {
  it("shows the address, asks for a change and then shows the pending address", async () => {
    let pending: string | null = null;
    const fetchMock = mockFetch(
      settingsRoutes({
        "GET /api/me/profile": () =>
          json(makeMyProfile({ isVerified: false, pendingEmail: pending })),
        "POST /api/me/email": ({ body }) => {
          pending = (body as { newEmail: string }).newEmail;
          return json({ success: true, message: PROFILE_MESSAGES.emailChangeSent });
        },
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "Change e-mail address" });
    expect(screen.getByText("ada@example.org")).toBeInTheDocument();
    expect(screen.getByText("Not verified")).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/New e-mail address/), "ada@river.example");
    await user.type(within(form).getByLabelText(/Current password/), "secret-pass");
    await user.click(within(form).getByRole("button", { name: "Change E-mail" }));

    expect(await within(form).findByText(PROFILE_MESSAGES.emailChangeSent)).toHaveAttribute(
      "role",
      "status",
    );
    expect(await screen.findByText("ada@river.example")).toBeInTheDocument();
    expect(screen.getByText("Waiting for confirmation")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "POST", "/api/me/email")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: "ada@river.example",
      currentPassword: "secret-pass",
    });
    // The password does not stay in the form.
    expect(within(form).getByLabelText(/Current password/)).toHaveValue("");
  });

  it("shows a wrong password on the password field", async () => {
    mockFetch(
      settingsRoutes({
        "POST /api/me/email": () =>
          apiErrorResponse(400, "VALIDATION_FAILED", "Some fields are not valid", {
            currentPassword: [PROFILE_MESSAGES.wrongPassword],
          }),
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "Change e-mail address" });
    await user.type(within(form).getByLabelText(/New e-mail address/), "ada@river.example");
    await user.type(within(form).getByLabelText(/Current password/), "wrong-pass");
    await user.click(within(form).getByRole("button", { name: "Change E-mail" }));
    const password = within(form).getByLabelText(/Current password/);
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(PROFILE_MESSAGES.wrongPassword),
    );
  });
});

describe("Edit Profile: password", () => {
  it("checks that the new password was typed the same twice, before sending", async () => {
    const fetchMock = mockFetch(settingsRoutes());
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText(/^Current password/), "old-secret");
    await user.type(within(form).getByLabelText(/^New password/), "river-bank-42");
    await user.type(within(form).getByLabelText(/^Confirm new password/), "river-bank-43");
    await user.click(within(form).getByRole("button", { name: "Change Password" }));

    const confirm = within(form).getByLabelText(/^Confirm new password/);
    await waitFor(() => expect(confirm).toHaveAttribute("aria-invalid", "true"));
    expect(confirm).toHaveAccessibleDescription(RECOVERY_MESSAGES.passwordsDiffer);
    expect(within(form).getByRole("alert")).toHaveTextContent("Please correct the marked fields.");
    expect(callsTo(fetchMock, "POST", "/api/me/password")).toHaveLength(0);
  });

  it("shows the server's 'wrong current password' on that field", async () => {
    const fetchMock = mockFetch(
      settingsRoutes({
        "POST /api/me/password": () =>
          apiErrorResponse(400, "VALIDATION_FAILED", "Some fields are not valid", {
            currentPassword: [PROFILE_MESSAGES.wrongPassword],
          }),
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText(/^Current password/), "not-it");
    await user.type(within(form).getByLabelText(/^New password/), "river-bank-42");
    await user.type(within(form).getByLabelText(/^Confirm new password/), "river-bank-42");
    await user.click(within(form).getByRole("button", { name: "Change Password" }));

    const current = within(form).getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAttribute("aria-invalid", "true"));
    expect(current).toHaveAccessibleDescription(PROFILE_MESSAGES.wrongPassword);
    await waitFor(() => expect(current).toHaveFocus());
    const [, init] = callsTo(fetchMock, "POST", "/api/me/password")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: "not-it",
      newPassword: "river-bank-42",
    });
  });

  it("announces a change and clears the form", async () => {
    mockFetch(
      settingsRoutes({
        "POST /api/me/password": () =>
          json({ success: true, message: PROFILE_MESSAGES.passwordChanged }),
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText(/^Current password/), "old-secret");
    await user.type(within(form).getByLabelText(/^New password/), "river-bank-42");
    await user.type(within(form).getByLabelText(/^Confirm new password/), "river-bank-42");
    await user.click(within(form).getByRole("button", { name: "Change Password" }));
    expect(await within(form).findByText(PROFILE_MESSAGES.passwordChanged)).toHaveAttribute(
      "role",
      "status",
    );
    await waitFor(() => expect(within(form).getByLabelText(/^New password/)).toHaveValue(""));
    expect(within(form).getByRole("button", { name: "Change Password" })).toBeEnabled();
  });
});

describe("Edit Profile: e-mail preferences", () => {
  it("loads and saves the preferences", async () => {
    const fetchMock = mockFetch(
      settingsRoutes({ "PUT /api/me/preferences": () => json(makeMyProfile()) }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "E-mail preferences" });
    const digest = within(form).getByLabelText("Digest e-mails");
    expect(digest).toHaveValue("weekly");
    expect(
      within(digest)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(Object.values(DIGEST_FREQUENCY_LABELS));
    await user.selectOptions(digest, "monthly");
    const domains = within(form).getByRole("group", { name: "Digest domains" });
    await user.click(within(domains).getByLabelText("Water & Oceans"));
    await user.click(within(domains).getByLabelText("Land & Environment"));
    await user.click(
      within(form).getByLabelText("E-mail me each week the new jobs that match my job alerts"),
    );
    await user.click(
      within(form).getByLabelText("E-mail me when someone applies to my organization's jobs"),
    );
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    expect(await within(form).findByText(PROFILE_MESSAGES.preferencesSaved)).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "PUT", "/api/me/preferences")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      digestFrequency: "monthly",
      // In the list's order, whatever the order of the clicks.
      digestDomains: ["Land & Environment", "Water & Oceans"],
      jobAlertEmails: false,
      notifyApplicationStatus: true,
      notifyNewApplications: true,
    });
  });
});

describe("Edit Profile: leaving with unsaved e-mail preferences", () => {
  it("asks before leaving; Stay keeps the change, and once saved nothing is asked", async () => {
    mockFetch(settingsRoutes({ "PUT /api/me/preferences": () => json(makeMyProfile()) }));
    const user = userEvent.setup();
    const { router } = renderSettings();
    const form = await screen.findByRole("form", { name: "E-mail preferences" });
    const digest = within(form).getByLabelText("Digest e-mails");
    await user.selectOptions(digest, "monthly");

    await user.click(screen.getByRole("link", { name: "View profile" }));
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TEXT.title });
    expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_TEXT.description);
    expect(router.state.location.pathname).toBe("/profile/edit");
    await user.click(within(dialog).getByRole("button", { name: UNSAVED_CHANGES_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(digest).toHaveValue("monthly");

    // Saved: the form starts again from what the server answered, nothing is left to lose.
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    expect(await within(form).findByText(PROFILE_MESSAGES.preferencesSaved)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "View profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/user-1"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Leave drops the unsaved preferences and goes on", async () => {
    const fetchMock = mockFetch(settingsRoutes());
    const user = userEvent.setup();
    const { router } = renderSettings();
    const form = await screen.findByRole("form", { name: "E-mail preferences" });
    await user.click(
      within(form).getByLabelText("E-mail me when an organization updates one of my applications"),
    );
    await user.click(screen.getByRole("link", { name: "View profile" }));
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TEXT.title });
    await user.click(within(dialog).getByRole("button", { name: UNSAVED_CHANGES_TEXT.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/user-1"));
    expect(callsTo(fetchMock, "PUT", "/api/me/preferences")).toHaveLength(0);
  });
});

describe("Edit Profile: active sessions", () => {
  it("lists the sessions with 'This device' and signs another one out", async () => {
    let sessions = [makeSession(), OTHER_SESSION];
    const fetchMock = mockFetch(
      settingsRoutes({
        "GET /api/me/sessions": () => json({ sessions }),
        [`DELETE /api/me/sessions/${OTHER_SESSION.id}`]: () => {
          sessions = sessions.filter((s) => s.id !== OTHER_SESSION.id);
          return json({ success: true });
        },
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const [current, other] = within(list).getAllByRole("listitem");
    expect(current).toHaveTextContent("Chrome on Linux");
    expect(current).toHaveTextContent("This device");
    expect(current).toHaveTextContent("IP 203.0.113.7");
    expect(within(current!).queryByRole("button")).toBeNull();
    expect(other).toHaveTextContent("Safari on iPhone");
    expect(other).not.toHaveTextContent("This device");
    expect(other).toHaveTextContent(/Last active Feb 20, 2025/);

    await user.click(within(other!).getByRole("button", { name: "Sign out Safari on iPhone" }));
    expect(await screen.findByText("Signed out Safari on iPhone.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", `/api/me/sessions/${OTHER_SESSION.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
  });

  it("signs out everywhere after a confirmation, then goes to the login page", async () => {
    const fetchMock = mockFetch(
      settingsRoutes({
        "GET /api/me/sessions": () => json({ sessions: [makeSession(), OTHER_SESSION] }),
        "DELETE /api/me/sessions": () => json({ success: true }),
      }),
    );
    const user = userEvent.setup();
    const { router, queryClient } = renderSettings();
    await screen.findByRole("list", { name: "Signed-in devices" });
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out everywhere?" });
    expect(callsTo(fetchMock, "DELETE", "/api/me/sessions")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));

    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("");
    expect(callsTo(fetchMock, "DELETE", "/api/me/sessions")).toHaveLength(1);
    expect(queryClient.getQueryData(["auth", "me"])).toEqual({ user: null });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe("Edit Profile: delete account", () => {
  it("asks for a confirmation, then sends the password and the choice and goes home", async () => {
    const fetchMock = mockFetch(
      settingsRoutes({ "DELETE /api/me": () => json({ success: true }) }),
    );
    const user = userEvent.setup();
    const { router, queryClient } = renderSettings();
    const form = await screen.findByRole("form", { name: "Delete account" });
    expect(within(form).getByLabelText(PUBLISHED_ON_DELETE_LABELS.keep)).toBeChecked();
    await user.click(within(form).getByLabelText(PUBLISHED_ON_DELETE_LABELS.remove));
    await user.type(within(form).getByLabelText(/^Password/), "secret-pass");
    await user.click(within(form).getByRole("button", { name: "Delete Account" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("Your published work is removed too.");
    expect(callsTo(fetchMock, "DELETE", "/api/me")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));

    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    const [, init] = callsTo(fetchMock, "DELETE", "/api/me")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      password: "secret-pass",
      published: "remove",
    });
    expect(queryClient.getQueryData(["auth", "me"])).toEqual({ user: null });
  });

  it("needs the password before asking", async () => {
    const fetchMock = mockFetch(settingsRoutes());
    const user = userEvent.setup();
    renderSettings();
    const form = await screen.findByRole("form", { name: "Delete account" });
    await user.click(within(form).getByRole("button", { name: "Delete Account" }));
    expect(await within(form).findByText("Current password is required")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(callsTo(fetchMock, "DELETE", "/api/me")).toHaveLength(0);
  });

  it("shows a wrong password on its field and the sole-owner refusal as an alert", async () => {
    let answer = apiErrorResponse(400, "VALIDATION_FAILED", "Some fields are not valid", {
      password: [PROFILE_MESSAGES.wrongPassword],
    });
    mockFetch(settingsRoutes({ "DELETE /api/me": () => answer }));
    const user = userEvent.setup();
    const { router } = renderSettings();
    const form = await screen.findByRole("form", { name: "Delete account" });
    await user.type(within(form).getByLabelText(/^Password/), "wrong-pass");
    await user.click(within(form).getByRole("button", { name: "Delete Account" }));
    let dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));

    const password = within(form).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    expect(password).toHaveAccessibleDescription(
      `${PROFILE_MESSAGES.deleteConfirm} ${PROFILE_MESSAGES.wrongPassword}`,
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    answer = apiErrorResponse(409, "ORGANIZATION_OWNER", PROFILE_MESSAGES.organizationOwner);
    await user.clear(password);
    await user.type(password, "secret-pass");
    await user.click(within(form).getByRole("button", { name: "Delete Account" }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      PROFILE_MESSAGES.organizationOwner,
    );
    expect(router.state.location.pathname).toBe("/profile/edit");
  });
});
