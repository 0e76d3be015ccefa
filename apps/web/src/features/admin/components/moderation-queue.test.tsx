import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { POLICY_BRIEF_ID } from "../../../testing/policy-brief-fixture";
import {
  ADMIN,
  makeAction,
  makeContentItem,
  makeDashboard,
  makeQueueItem,
} from "../testing/admin-fixtures";
import { bodyOf, renderAdmin } from "../testing/render-admin";

const QUEUE = "/admin?tab=moderation";

const TITLE = "Water user associations";

function routes(
  items = [makeQueueItem({ id: POLICY_BRIEF_ID })],
  more: Record<string, RouteHandler> = {},
): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: ADMIN }),
    "GET /api/admin/dashboard": () => json(makeDashboard()),
    "GET /api/admin/moderation-queue": () =>
      json({ items, page: 1, limit: 20, total: items.length }),
    ...more,
  };
}

const path = (name: string) => `/api/admin/content/policy-brief/${POLICY_BRIEF_ID}/${name}`;
const decision = (name: string) => `POST ${path(name)}`;
const answer = () => json({ item: makeContentItem({ id: POLICY_BRIEF_ID, type: "policy-brief" }) });

describe("Moderation Queue: what was reported", () => {
  it("shows each report's category, the reporter's details and the reporter, linked", async () => {
    mockFetch(routes());
    renderAdmin(QUEUE);
    const reports = await screen.findByRole("list", { name: `Reports on ${TITLE}` });
    const [first, second] = within(reports).getAllByRole("listitem");
    expect(within(first!).getByText("Spam or advertising")).toBeInTheDocument();
    expect(
      within(first!).getByText("The same text is posted under three titles."),
    ).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: "Rosa Reader" })).toHaveAttribute(
      "href",
      "/profile/user-2",
    );
    expect(within(second!).getByText("False or misleading")).toBeInTheDocument();
    expect(within(second!).getByText("No details given.")).toBeInTheDocument();
    expect(within(second!).getByRole("link", { name: "Tomas Field" })).toHaveAttribute(
      "href",
      "/profile/user-3",
    );
  });

  it("an item back in review shows its status and the last note to the author", async () => {
    mockFetch(
      routes([
        makeQueueItem({
          id: POLICY_BRIEF_ID,
          status: "in-review",
          reports: [],
          reportCount: 0,
          reportReasons: [],
          moderationReason: "Add the survey's sample size.",
        }),
      ]),
    );
    renderAdmin(QUEUE);
    const list = await screen.findByRole("list", { name: "Items waiting for moderation" });
    expect(within(list).getByText("In review")).toBeInTheDocument();
    expect(within(list).getByText("Add the survey's sample size.")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: `Approve ${TITLE}` })).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: /Dismiss report/ })).toBeNull();
  });
});

describe("Moderation Queue: actions", () => {
  const published = makeQueueItem({ id: POLICY_BRIEF_ID, status: "published" });

  it("a published reported item offers Dismiss report and Hide pending review, not Approve", async () => {
    const fetchMock = mockFetch(
      routes([published], { [decision("dismiss")]: answer, [decision("hide")]: answer }),
    );
    const user = userEvent.setup();
    renderAdmin(QUEUE);
    const list = await screen.findByRole("list", { name: "Items waiting for moderation" });
    expect(within(list).queryByRole("button", { name: `Approve ${TITLE}` })).toBeNull();

    await user.click(within(list).getByRole("button", { name: `Dismiss reports on ${TITLE}` }));
    expect(
      await screen.findByText(`Dismissed the reports on “${TITLE}”; it stays as it was.`),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST", path("dismiss"))[0])).toEqual({
      reason: "",
    });

    await user.click(await screen.findByRole("button", { name: `Hide pending review: ${TITLE}` }));
    expect(
      await screen.findByText(`“${TITLE}” is hidden until it is reviewed.`),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", path("hide"))).toHaveLength(1);
  });

  it("Request revision needs a note, then sends it as the reason the author reads", async () => {
    const fetchMock = mockFetch(routes(undefined, { [decision("request-revision")]: answer }));
    const user = userEvent.setup();
    renderAdmin(QUEUE);
    await user.click(await screen.findByRole("button", { name: `Request revision of ${TITLE}` }));
    const dialog = await screen.findByRole("dialog", { name: /Request a revision/ });
    await user.click(within(dialog).getByRole("button", { name: "Request revision" }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", path("request-revision"))).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText(/Note to the author/),
      "  Cite the 2019 survey you quote.  ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Request revision" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      await screen.findByText(`Asked the author of “${TITLE}” for a revision.`),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST", path("request-revision"))[0])).toEqual({
      reason: "Cite the 2019 survey you quote.",
    });
  });
});

describe("Actions Log: links", () => {
  it("links each line to the item and to its author, or to the user acted on", async () => {
    mockFetch(
      routes(undefined, {
        "GET /api/admin/actions": () =>
          json({
            actions: [
              makeAction({
                id: "a1",
                action: "request-revision",
                targetPath: "/policy-brief/water-user-associations",
                targetTitle: TITLE,
                user: { id: "user-1", name: "Ada Ostrom" },
                reason: "Cite the survey.",
              }),
              makeAction({
                id: "a2",
                action: "ban",
                targetType: "user",
                targetId: "user-9",
                user: { id: "user-9", name: "Banned Bea" },
              }),
              makeAction({ id: "a3", action: "delete", targetId: "gone-1" }),
            ],
            page: 1,
            limit: 20,
            total: 3,
          }),
      }),
    );
    renderAdmin("/admin?tab=actions");
    const list = await screen.findByRole("list", { name: "Admin actions" });
    const [revision, ban, deleted] = within(list).getAllByRole("listitem");
    expect(within(revision!).getByText("requested a revision")).toBeInTheDocument();
    expect(within(revision!).getByRole("link", { name: TITLE })).toHaveAttribute(
      "href",
      "/policy-brief/water-user-associations",
    );
    expect(within(revision!).getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      "/profile/user-1",
    );
    expect(within(ban!).getByRole("link", { name: "Banned Bea" })).toHaveAttribute(
      "href",
      "/profile/user-9",
    );
    // A deleted item has no page: the line says so, without its id; only the admin is linked.
    expect(
      within(deleted!)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Elinor Admin"]);
    expect(deleted).toHaveTextContent("Case Study (since deleted)");
    expect(deleted).not.toHaveTextContent("gone-1");
  });
});
