import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountPanelProvider } from "../../features/auth/components/account-panel-provider";
import { SessionProvider } from "../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { Component as CaseStudyRoute } from "./case-study";
import {
  AUTHOR_ID,
  AUTHOR_PERMISSIONS,
  CASE_STUDY_ID,
  makeCaseStudy,
} from "../../features/case-studies/testing/case-study-fixture";

const SLUG = "torbel-alpine-commons";
const DETAIL = `GET /api/content/case-study/${SLUG}`;
const VIEWS = `/api/content/${CASE_STUDY_ID}/views`;

function renderPage(slug = SLUG) {
  const router = createMemoryRouter(
    [
      {
        path: "/case-study/:slug",
        element: (
          <AccountPanelProvider>
            <CaseStudyRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/", element: <h1>Home page</h1> },
    ],
    { initialEntries: [`/case-study/${slug}`] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

describe("Case study page", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it("shows the case study with its real figures and only the sections that have text", async () => {
    mockFetch({
      [DETAIL]: () =>
        json(
          makeCaseStudy({
            body: {
              dates: "1483–present",
              problem: "Overgrazing threatened the <b>summer</b> pastures.",
              intervention: "",
              outcomes: "   ",
              governanceModel: "Village assembly sets cow quotas.\n\nRules are written down.",
            },
          }),
        ),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 42 }),
    });
    renderPage();

    const heading = await screen.findByRole("heading", { level: 1, name: "Törbel alpine commons" });
    expect(heading).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(breadcrumb).getByRole("link", { name: "Case Studies" })).toBeInTheDocument();
    expect(within(breadcrumb).getByText("Törbel alpine commons")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText("Land & Environment")).toBeInTheDocument();
    // The 'Published' badge, shown to every reader, beside the byline's date.
    expect(
      screen
        .getAllByText("Published", { selector: "span" })
        .filter((element) => element.textContent?.trim() === "Published"),
    ).toHaveLength(1);
    expect(
      screen.getByText("Five centuries of village rules for shared alpine meadows."),
    ).toBeInTheDocument();
    expect(screen.getByText("Törbel, Switzerland")).toBeInTheDocument();
    expect(screen.getByText("1483–present")).toBeInTheDocument();
    expect(screen.getByText("Mar 4, 2026")).toBeInTheDocument();
    expect(await screen.findByText("42 views")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like, 7 likes" })).toBeInTheDocument();

    // Sections: only the non-empty ones, as plain text.
    expect(screen.getByRole("heading", { level: 3, name: "Problem" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Governance Model" })).toBeInTheDocument();
    for (const name of ["Intervention", "Outcomes", "Methods", "Actors", "Notes"]) {
      expect(screen.queryByRole("heading", { name })).toBeNull();
    }
    expect(
      screen.getByText("Overgrazing threatened the <b>summer</b> pastures."),
    ).toBeInTheDocument();
    expect(document.querySelector("article b")).toBeNull();
    expect(screen.getByText("Rules are written down.").tagName).toBe("P");

    // The author card with the real publication count.
    const author = screen.getByRole("region", { name: "About the author" });
    expect(within(author).getByText("12 publications · Member since Jan 1, 2025")).toBeVisible();
    expect(screen.getByRole("link", { name: /Back to Case Studies/ })).toBeInTheDocument();

    expect(document.title).toContain("Törbel alpine commons");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Five centuries of village rules for shared alpine meadows.",
    );
    // Not the author: no Edit link.
    expect(screen.queryByRole("link", { name: "Edit Case Study" })).toBeNull();
  });

  it("records the view once per page load", async () => {
    const fetchMock = mockFetch({
      [DETAIL]: () => json(makeCaseStudy()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 42 }),
    });
    renderPage();
    expect(await screen.findByText("42 views")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(1);
  });

  it("shows 'Draft' rather than 'Published' for an unpublished case study, and Edit for its author", async () => {
    mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser({ id: AUTHOR_ID }) }),
      [DETAIL]: () =>
        json(
          makeCaseStudy({ status: "draft", publishedAt: null, permissions: AUTHOR_PERMISSIONS }),
        ),
      [`POST ${VIEWS}`]: () => json({ counted: false, count: 41 }),
    });
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Törbel alpine commons" });
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.queryByText("Published", { selector: "span" })).toBeNull();
    expect(await screen.findByRole("link", { name: "Edit Case Study" })).toHaveAttribute(
      "href",
      `/publish/case-study/${CASE_STUDY_ID}`,
    );
  });

  it("opens a photo full size and returns focus when it closes", async () => {
    mockFetch({
      [DETAIL]: () => json(makeCaseStudy()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 42 }),
    });
    const user = userEvent.setup();
    renderPage();
    const gallery = await screen.findByRole("region", { name: /Photos/ });
    const thumbs = within(gallery).getAllByRole("button");
    expect(thumbs).toHaveLength(2);
    expect(thumbs[1]!.querySelector("img")).toHaveAttribute(
      "src",
      expect.stringContaining("/card"),
    );
    await user.click(thumbs[1]!);
    const viewer = await screen.findByRole("dialog", { name: "Photo 2 alt" });
    expect(within(viewer).getByRole("img", { name: "Photo 2 alt" })).toHaveAttribute(
      "src",
      makeCaseStudy().images[1]!.url,
    );
    await user.click(within(viewer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(thumbs[1]).toHaveFocus();
  });

  it("404: 'Oops! Something went wrong' with 'Case study not found' and Back to Home", async () => {
    mockFetch({ [DETAIL]: () => apiErrorResponse(404, "NOT_FOUND", "Not found") });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Case study not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("other failures: 'Failed to fetch case study'", async () => {
    mockFetch({ [DETAIL]: () => apiErrorResponse(500, "INTERNAL", "Boom") });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch case study")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeInTheDocument();
  });

  it("an empty answer: 'Case study not found' and that it doesn't exist or has been removed", async () => {
    const fetchMock = mockFetch({ [DETAIL]: () => json({}) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Case study not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The case study you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(0);
  });
});
