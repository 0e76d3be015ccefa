import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { ADMIN, makeAction, makeAdminUser, makeContentItem } from "../testing/admin-fixtures";
import { adminRoutes, bodyOf, renderAdmin } from "../testing/render-admin";

const page = <T,>(key: string, items: T[]) => json({ [key]: items, page: 1, limit: 20, total: 1 });
const SUPERADMIN = { ...ADMIN, role: "superadmin" as const, isSuperAdmin: true };
const LEAVE_QUESTION = "Leave without saving?";

function optionLabels(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
}

describe("Actions log: the app's words and links", () => {
  it("calls a trip Field Work and links the item, its author, the admin and the user acted on", async () => {
    mockFetch(
      adminRoutes({
        "GET /api/admin/actions": () =>
          json({
            actions: [
              makeAction({
                id: "t1",
                targetType: "trip",
                targetId: "30000000-0000-4000-8000-000000000003",
                targetPath: "/trip/lofoten-visit",
                targetTitle: "Lofoten visit",
                user: { id: "user-1", name: "Ada Ostrom" },
              }),
              makeAction({
                id: "r1",
                action: "role",
                targetType: "user",
                targetId: "user-2",
                details: "role user → contributor",
                user: { id: "user-2", name: "Vincent Ostrom" },
              }),
              makeAction({
                id: "d1",
                action: "delete",
                targetType: "policy-brief",
                targetId: "30000000-0000-4000-8000-000000000009",
              }),
            ],
            page: 1,
            limit: 20,
            total: 3,
          }),
      }),
    );
    renderAdmin("/admin?tab=actions");
    const list = await screen.findByRole("list", { name: "Admin actions" });
    const [trip, role, deleted] = within(list).getAllByRole("listitem");

    expect(trip).toHaveTextContent("Elinor Admin approved Field Work Lofoten visit");
    expect(trip).not.toHaveTextContent("Trip");
    expect(within(trip!).getByRole("link", { name: "Lofoten visit" })).toHaveAttribute(
      "href",
      "/trip/lofoten-visit",
    );
    expect(within(trip!).getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      "/profile/user-1",
    );
    expect(within(trip!).getByRole("link", { name: "Elinor Admin" })).toHaveAttribute(
      "href",
      `/profile/${ADMIN.id}`,
    );

    expect(within(role!).getByRole("link", { name: "Vincent Ostrom" })).toHaveAttribute(
      "href",
      "/profile/user-2",
    );
    expect(role).not.toHaveTextContent("user-2");

    expect(deleted).toHaveTextContent("Policy Brief (since deleted)");
    expect(deleted).not.toHaveTextContent("30000000-0000-4000-8000-000000000009");
  });
});

