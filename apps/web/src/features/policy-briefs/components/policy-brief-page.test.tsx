import type { ContentDetailOf } from "@field-commons/shared/content";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { Component as PolicyBriefRoute } from "../../../app/routes/policy-brief";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import {
  AUTHOR_ID,
  AUTHOR_PERMISSIONS,
  POLICY_BRIEF_ID,
  POLICY_BRIEF_SLUG,
  fullPolicyBriefBody,
  makePolicyBrief,
} from "../../../testing/policy-brief-fixture";

const DETAIL = `GET /api/content/policy-brief/${POLICY_BRIEF_SLUG}`;
const VIEWS = `/api/content/${POLICY_BRIEF_ID}/views`;

function renderPage(
  routes: Record<string, RouteHandler>,
  path = `/policy-brief/${POLICY_BRIEF_SLUG}`,
) {
  const fetchMock = mockFetch({
    [`POST ${VIEWS}`]: () => json({ counted: true, count: 42 }),
    ...routes,
  });
  const element = (
    <AccountPanelProvider>
      <PolicyBriefRoute />
    </AccountPanelProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/policy-brief/:id", element },
      { path: "/policy-briefs/:id", element },
      { path: "/policy-briefs", element: <h1>Policy briefs list</h1> },
    ],
    { initialEntries: [path] },
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
  return { fetchMock, router };
}

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

