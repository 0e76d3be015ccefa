import type { ContentDetail } from "@field-commons/shared/content";
import { QueryClientProvider } from "@tanstack/react-query";
import { DELETED_USER_ID, PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import type { RouteHandler } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import { SessionProvider } from "../../lib/session/session-provider";
import { AUTHOR_ID, POLICY_BRIEF_ID, makePolicyBrief } from "../../testing/policy-brief-fixture";
import { useContentDetail } from "../../lib/content/use-content-detail";
import { ContentDetailLayout } from "./content-detail-layout";
import { ContentLoadError, ContentNotFound } from "./content-detail-states";

const DETAIL = `GET /api/content/policy-brief/${POLICY_BRIEF_ID}`;
const VIEWS = `/api/content/${POLICY_BRIEF_ID}/views`;

function Probe({ recordView }: { recordView?: boolean }) {
  const query = useContentDetail("policy-brief", POLICY_BRIEF_ID, { recordView });
  if (query.isPending) return <p>Loading</p>;
  if (query.isNotFound) return <p>Not found</p>;
  if (query.isError) return <p>Failed</p>;
  return (
    <p>
      {query.item?.title} ({query.item?.counts.views} views)
    </p>
  );
}

function renderWith(ui: ReactNode, routes: Record<string, RouteHandler>) {
  const fetchMock = mockFetch(routes);
  render(
    <StrictMode>
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionProvider>
          <MemoryRouter>
            <AccountPanelProvider>{ui}</AccountPanelProvider>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return fetchMock;
}

describe("useContentDetail", () => {
  it("loads the item and records one view per load, even under StrictMode", async () => {
    const fetchMock = renderWith(<Probe />, {
      [DETAIL]: () => json(makePolicyBrief()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 42 }),
    });
    expect(await screen.findByText("Water user associations (42 views)")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(1);
  });

  it("records no view when asked not to (edit forms)", async () => {
    const fetchMock = renderWith(<Probe recordView={false} />, {
      [DETAIL]: () => json(makePolicyBrief()),
    });
    expect(await screen.findByText("Water user associations (41 views)")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(0);
  });

  it("tells a 404 from other failures", async () => {
    renderWith(<Probe />, { [DETAIL]: () => apiErrorResponse(404, "NOT_FOUND", "Not found") });
    expect(await screen.findByText("Not found")).toBeInTheDocument();
  });

  it("other failures are errors, not 'not found'", async () => {
    renderWith(<Probe />, { [DETAIL]: () => apiErrorResponse(403, "FORBIDDEN", "No") });
    expect(await screen.findByText("Failed")).toBeInTheDocument();
  });

  it("an empty answer counts as not found", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWith(<Probe />, { [DETAIL]: () => json(null) });
    expect(await screen.findByText("Not found")).toBeInTheDocument();
  });
});

describe("Detail states", () => {
  it("ContentNotFound: the heading, the message and the back link", () => {
    render(
      <MemoryRouter>
        <ContentNotFound
          heading="Interview Not Found"
          message="The interview you're looking for doesn't exist."
          backTo="/interviews"
          backLabel="Back to Interviews"
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Interview Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The interview you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Interviews" })).toHaveAttribute(
      "href",
      "/interviews",
    );
  });

  it("ContentLoadError: the message, Try Again and the back link", async () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <ContentLoadError
          message="Failed to fetch interview"
          onRetry={onRetry}
          backTo="/interviews"
          backLabel="Back to Interviews"
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch interview")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Back to Interviews" })).toHaveAttribute(
      "href",
      "/interviews",
    );
  });
});

describe("ContentDetailLayout", () => {
  const layoutFor = (item: ContentDetail) => (
    <ContentDetailLayout
      item={item}
      listPath="/policy-briefs"
      listLabel="Policy Briefs"
      subtitle="A subtitle"
      badges={<span>Extra badge</span>}
      sidebar={<p>Sidebar content</p>}
    >
      <p>Main content</p>
    </ContentDetailLayout>
  );
  const layout = layoutFor(makePolicyBrief({ images: [] }));
  // What the server grants an admin on someone else's published item.
  const adminLayout = layoutFor(
    makePolicyBrief({ images: [], permissions: { edit: true, delete: true, publish: false } }),
  );

  it("shows the status of a published item to an admin, and the Edit link", async () => {
    renderWith(adminLayout, {
      "GET /api/auth/me": () =>
        json({ user: makeUser({ id: "admin-1", role: "admin", isAdmin: true }) }),
    });
    expect(await screen.findByRole("link", { name: "Edit Policy Brief" })).toBeInTheDocument();
    expect(screen.getByText("Published", { selector: "span.rounded-full" })).toBeInTheDocument();
    expect(screen.getByText("Extra badge")).toBeInTheDocument();
    expect(screen.getByText("A subtitle")).toBeInTheDocument();
    expect(screen.getByRole("complementary")).toHaveTextContent("Sidebar content");
    expect(screen.getByText("Main content")).toBeInTheDocument();
  });

  it("links the byline and the author card to the author's profile", async () => {
    renderWith(layout, {});
    const header = (await screen.findByRole("heading", { level: 1 })).closest("header")!;
    expect(within(header).getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      `/profile/${AUTHOR_ID}`,
    );
    const card = screen.getByRole("region", { name: "About the author" });
    expect(within(card).getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      `/profile/${AUTHOR_ID}`,
    );
    expect(within(card).getByRole("link", { name: "View profile" })).toHaveAttribute(
      "href",
      `/profile/${AUTHOR_ID}`,
    );
  });

  it("shows the deleted user's name as plain text, without 'View profile'", async () => {
    const deleted = { id: DELETED_USER_ID, name: PROFILE_MESSAGES.deletedUser };
    renderWith(
      layoutFor(
        makePolicyBrief({
          images: [],
          author: deleted,
          authorCard: { ...deleted, publications: 3, memberSince: "2025-01-01T00:00:00.000Z" },
        }),
      ),
      {},
    );
    const names = await screen.findAllByText(PROFILE_MESSAGES.deletedUser);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name.closest("a")).toBeNull();
    expect(screen.queryByRole("link", { name: "View profile" })).toBeNull();
  });

  it("hides the status of a published item from the public", async () => {
    const fetchMock = renderWith(layout, {});
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
    expect(screen.queryByText("Published", { selector: "span.rounded-full" })).toBeNull();
    expect(screen.getByText("41 views")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit Policy Brief" })).toBeNull();
  });
});
