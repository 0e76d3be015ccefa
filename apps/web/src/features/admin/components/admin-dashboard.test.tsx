import {
  ADMIN_MESSAGES,
  QUICK_REJECT_REASON,
  adminActionFailed,
} from "@field-commons/shared/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { POLICY_BRIEF_ID, makePolicyBrief } from "../../../testing/policy-brief-fixture";
import {
  makeAction,
  makeAdminUser,
  makeAnalytics,
  makeContentItem,
  makeDashboard,
  makeQueueItem,
  ADMIN,
} from "../testing/admin-fixtures";
import { adminRoutes, bodyOf, renderAdmin } from "../testing/render-admin";

const page = <T,>(key: string, items: T[], total = items.length) =>
  json({ [key]: items, page: 1, limit: 20, total });

function urlOf(call: unknown[] | undefined): URL {
  return new URL(String(call?.[0]), "http://localhost");
}

describe("Admin dashboard: access", () => {
  it("signed out: asks to log in and opens the sign-in panel; nothing admin is fetched", async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderAdmin();
    expect(
      await screen.findByRole("heading", { name: ADMIN_MESSAGES.loginRequired }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("dialog", { name: "Account" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/admin/dashboard")).toHaveLength(0);
  });

  it("signed in but not an admin: Access Denied, nothing admin is fetched", async () => {
    const fetchMock = mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/admin/dashboard")).toHaveLength(0);
  });

  it("an admin sees the six tabs, Overview first", async () => {
    mockFetch(adminRoutes());
    renderAdmin();
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Moderation Queue",
      "Analytics",
      "Users",
      "Content",
      "Actions Log",
    ]);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  });

  it("a super admin is an admin too; the tab comes from the URL", async () => {
    mockFetch(
      adminRoutes({
        "GET /api/auth/me": () =>
          json({ user: { ...ADMIN, role: "superadmin", isSuperAdmin: true } }),
        "GET /api/admin/actions": () => page("actions", []),
      }),
    );
    renderAdmin("/admin?tab=actions");
    expect(await screen.findByRole("tab", { name: "Actions Log" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByText("No admin actions yet")).toBeInTheDocument();
  });
});

describe("Admin dashboard: Overview", () => {
  it("shows the figures and the recent actions", async () => {
    mockFetch(adminRoutes());
    renderAdmin();
    const figures = await screen.findByRole("list", { name: "Site figures" });
    expect(within(figures).getByText("128")).toBeInTheDocument();
    expect(within(figures).getByText("9 new this week")).toBeInTheDocument();
    expect(within(figures).getByText("2 urgent")).toBeInTheDocument();
    expect(within(figures).getByText("19 active")).toBeInTheDocument();
    const content = screen.getByRole("list", { name: "Content figures" });
    expect(within(content).getByText("3 pending · 35 approved")).toBeInTheDocument();
    const actions = screen.getByRole("list", { name: "Recent admin actions" });
    expect(within(actions).getByText("Elinor Admin")).toBeInTheDocument();
    expect(within(actions).getByText("status pending → published")).toBeInTheDocument();
  });

  it("a failed load says so, and Try Again reloads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/dashboard": () =>
          fail ? apiErrorResponse(500, "INTERNAL", "Boom") : json(makeDashboard()),
      }),
    );
    const user = userEvent.setup();
    renderAdmin();
    expect(await screen.findByText(ADMIN_MESSAGES.fetchDashboard)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("list", { name: "Site figures" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/admin/dashboard")).toHaveLength(2);
  });
});

describe("Admin dashboard: Moderation Queue", () => {
  const item = makeQueueItem({ id: POLICY_BRIEF_ID });
  const decision = (name: "approve" | "reject") =>
    `POST /api/admin/content/policy-brief/${POLICY_BRIEF_ID}/${name}`;
  const answer = () =>
    json({ item: makeContentItem({ id: POLICY_BRIEF_ID, type: "policy-brief" }) });

  function queueRoutes(routes: Record<string, RouteHandler> = {}) {
    return adminRoutes({
      "GET /api/admin/moderation-queue": () => page("items", [item]),
      ...routes,
    });
  }

  it("lists the items with type, author, priority and the report reasons", async () => {
    const fetchMock = mockFetch(queueRoutes());
    renderAdmin("/admin?tab=moderation");
    const list = await screen.findByRole("list", { name: "Items waiting for moderation" });
    expect(within(list).getByText("Policy Brief")).toBeInTheDocument();
    expect(within(list).getByText("Urgent")).toHaveClass("bg-red-50");
    expect(within(list).getByText("2 reports")).toBeInTheDocument();
    expect(within(list).getByText(/Spam or advertising, False or misleading/)).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      "/profile/user-1",
    );
    const url = urlOf(callsTo(fetchMock, "GET", "/api/admin/moderation-queue")[0]);
    expect(url.searchParams.get("limit")).toBe("20");
  });

  it("Approve posts to the approve route and says so", async () => {
    const fetchMock = mockFetch(queueRoutes({ [decision("approve")]: answer }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=moderation");
    await user.click(
      await screen.findByRole("button", { name: "Approve Water user associations" }),
    );
    expect(await screen.findByText("Approved “Water user associations”.")).toBeInTheDocument();
    // The row goes away: focus moves to the list's heading instead of being lost.
    expect(screen.getByRole("heading", { name: /^Moderation Queue/ })).toHaveFocus();
    const [call] = callsTo(
      fetchMock,
      "POST",
      `/api/admin/content/policy-brief/${POLICY_BRIEF_ID}/approve`,
    );
    expect(bodyOf(call)).toEqual({ reason: "" });
  });

  it("Reject with the quick reason sends 'Inappropriate content'", async () => {
    const fetchMock = mockFetch(queueRoutes({ [decision("reject")]: answer }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=moderation");
    await user.click(await screen.findByRole("button", { name: "Reject Water user associations" }));
    const dialog = await screen.findByRole("dialog", { name: /Reject/ });
    await user.click(within(dialog).getByRole("button", { name: QUICK_REJECT_REASON }));
    expect(await screen.findByText("Rejected “Water user associations”.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: /^Moderation Queue/ })).toHaveFocus(),
    );
    const [call] = callsTo(
      fetchMock,
      "POST",
      `/api/admin/content/policy-brief/${POLICY_BRIEF_ID}/reject`,
    );
    expect(bodyOf(call)).toEqual({ reason: QUICK_REJECT_REASON });
  });

  it("Reject with a written reason needs one, then sends it", async () => {
    const fetchMock = mockFetch(queueRoutes({ [decision("reject")]: answer }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=moderation");
    await user.click(await screen.findByRole("button", { name: "Reject Water user associations" }));
    const dialog = await screen.findByRole("dialog", { name: /Reject/ });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(
      callsTo(fetchMock, "POST", `/api/admin/content/policy-brief/${POLICY_BRIEF_ID}/reject`),
    ).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), "  Copied from a journal  ");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [call] = callsTo(
      fetchMock,
      "POST",
      `/api/admin/content/policy-brief/${POLICY_BRIEF_ID}/reject`,
    );
    expect(bodyOf(call)).toEqual({ reason: "Copied from a journal" });
  });

  it("a failed decision shows the spec's text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(queueRoutes({ [decision("approve")]: () => apiErrorResponse(500, "INTERNAL", "x") }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=moderation");
    await user.click(
      await screen.findByRole("button", { name: "Approve Water user associations" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(adminActionFailed("approve"));
  });

  it("the title opens the item in a modal with a link to its page", async () => {
    mockFetch(
      queueRoutes({
        [`GET /api/content/policy-brief/${POLICY_BRIEF_ID}`]: () =>
          json(makePolicyBrief({ status: "pending" })),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=moderation");
    await user.click(await screen.findByRole("button", { name: "View Water user associations" }));
    const dialog = await screen.findByRole("dialog", { name: "Water user associations" });
    const link = await within(dialog).findByRole("link", { name: "Open its page" });
    expect(link.getAttribute("href")).toMatch(/^\/policy-brief\//);
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
  });

  it("empty queue; failed queue with Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(
      adminRoutes({ "GET /api/admin/moderation-queue": () => apiErrorResponse(500, "X", "x") }),
    );
    renderAdmin("/admin?tab=moderation");
    expect(await screen.findByText(ADMIN_MESSAGES.fetchQueue)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("says when nothing waits", async () => {
    mockFetch(adminRoutes({ "GET /api/admin/moderation-queue": () => page("items", []) }));
    renderAdmin("/admin?tab=moderation");
    expect(await screen.findByText("Nothing to moderate")).toBeInTheDocument();
  });
});

describe("Admin dashboard: Analytics", () => {
  it("shows the 30-day figures, and the 7-day window refetches with days=7", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/analytics": ({ url }) =>
          json(makeAnalytics(Number(new URL(url, "http://localhost").searchParams.get("days")))),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=analytics");
    const totals = await screen.findByRole("list", { name: "Totals" });
    expect(within(totals).getByText("230")).toBeInTheDocument();
    expect(within(totals).getByText("62.5%")).toBeInTheDocument();
    expect(within(totals).getByText("52")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The Lofoten fishing commons" })).toHaveAttribute(
      "href",
      "/case-study/lofoten",
    );
    expect(
      screen.getByRole("table", { name: /Views and unique views per day/ }),
    ).toBeInTheDocument();
    expect(
      urlOf(callsTo(fetchMock, "GET", "/api/admin/analytics")[0]).searchParams.get("days"),
    ).toBe("30");
    expect(screen.getByRole("radio", { name: "Last 30 days" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Last 7 days" }));
    expect(await within(totals).findByText("207")).toBeInTheDocument();
    const calls = callsTo(fetchMock, "GET", "/api/admin/analytics");
    expect(urlOf(calls[calls.length - 1]).searchParams.get("days")).toBe("7");
  });
});

describe("Admin dashboard: Users", () => {
  const target = makeAdminUser();
  const usersRoute = (): RouteHandler => () => page("users", [target]);

  it("lists users and searches through the URL", async () => {
    const fetchMock = mockFetch(adminRoutes({ "GET /api/admin/users": usersRoute() }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    const list = await screen.findByRole("list", { name: "Users" });
    expect(within(list).getByText("ada@example.org")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search users"), "ada{Enter}");
    await waitFor(() => {
      const calls = callsTo(fetchMock, "GET", "/api/admin/users");
      expect(urlOf(calls[calls.length - 1]).searchParams.get("search")).toBe("ada");
    });
  });

  it("Ban sends { banned: true, reason: 'Admin action' }", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/users": usersRoute(),
        [`POST /api/admin/users/${target.id}/ban`]: () =>
          json({ user: { ...target, status: "banned" } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Ban Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban Ada Ostrom?" });
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue("Admin action");
    await user.click(within(dialog).getByRole("button", { name: "Ban" }));
    expect(await screen.findByText("Ada Ostrom is banned.")).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "POST", `/api/admin/users/${target.id}/ban`);
    expect(bodyOf(call)).toEqual({ banned: true, reason: "Admin action" });
  });

  it("Unban sends banned: false", async () => {
    const banned = makeAdminUser({ status: "banned" });
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/users": () => page("users", [banned]),
        [`POST /api/admin/users/${banned.id}/ban`]: () =>
          json({ user: { ...banned, status: "active" } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Unban Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Unban Ada Ostrom?" });
    await user.click(within(dialog).getByRole("button", { name: "Unban" }));
    await screen.findByText("Ada Ostrom is no longer banned.");
    const [call] = callsTo(fetchMock, "POST", `/api/admin/users/${banned.id}/ban`);
    expect(bodyOf(call)).toEqual({ banned: false, reason: "Admin action" });
  });

  it("a role change sends { role }; a refusal shows the server's spec text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/users": usersRoute(),
        [`PUT /api/admin/users/${target.id}`]: () =>
          apiErrorResponse(403, "FORBIDDEN", ADMIN_MESSAGES.superadminOnly),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    // Only roles the viewer may give are offered; the server still has the last word.
    await user.selectOptions(await screen.findByLabelText("Role of Ada Ostrom"), "contributor");
    const confirm = await screen.findByRole("alertdialog", {
      name: "Change Ada Ostrom's role from Applicant to Contributor?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ADMIN_MESSAGES.superadminOnly);
    const [call] = callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`);
    expect(bodyOf(call)).toEqual({ role: "contributor" });
  });

  it("the user modal edits the account and sends only what changed", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/users": usersRoute(),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
        [`PUT /api/admin/users/${target.id}`]: ({ body }) =>
          json({ user: { ...target, ...(body as object) } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    const name = await within(dialog).findByLabelText(/^Name/);
    expect(name).toHaveValue("Ada Ostrom");
    await user.clear(name);
    await user.type(name, "Ada O.");
    await user.click(within(dialog).getByLabelText("E-mail address verified"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved the changes to Ada O..")).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`);
    expect(bodyOf(call)).toEqual({ name: "Ada O.", isVerified: true });
  });

  it("a plain admin cannot change the e-mail address: the field is disabled and says why", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/users": usersRoute(),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
        [`PUT /api/admin/users/${target.id}`]: ({ body }) =>
          json({ user: { ...target, ...(body as object) } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    const email = await within(dialog).findByRole("textbox", { name: /^E-mail/ });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining(ADMIN_MESSAGES.emailSuperadminOnly),
    );
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, "Ada O.");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText("Saved the changes to Ada O..");
    const [call] = callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`);
    expect(bodyOf(call)).toEqual({ name: "Ada O." });
  });

  it("a super admin changes the e-mail address, told that the old one is informed", async () => {
    const superadmin = { ...ADMIN, role: "superadmin" as const, isSuperAdmin: true };
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/auth/me": () => json({ user: superadmin }),
        "GET /api/admin/users": usersRoute(),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
        [`PUT /api/admin/users/${target.id}`]: ({ body }) =>
          json({ user: { ...target, ...(body as object) } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    const email = await within(dialog).findByRole("textbox", { name: /^E-mail/ });
    expect(email).toBeEnabled();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("The old address is told of the change."),
    );
    await user.clear(email);
    await user.type(email, "ada.new@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText("Saved the changes to Ada Ostrom.");
    const [call] = callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`);
    expect(bodyOf(call)).toEqual({ email: "ada.new@example.org" });
  });

  it("the user form shows the server's refusal in the spec's words", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(
      adminRoutes({
        "GET /api/admin/users": usersRoute(),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
        [`PUT /api/admin/users/${target.id}`]: () =>
          apiErrorResponse(409, "LAST_SUPERADMIN", ADMIN_MESSAGES.lastSuperadmin),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    await user.selectOptions(await within(dialog).findByLabelText("Status"), "inactive");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.lastSuperadmin)).toBeInTheDocument();
  });

  it("a failed list says 'Failed to fetch users'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(adminRoutes({ "GET /api/admin/users": () => apiErrorResponse(500, "X", "x") }));
    renderAdmin("/admin?tab=users");
    expect(await screen.findByText(ADMIN_MESSAGES.fetchUsers)).toBeInTheDocument();
  });
});

describe("Admin dashboard: Content", () => {
  const item = makeContentItem();

  it("filters by type and status through the URL", async () => {
    const fetchMock = mockFetch(
      adminRoutes({ "GET /api/admin/content": () => page("items", [item], 45) }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    const list = await screen.findByRole("list", { name: "Content" });
    expect(within(list).getByText("The Lofoten fishing commons")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Content pages" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Type"), "trip");
    await user.selectOptions(screen.getByLabelText("Status"), "rejected");
    await waitFor(() => {
      const calls = callsTo(fetchMock, "GET", "/api/admin/content");
      const params = urlOf(calls[calls.length - 1]).searchParams;
      expect(params.get("type")).toBe("trip");
      expect(params.get("status")).toBe("rejected");
    });
  });

  it("changes the status with a reason", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/content": () => page("items", [item]),
        [`PATCH /api/admin/content/${item.id}/status`]: () =>
          json({ item: { ...item, status: "rejected" } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    await user.click(
      await screen.findByRole("button", { name: "Change status of The Lofoten fishing commons" }),
    );
    const dialog = await screen.findByRole("dialog", { name: /Change the status/ });
    await user.selectOptions(within(dialog).getByLabelText("New status"), "rejected");
    await user.type(within(dialog).getByLabelText(/Reason/), "Off topic");
    await user.click(within(dialog).getByRole("button", { name: "Save status" }));
    expect(
      await screen.findByText("“The Lofoten fishing commons” is now rejected."),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "PATCH", `/api/admin/content/${item.id}/status`);
    expect(bodyOf(call)).toEqual({ status: "rejected", reason: "Off topic" });
  });

  it("deletes only after confirmation", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/content": () => page("items", [item]),
        [`DELETE /api/admin/content/${item.id}`]: () => json({ success: true }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    await user.click(
      await screen.findByRole("button", { name: "Delete The Lofoten fishing commons" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsTo(fetchMock, "DELETE", `/api/admin/content/${item.id}`)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete The Lofoten fishing commons" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Deleted “The Lofoten fishing commons”.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", `/api/admin/content/${item.id}`)).toHaveLength(1);
  });

  it("a failed delete shows 'Failed to delete content'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(
      adminRoutes({
        "GET /api/admin/content": () => page("items", [item]),
        [`DELETE /api/admin/content/${item.id}`]: () => apiErrorResponse(500, "X", "x"),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    await user.click(
      await screen.findByRole("button", { name: "Delete The Lofoten fishing commons" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText(ADMIN_MESSAGES.deleteContent)).toBeInTheDocument();
  });
});

describe("Admin dashboard: Actions Log", () => {
  it("lists the actions with admin, action, target, details, reason and time; pages of 20", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/actions": ({ url }) =>
          json({
            actions: [
              makeAction({
                id: "b1",
                action: "ban",
                targetType: "user",
                targetId: "u-9",
                details: "status active → banned",
                reason: "Spam account",
              }),
            ],
            page: Number(new URL(url, "http://localhost").searchParams.get("page") ?? "1"),
            limit: 20,
            total: 41,
          }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=actions");
    const list = await screen.findByRole("list", { name: "Admin actions" });
    expect(within(list).getByText("banned")).toBeInTheDocument();
    expect(within(list).queryByText("u-9")).not.toBeInTheDocument();
    expect(within(list).getByText("User (account since deleted)")).toBeInTheDocument();
    expect(within(list).getByText("status active → banned")).toBeInTheDocument();
    expect(within(list).getByText("Spam account")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => {
      const calls = callsTo(fetchMock, "GET", "/api/admin/actions");
      expect(urlOf(calls[calls.length - 1]).searchParams.get("page")).toBe("2");
    });
  });

  it("a failed log says 'Failed to fetch admin actions'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(adminRoutes({ "GET /api/admin/actions": () => apiErrorResponse(500, "X", "x") }));
    renderAdmin("/admin?tab=actions");
    expect(await screen.findByText(ADMIN_MESSAGES.fetchActions)).toBeInTheDocument();
  });
});
