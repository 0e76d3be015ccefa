import type { Digest, DigestSummary } from "@field-commons/shared/digests";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { DigestArchive } from "./digest-archive";
import { DigestDetailPage } from "./digest-detail";
import { UnsubscribePage } from "./unsubscribe-page";

const STATS = {
  totalNewContent: 3,
  newJobs: 2,
  newCaseStudies: 1,
  newTrips: 1,
  totalViews: 140,
  totalApplications: 4,
};

function summary(week: number, overrides: Partial<DigestSummary> = {}): DigestSummary {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(week).padStart(2, "0")}`,
    week: `2026-W${String(week).padStart(2, "0")}`,
    weekNumber: week,
    year: 2026,
    weekOf: "2026-11-16",
    weekEnd: "2026-11-22",
    title: `Week ${week}, 2026: 3 new publications`,
    summary: "The community published 1 case study, 1 field work trip and 1 interview.",
    quiet: false,
    views: 12,
    stats: STATS,
    generatedAt: "2026-11-23T06:00:00.000Z",
    ...overrides,
  };
}

const DIGEST: Digest = {
  ...summary(47),
  featuredContent: [
    {
      type: "case-study",
      title: "Irrigation turns in the Upper Valley",
      author: "Amara Okafor",
      domain: "Water & Oceans",
      excerpt: "How turns are kept.",
      url: "/case-study/irrigation-turns",
      views: 40,
      likes: 3,
    },
  ],
  newJobs: [
    {
      id: "job-1",
      title: "Water Governance Fellow",
      organization: "Andean Water Lab",
      location: "Cusco, Peru",
      domain: "Water & Oceans",
      postedAt: "2026-11-18T10:00:00.000Z",
      url: "/jobs/job-1",
    },
  ],
  newCaseStudies: [
    {
      title: "Irrigation turns in the Upper Valley",
      author: "Amara Okafor",
      domain: "Water & Oceans",
      publishedAt: "2026-11-17T10:00:00.000Z",
      url: "/case-study/irrigation-turns",
    },
  ],
  newTrips: [],
};

describe("DigestArchive", () => {
  it("lists the week, title, summary and key figures, with pages when there are more", async () => {
    const fetchMock = mockFetch({
      "GET /api/digest": ({ url }) => {
        const page = Number(new URL(url, "http://x").searchParams.get("page"));
        return json({
          digests: page === 2 ? [summary(30)] : [summary(47), summary(46)],
          pagination: { page, total: 11, pages: 2 },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DigestArchive />, { route: "/digest" });
    const list = await screen.findByRole("list", { name: "Weekly digests" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/Nov 16, 2026 – Nov 22, 2026/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: /Week 47, 2026: 3 new/ })).toHaveAttribute(
      "href",
      "/digest/2026-W47",
    );
    expect(within(items[0]!).getByText("140")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /page 2/i }));
    expect(await screen.findByRole("link", { name: /Week 30, 2026/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/digest")[1]![0]).toContain("page=2&limit=10");
  });

  it("says when there are no digests yet", async () => {
    mockFetch({
      "GET /api/digest": () => json({ digests: [], pagination: { page: 1, total: 0, pages: 0 } }),
    });
    renderWithProviders(<DigestArchive />);
    expect(
      await screen.findByText("No digests yet. The first one appears after the first full week."),
    ).toBeInTheDocument();
  });
});

function renderDetail(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/digest/:id" element={<DigestDetailPage id={id} />} />
    </Routes>,
    { route: `/digest/${id}` },
  );
}

describe("DigestDetailPage", () => {
  it("shows the week, stats and the four lists with links, and the way to jobs, feed and planner", async () => {
    mockFetch({ "GET /api/digest/2026-W47": () => json(DIGEST) });
    renderDetail("2026-W47");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Week 47, 2026: 3 new publications" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Featured content" })).toBeInTheDocument();
    expect(
      screen.getAllByRole("link", { name: "Irrigation turns in the Upper Valley" })[0],
    ).toHaveAttribute("href", "/case-study/irrigation-turns");
    expect(screen.getByRole("link", { name: "Water Governance Fellow" })).toHaveAttribute(
      "href",
      "/jobs/job-1",
    );
    expect(screen.getByText("No field work trips were published this week.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse jobs" })).toHaveAttribute("href", "/jobs");
    expect(screen.getByRole("link", { name: "Explore the feed" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Plan a field trip" })).toHaveAttribute(
      "href",
      "/trip-planner",
    );
    expect(screen.queryByRole("button", { name: "Regenerate" })).toBeNull();
  });

  it("shows 'Digest Not Found' with Back to Archive", async () => {
    mockFetch({
      "GET /api/digest/2017-W05": () => apiErrorResponse(404, "NOT_FOUND", "Digest Not Found"),
    });
    renderDetail("2017-W05");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Digest Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Archive" })).toHaveAttribute(
      "href",
      "/digest",
    );
  });

  it("lets an admin regenerate the week", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser({ role: "admin", isAdmin: true }) }),
      "GET /api/digest/2026-W47": () => json(DIGEST),
      "POST /api/admin/digests/2026-W47/regenerate": () =>
        json({ ...DIGEST, title: "Week 47, 2026: 4 new publications" }),
    });
    const user = userEvent.setup();
    renderDetail("2026-W47");
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Week 47, 2026: 4 new publications" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Digest regenerated.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/admin/digests/2026-W47/regenerate")).toHaveLength(1);
  });
});

describe("UnsubscribePage", () => {
  it("unsubscribes with one click on the button, never on opening", async () => {
    const fetchMock = mockFetch({
      "POST /api/digest/unsubscribe": ({ body }) =>
        (body as { token: string }).token === "u.mac"
          ? json({
              success: true,
              message: "You are unsubscribed. You will not receive digest e-mails any more.",
            })
          : apiErrorResponse(400, "TOKEN_INVALID", "This unsubscribe link is not valid."),
    });
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePage />, { route: "/digest/unsubscribe?token=u.mac" });
    expect(callsTo(fetchMock, "POST", "/api/digest/unsubscribe")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(
      await screen.findByText(
        "You are unsubscribed. You will not receive digest e-mails any more.",
      ),
    ).toBeInTheDocument();
  });

  it("says when the link is not valid", async () => {
    mockFetch({
      "POST /api/digest/unsubscribe": () =>
        apiErrorResponse(400, "TOKEN_INVALID", "This unsubscribe link is not valid."),
    });
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePage />, { route: "/digest/unsubscribe?token=forged.token" });
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This unsubscribe link is not valid.",
    );
  });
});