describe("Users: role changes are confirmed", () => {
  const target = makeAdminUser();
  const routes = (): Record<string, RouteHandler> => ({
    "GET /api/admin/users": () => page("users", [target]),
    [`PUT /api/admin/users/${target.id}`]: ({ body }) =>
      json({ user: { ...target, ...(body as object) } }),
  });

  it("asks 'Change <name>'s role from X to Y?'; Cancel changes nothing, Confirm sends it", async () => {
    const fetchMock = mockFetch(adminRoutes(routes()));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    const select = await screen.findByLabelText("Role of Ada Ostrom");

    await user.selectOptions(select, "contributor");
    let dialog = await screen.findByRole("alertdialog", {
      name: "Change Ada Ostrom's role from Applicant to Contributor?",
    });
    expect(callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(select).toHaveValue("user");
    expect(callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`)).toHaveLength(0);

    await user.selectOptions(select, "contributor");
    dialog = await screen.findByRole("alertdialog", {
      name: "Change Ada Ostrom's role from Applicant to Contributor?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Ada Ostrom is now contributor.")).toBeInTheDocument();
    const calls = callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({ role: "contributor" });
  });

  it("an admin is offered neither Admin nor Super admin, in the list or the edit form; a super admin is", async () => {
    mockFetch(
      adminRoutes({
        ...routes(),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
      }),
    );
    const user = userEvent.setup();
    const view = renderAdmin("/admin?tab=users");
    const select = await screen.findByLabelText("Role of Ada Ostrom");
    // Only a super admin makes admins: the server refuses anyone else.
    expect(optionLabels(select)).toEqual(["Applicant", "Contributor"]);
    await user.click(screen.getByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    const role = await within(dialog).findByLabelText("Role");
    expect(optionLabels(role)).not.toContain("Super admin");
    expect(optionLabels(role)).not.toContain("Admin");
    view.unmount();

    mockFetch(adminRoutes(routes(), SUPERADMIN));
    renderAdmin("/admin?tab=users");
    expect(optionLabels(await screen.findByLabelText("Role of Ada Ostrom"))).toEqual([
      "Applicant",
      "Contributor",
      "Admin",
      "Super admin",
    ]);
  });

  it("an admin sees a super admin's role but cannot change it", async () => {
    const holder = makeAdminUser({ role: "superadmin", isSuperAdmin: true, name: "Ruth Meinzen" });
    mockFetch(adminRoutes({ "GET /api/admin/users": () => page("users", [holder]) }));
    renderAdmin("/admin?tab=users");
    const select = await screen.findByLabelText("Role of Ruth Meinzen");
    expect(select).toHaveValue("superadmin");
    expect(select).toBeDisabled();
  });

  it("nobody changes their own role, and an admin cannot change another admin's", async () => {
    const colleague = makeAdminUser({
      id: "admin-2",
      role: "admin",
      isAdmin: true,
      name: "Lin Ostrom",
    });
    mockFetch(adminRoutes({ "GET /api/admin/users": () => page("users", [colleague]) }));
    renderAdmin("/admin?tab=users");
    expect(await screen.findByLabelText("Role of Lin Ostrom")).toBeDisabled();
  });
});

describe("Admin dialogs ask before throwing typed words away", () => {
  const target = makeAdminUser();

  it("the ban dialog: Escape with a typed reason asks; Stay keeps it, Leave closes", async () => {
    const fetchMock = mockFetch(
      adminRoutes({ "GET /api/admin/users": () => page("users", [target]) }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Ban Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban Ada Ostrom?" });
    const reason = within(dialog).getByLabelText(/Reason/);
    await user.clear(reason);
    await user.type(reason, "Posts advertising");

    await user.keyboard("{Escape}");
    const question = await screen.findByRole("alertdialog", { name: LEAVE_QUESTION });
    await user.click(within(question).getByRole("button", { name: "Stay" }));
    expect(screen.getByRole("dialog", { name: "Ban Ada Ostrom?" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue("Posts advertising");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const again = await screen.findByRole("alertdialog", { name: LEAVE_QUESTION });
    await user.click(within(again).getByRole("button", { name: "Leave" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Ban Ada Ostrom?" })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, "POST", `/api/admin/users/${target.id}/ban`)).toHaveLength(0);
  });

  it("the ban dialog closes at once when nothing was typed", async () => {
    mockFetch(adminRoutes({ "GET /api/admin/users": () => page("users", [target]) }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Ban Ada Ostrom" }));
    await screen.findByRole("dialog", { name: "Ban Ada Ostrom?" });
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Ban Ada Ostrom?" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("alertdialog", { name: LEAVE_QUESTION })).not.toBeInTheDocument();
  });

  it("the edit user dialog: the close button with a changed field asks first", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/users": () => page("users", [target]),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    await user.type(await within(dialog).findByLabelText(/^Bio/), " And fisheries.");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const question = await screen.findByRole("alertdialog", { name: LEAVE_QUESTION });
    await user.click(within(question).getByRole("button", { name: "Leave" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Ada Ostrom" })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, "PUT", `/api/admin/users/${target.id}`)).toHaveLength(0);
  });

  it("the edit user dialog closes at once when nothing was changed", async () => {
    mockFetch(
      adminRoutes({
        "GET /api/admin/users": () => page("users", [target]),
        [`GET /api/admin/users/${target.id}`]: () => json({ user: target }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=users");
    await user.click(await screen.findByRole("button", { name: "Edit Ada Ostrom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ada Ostrom" });
    await within(dialog).findByLabelText(/^Bio/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Ada Ostrom" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("alertdialog", { name: LEAVE_QUESTION })).not.toBeInTheDocument();
  });

  it("the content status dialog: a click outside with a typed note asks first", async () => {
    const item = makeContentItem();
    mockFetch(adminRoutes({ "GET /api/admin/content": () => page("items", [item]) }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    await user.click(
      await screen.findByRole("button", { name: "Change status of The Lofoten fishing commons" }),
    );
    const dialog = await screen.findByRole("dialog", { name: /Change the status/ });
    await user.type(within(dialog).getByLabelText(/Reason/), "Needs sources");
    await user.click(screen.getByTestId("dialog-overlay"));
    expect(await screen.findByRole("alertdialog", { name: LEAVE_QUESTION })).toBeInTheDocument();
  });
});

describe("Content: the moderation states in the status picker", () => {
  const item = makeContentItem();

  it("offers In review and Needs revision; Needs revision asks for the note and sends it", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/content": () => page("items", [item]),
        [`PATCH /api/admin/content/${item.id}/status`]: () =>
          json({ item: { ...item, status: "needs-revision" } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    await user.click(
      await screen.findByRole("button", { name: "Change status of The Lofoten fishing commons" }),
    );
    const dialog = await screen.findByRole("dialog", { name: /Change the status/ });
    const picker = within(dialog).getByLabelText("New status");
    expect(optionLabels(picker)).toEqual([
      "Draft",
      "Pending",
      "Published",
      "Rejected",
      "In review",
      "Needs revision",
    ]);

    await user.selectOptions(picker, "needs-revision");
    const note = within(dialog).getByLabelText(/^Note to the author/);
    expect(note).toBeRequired();
    await user.click(within(dialog).getByRole("button", { name: "Save status" }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, "PATCH", `/api/admin/content/${item.id}/status`)).toHaveLength(0);

    await user.type(note, "Please cite the 2019 survey.");
    await user.click(within(dialog).getByRole("button", { name: "Save status" }));
    expect(
      await screen.findByText("“The Lofoten fishing commons” is now needs revision."),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "PATCH", `/api/admin/content/${item.id}/status`);
    expect(bodyOf(call)).toEqual({
      status: "needs-revision",
      note: "Please cite the 2019 survey.",
    });
  });

  it("In review sends an optional note", async () => {
    const fetchMock = mockFetch(
      adminRoutes({
        "GET /api/admin/content": () => page("items", [item]),
        [`PATCH /api/admin/content/${item.id}/status`]: () =>
          json({ item: { ...item, status: "in-review" } }),
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=content");
    await user.click(
      await screen.findByRole("button", { name: "Change status of The Lofoten fishing commons" }),
    );
    const dialog = await screen.findByRole("dialog", { name: /Change the status/ });
    await user.selectOptions(within(dialog).getByLabelText("New status"), "in-review");
    expect(within(dialog).getByLabelText(/Note to the author \(optional\)/)).not.toBeRequired();
    await user.click(within(dialog).getByRole("button", { name: "Save status" }));
    await screen.findByText("“The Lofoten fishing commons” is now in review.");
    const [call] = callsTo(fetchMock, "PATCH", `/api/admin/content/${item.id}/status`);
    expect(bodyOf(call)).toEqual({ status: "in-review", note: "" });
  });
});