describe("Policy brief page", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it("shows the frame: breadcrumb, badges, title, subtitle, author, date and the real view count", async () => {
    const { fetchMock } = renderPage({ [DETAIL]: () => json(makePolicyBrief()) });
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Water user associations",
    });
    expect(heading).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(breadcrumb).getByRole("link", { name: "Policy Briefs" })).toHaveAttribute(
      "href",
      "/policy-briefs",
    );
    expect(within(breadcrumb).getByText("Water user associations")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText("Policy Brief", { selector: "span" })).toBeInTheDocument();
    // The public sees no status badge on a published brief.
    expect(screen.queryByText("Published", { selector: "span.rounded-full" })).toBeNull();
    expect(screen.queryByText("Featured")).toBeNull();
    expect(screen.getByText("Lessons from irrigation commons in Nepal")).toBeInTheDocument();
    expect(screen.getAllByText("Ada Ostrom").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Mar 4, 2026").length).toBeGreaterThan(0);
    expect(await screen.findByText("42 views")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like, 7 likes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Save/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Share/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(1);
    expect(document.title).toContain("Water user associations");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Farmer-managed systems outperform agency-run ones.",
    );
    expect(screen.getByRole("link", { name: /Back to Policy Briefs/ })).toHaveAttribute(
      "href",
      "/policy-briefs",
    );
    expect(screen.queryByRole("link", { name: "Edit Policy Brief" })).toBeNull();
  });

  it("shows every field that has a value, as plain text", async () => {
    renderPage({ [DETAIL]: () => json(makePolicyBrief()) });
    await screen.findByRole("heading", { level: 1, name: "Water user associations" });
    const body = fullPolicyBriefBody();
    const textSections: [string, string][] = [
      ["Executive Summary", body.executiveSummary!],
      ["Key Findings", body.keyFindings!],
      ["Recommendations", body.recommendations!],
      ["Stakeholders", body.stakeholders!],
      ["Implementation Plan", body.implementationPlan!],
      ["Timeline", body.timeline!],
      ["Budget", body.budget!],
      ["Risks", body.risks!],
      ["Success Metrics", body.successMetrics!],
      ["Conclusion", body.conclusion!],
      ["Sources", body.sources!],
      ["Contacts", body.contacts!],
    ];
    for (const [name, text] of textSections) {
      expect(within(section(name)).getByText(text)).toBeInTheDocument();
    }
    // Paragraphs: a blank line starts a new one.
    const problem = section("Problem Statement");
    expect(within(problem).getByText("Agency-run canals fall into disrepair.").tagName).toBe("P");
    expect(within(problem).getByText("Farmers lose water.").tagName).toBe("P");

    const recommendations = section("Policy Recommendations");
    const first = within(recommendations)
      .getByRole("heading", { level: 3, name: "Recognise water user associations in law" })
      .closest("li")!;
    for (const text of [
      "Give associations legal standing.",
      "Amend the irrigation act.",
      "Within 12 months",
      "Ministry of Irrigation",
      "Farmer federations",
      "Legal drafting support.",
    ]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    for (const term of ["Implementation", "Timeline", "Stakeholders", "Resources"]) {
      expect(within(first).getByText(term)).toBeInTheDocument();
    }

    const evidence = section("Evidence");
    const lam = within(evidence)
      .getByRole("heading", { level: 3, name: "Lam (1998) Governing Irrigation Systems" })
      .closest("li")!;
    for (const text of ["Field study", "150 systems compared.", "1998"]) {
      expect(within(lam).getByText(text)).toBeInTheDocument();
    }
    const link = within(lam).getByRole("link", { name: /example\.org\/lam-1998/ });
    expect(link).toHaveAttribute("href", "https://example.org/lam-1998");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");

    const references = section("References");
    expect(within(references).getByText("Governing the Commons")).toBeInTheDocument();
    expect(
      within(references).getByText("Elinor Ostrom · Cambridge University Press · 1990"),
    ).toBeInTheDocument();
    expect(within(references).getByRole("link", { name: /example\.org\/gtc/ })).toHaveAttribute(
      "href",
      "https://example.org/gtc",
    );

    const sidebar = screen.getByRole("complementary", { name: "About this policy brief" });
    const details = within(sidebar).getByRole("region", { name: "Brief details" });
    expect(within(details).getByText("Chitwan, Nepal")).toBeInTheDocument();
    expect(within(details).getByText("27.5291, 84.3542")).toBeInTheDocument();
    expect(within(details).getByText("Water & Oceans")).toBeInTheDocument();
    expect(within(details).getByText("Jan 10, 2026")).toBeInTheDocument();
    expect(within(details).getByText("Feb 1, 2026")).toBeInTheDocument();
    expect(within(details).getByText("irrigation")).toBeInTheDocument();
    expect(within(details).getByText("Nepal")).toBeInTheDocument();
    expect(within(sidebar).getByRole("region", { name: "About the author" })).toBeInTheDocument();
  });

  it("colours priorities high red, medium amber, low green, and credibility the other way round", async () => {
    renderPage({ [DETAIL]: () => json(makePolicyBrief()) });
    await screen.findByRole("heading", { level: 1, name: "Water user associations" });
    expect(screen.getByText("High priority")).toHaveAttribute("data-tone", "red");
    expect(screen.getByText("High priority")).toHaveClass("text-red-900");
    expect(screen.getByText("Medium priority")).toHaveAttribute("data-tone", "amber");
    expect(screen.getByText("Low priority")).toHaveAttribute("data-tone", "green");
    expect(screen.getByText("Low priority")).toHaveClass("text-green-900");
    expect(screen.getByText("High credibility")).toHaveAttribute("data-tone", "green");
    expect(screen.getByText("Medium credibility")).toHaveAttribute("data-tone", "amber");
    expect(screen.getByText("Low credibility")).toHaveAttribute("data-tone", "red");
    expect(screen.getByText("Low credibility")).toHaveClass("text-red-900");
  });

  it("leaves out empty fields", async () => {
    renderPage({
      [DETAIL]: () =>
        json(
          makePolicyBrief({
            body: {
              executiveSummary: "Only this.",
              problemStatement: "   ",
              policyRecommendations: [],
            },
          }),
        ),
    });
    await screen.findByRole("heading", { level: 1, name: "Water user associations" });
    expect(section("Executive Summary")).toBeInTheDocument();
    for (const name of [
      "Problem Statement",
      "Policy Recommendations",
      "Evidence",
      "References",
      "Conclusion",
    ]) {
      expect(screen.queryByRole("region", { name })).toBeNull();
    }
  });

  it("renders HTML and javascript: links from authors as inert text", async () => {
    const payload = "<img src=x onerror=alert(1)>";
    renderPage({
      [DETAIL]: () =>
        json(
          makePolicyBrief({
            title: `Brief ${payload}`,
            body: {
              executiveSummary: payload,
              evidence: [
                { source: `<script>alert(1)</script>`, url: "javascript:alert(1)" },
                { source: "Data URL", url: "data:text/html,<script>alert(1)</script>" },
              ],
              references: [{ title: "Ref", url: "  JavaScript:alert(document.cookie)" }],
            },
          }),
        ),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: `Brief ${payload}` }),
    ).toBeInTheDocument();
    expect(within(section("Executive Summary")).getByText(payload)).toBeInTheDocument();
    expect(document.querySelector("article img")).toBeNull();
    expect(document.querySelector("article script")).toBeNull();
    const evidence = section("Evidence");
    expect(within(evidence).getByText("javascript:alert(1)").tagName).toBe("SPAN");
    expect(within(evidence).getByText("data:text/html,<script>alert(1)</script>").tagName).toBe(
      "SPAN",
    );
    expect(within(evidence).queryByRole("link")).toBeNull();
    expect(within(section("References")).queryByRole("link")).toBeNull();
    for (const anchor of document.querySelectorAll("a")) {
      expect(anchor.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data):/i);
    }
  });

  it("shows the status and Edit to the author of a draft", async () => {
    renderPage({
      "GET /api/auth/me": () => json({ user: makeUser({ id: AUTHOR_ID }) }),
      [DETAIL]: () =>
        json(
          makePolicyBrief({
            status: "draft",
            publishedAt: null,
            permissions: AUTHOR_PERMISSIONS,
          }),
        ),
    });
    await screen.findByRole("heading", { level: 1, name: "Water user associations" });
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.getByText(/Last updated/, { selector: "p span" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Edit Policy Brief" })).toHaveAttribute(
      "href",
      `/publish/policy-brief/${POLICY_BRIEF_ID}`,
    );
  });

  it("not found: 'Policy Brief Not Found' with the fallback text and a back link", async () => {
    const { fetchMock } = renderPage({
      [DETAIL]: () => apiErrorResponse(404, "NOT_FOUND", "Not found"),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Policy Brief Not Found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The policy brief you're looking for doesn't exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Policy Briefs" })).toHaveAttribute(
      "href",
      "/policy-briefs",
    );
    expect(document.title).toContain("Policy brief not found");
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(0);
  });

  it("another type's item counts as not found", async () => {
    const interview: ContentDetailOf<"interview"> = {
      ...makePolicyBrief(),
      type: "interview",
      body: {},
    };
    renderPage({ [DETAIL]: () => json(interview) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Policy Brief Not Found" }),
    ).toBeInTheDocument();
  });

  it("other failures: Try Again loads it", async () => {
    let fail = true;
    renderPage({
      [DETAIL]: () =>
        fail ? apiErrorResponse(400, "BAD_REQUEST", "Bad") : json(makePolicyBrief()),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch policy brief")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Water user associations" }),
    ).toBeInTheDocument();
  });

  it("moves /policy-briefs/{id} to the canonical /policy-brief/{id}", async () => {
    const { router } = renderPage(
      { [DETAIL]: () => json(makePolicyBrief()) },
      `/policy-briefs/${POLICY_BRIEF_SLUG}`,
    );
    await screen.findByRole("heading", { level: 1, name: "Water user associations" });
    expect(router.state.location.pathname).toBe(`/policy-brief/${POLICY_BRIEF_SLUG}`);
  });
});
