import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import type { Application } from "@field-commons/shared/applications";
import type { ContentSummary, MyStats } from "@field-commons/shared/content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { Dashboard, dashboardGreeting } from "./dashboard";

let nextId = 1;
function makeItem(overrides: Partial<ContentSummary> = {}): ContentSummary {
  const n = nextId++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    type: "case-study",
    slug: `item-${n}`,
    title: `Item ${n}`,
    summary: "",
    description: "A study of irrigation councils.",
    domain: "Water & Oceans",
    status: "published",
    author: { id: "user-1", name: "Ada Ostrom" },
    location: { name: "Valencia", lat: null, lng: null, country: "ES" },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-03-04T10:00:00.000Z",
    publishedAt: "2026-01-02T00:00:00.000Z",
    counts: { views: 41, likes: 3, saves: 2, shares: 6 },
    completeness: 100,
    viewer: { liked: false, saved: false },
    ...overrides,
  };
}

const STATS: MyStats = {
  publications: 3,
  drafts: 4,
  likesGiven: 5,
  itemsSaved: 2,
  totalViews: 90,
  likesReceived: 7,
  itemsCreated: 8,
};

/** An account that has not started anything yet. */
const NOTHING_YET: MyStats = {
  publications: 0,
  drafts: 0,
  likesGiven: 0,
  itemsSaved: 0,
  totalViews: 0,
  likesReceived: 0,
  itemsCreated: 0,
};

const page = (items: ContentSummary[], nextCursor: string | null = null) =>
  json({ items, nextCursor });
const reactionPage = (items: ContentSummary[]) =>
  json({
    items: items.map((item) => ({
      contentType: item.type,
      contentId: item.id,
      createdAt: "2026-03-01T00:00:00.000Z",
      item,
    })),
    nextCursor: null,
  });

/** GET /api/content answers by the status the dashboard asks for. */
function contentByStatus(lists: { publications?: () => Response; drafts?: () => Response }) {
  const handler: RouteHandler = ({ url }) => {
    const status = new URL(url, "http://localhost").searchParams.get("status");
    if (status?.split(",").includes("draft")) return lists.drafts?.() ?? page([]);
    return lists.publications?.() ?? page([]);
  };
  return handler;
}

function signedInRoutes(routes: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: makeUser() }),
    "GET /api/me/stats": () => json(STATS),
    "GET /api/me/storage": () => json({ usedBytes: 12_345_678, limitBytes: 50_000_000 }),
    "GET /api/content": contentByStatus({}),
    "GET /api/me/likes": () => reactionPage([]),
    "GET /api/me/saves": () => reactionPage([]),
    ...routes,
  };
}

function renderDashboard(route = "/dashboard") {
  return renderWithProviders(
    <AccountPanelProvider>
      <Dashboard />
    </AccountPanelProvider>,
    { route },
  );
}

async function openTab(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name }));
  return user;
}

describe("Dashboard: session", () => {
  it("signed out: asks to log in, the button opens the sign-in panel, nothing else is fetched", async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderDashboard();
    expect(
      await screen.findByRole("heading", { name: "Please log in to access your dashboard" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("dialog", { name: "Account" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/me/stats")).toHaveLength(0);
  });

  it("shows 'Loading your dashboard...' while the session and the figures load", async () => {
    let answerStats: (response: Response) => void = () => {};
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/me/stats": () => new Promise<Response>((resolve) => (answerStats = resolve)),
      }),
    );
    renderDashboard();
    // First the session, then the figures.
    expect(screen.getByText("Loading your dashboard...")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/me/stats")).toHaveLength(1));
    expect(screen.getByText("Loading your dashboard...")).toBeInTheDocument();
    answerStats(json(STATS));
    expect(
      await screen.findByRole("heading", { name: "Welcome back, Ada Ostrom!" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading your dashboard...")).not.toBeInTheDocument();
  });

  it("welcomes the user by name", async () => {
    mockFetch(signedInRoutes());
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Ada Ostrom!" }),
    ).toBeInTheDocument();
  });

  it("welcomes an account made today that has not started anything as new, and shows the plan", async () => {
    const createdAt = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    mockFetch(
      signedInRoutes({
        "GET /api/auth/me": () =>
          json({ user: makeUser({ createdAt, plan: "contributor", isContributor: true }) }),
        "GET /api/me/stats": () => json(NOTHING_YET),
      }),
    );
    renderDashboard();
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Welcome to Field Commons, Ada Ostrom!",
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("plan-badge")).toHaveTextContent("Contributor plan");
  });

  it("welcomes back an account made today that already has publications", async () => {
    const createdAt = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    mockFetch(
      signedInRoutes({ "GET /api/auth/me": () => json({ user: makeUser({ createdAt }) }) }),
    );
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Ada Ostrom!" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("plan-badge")).toHaveTextContent("Free plan");
  });

  it("keeps 'Welcome back' when a moderator rejects the only publication of a new account", async () => {
    const createdAt = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    // The rejected item has left Publications for Drafts: nothing is published any more.
    mockFetch(
      signedInRoutes({
        "GET /api/auth/me": () => json({ user: makeUser({ createdAt }) }),
        "GET /api/me/stats": () => json({ ...NOTHING_YET, drafts: 1, itemsCreated: 1 }),
      }),
    );
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Ada Ostrom!" }),
    ).toBeInTheDocument();
  });

  it("welcomes back a new account whose only item waits for a revision, or that liked something", async () => {
    const user = makeUser({ createdAt: "2026-03-01T10:00:00.000Z" });
    const now = Date.parse("2026-03-01T12:00:00.000Z");
    // An item sent back for revision counts in neither Publications nor Drafts.
    expect(dashboardGreeting(user, { ...NOTHING_YET, itemsCreated: 1 }, now)).toBe(
      "Welcome back, Ada Ostrom!",
    );
    expect(dashboardGreeting(user, { ...NOTHING_YET, likesGiven: 1 }, now)).toBe(
      "Welcome back, Ada Ostrom!",
    );
    expect(dashboardGreeting(user, NOTHING_YET, now)).toBe("Welcome to Field Commons, Ada Ostrom!");
    // A day later the account is no longer new, whatever it holds.
    expect(dashboardGreeting(user, NOTHING_YET, now + 24 * 60 * 60 * 1000)).toBe(
      "Welcome back, Ada Ostrom!",
    );
    expect(dashboardGreeting({ ...user, name: " " }, NOTHING_YET, now)).toBe(
      "Welcome to Field Commons, Researcher!",
    );
  });

  it("welcomes a user without a name as Researcher", async () => {
    mockFetch(signedInRoutes({ "GET /api/auth/me": () => json({ user: makeUser({ name: "" }) }) }));
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Researcher!" }),
    ).toBeInTheDocument();
  });
});

describe("Dashboard: figures and tabs", () => {
  it("shows the four stat cards and the tab counts from /api/me/stats", async () => {
    mockFetch(signedInRoutes());
    renderDashboard();
    const figures = {
      Publications: "3",
      Drafts: "4",
      "Likes Given": "5",
      "Items Saved": "2",
    };
    for (const [label, value] of Object.entries(figures)) {
      const card = await screen.findByRole("group", { name: label });
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "Publications (3)",
      "Liked (5)",
      "Saved (2)",
      "Drafts (4)",
      "Applications",
      "Job Alerts",
      "Analytics",
    ]);
    expect(screen.getByRole("tab", { name: "Publications (3)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("shows the storage the account's uploads use against its plan's limit", async () => {
    mockFetch(signedInRoutes());
    renderDashboard();
    expect(await screen.findByText("Storage: 12.3 MB of 50 MB")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Storage used" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
  });

  it("says an account without a storage limit has none", async () => {
    mockFetch(
      signedInRoutes({
        "GET /api/me/storage": () => json({ usedBytes: 2_000_000, limitBytes: null }),
      }),
    );
    renderDashboard();
    expect(await screen.findByText("Storage: 2 MB used (no limit)")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Storage used" })).toBeNull();
  });

  it("failed fetches: figures show zeros with Try Again, lists show their empty state", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    let statsOk = false;
    mockFetch(
      signedInRoutes({
        "GET /api/me/stats": () =>
          statsOk ? json(STATS) : apiErrorResponse(500, "INTERNAL", "Something went wrong"),
        "GET /api/content": () => apiErrorResponse(500, "INTERNAL", "Something went wrong"),
      }),
    );
    renderDashboard();
    const card = await screen.findByRole("group", { name: "Publications" });
    expect(within(card).getByText("0")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Drafts (0)" })).toBeInTheDocument();
    expect(await screen.findByText("No publications yet")).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your publications.")).toBeInTheDocument();
    expect(log).toHaveBeenCalled();

    statsOk = true;
    const user = userEvent.setup();
    const note = screen.getByText("We couldn't load your figures.").closest("[role=alert]");
    await user.click(within(note as HTMLElement).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("tab", { name: "Drafts (4)" })).toBeInTheDocument();
  });
});

describe("Dashboard: Publications", () => {
  it("lists published and pending items of every type, with real figures and Load more", async () => {
    const first = makeItem({
      title: "Irrigation councils",
      counts: { views: 41, likes: 3, saves: 2, shares: 6 },
    });
    const pending = makeItem({ type: "trip", title: "Andes trip", status: "pending" });
    const later = makeItem({ title: "Older study" });
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/content": contentByStatus({
          publications: () => page([first, pending], "cursor-2"),
        }),
      }),
    );
    renderDashboard();

    expect(await screen.findByRole("link", { name: "Irrigation councils" })).toHaveAttribute(
      "href",
      `/case-study/${first.slug}`,
    );
    expect(screen.getByRole("link", { name: "New Case Study" })).toHaveAttribute(
      "href",
      "/publish/case-study",
    );
    expect(screen.getByRole("link", { name: "Plan Field Work" })).toHaveAttribute(
      "href",
      "/trip-planner",
    );
    const card = screen.getByRole("article", { name: "Irrigation councils" });
    expect(within(card).getByText("41 views")).toBeInTheDocument();
    expect(within(card).getByText("6 shares")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Like, 3 likes" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Save, 2 saves" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Andes trip" })).getByText("Pending"),
    ).toBeInTheDocument();

    const [call] = callsTo(fetchMock, "GET", "/api/content");
    const params = new URL(String(call?.[0]), "http://localhost").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      author: "me",
      status: "published,pending,in-review",
      sort: "recent",
      limit: "12",
    });

    fetchMock.mockClear();
    mockFetch(
      signedInRoutes({
        "GET /api/content": ({ url }) => {
          expect(new URL(url, "http://localhost").searchParams.get("cursor")).toBe("cursor-2");
          return page([later]);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Older study" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows 'No publications yet' when there are none", async () => {
    mockFetch(signedInRoutes());
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "No publications yet" })).toBeInTheDocument();
  });
});

describe("Dashboard: Liked and Saved", () => {
  it("Liked: cards link to the item; Unlike calls DELETE /api/likes and reloads the list and stats", async () => {
    const liked = makeItem({ title: "Fishing rights", viewer: { liked: true, saved: false } });
    let likedItems = [liked];
    let stats = STATS;
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/me/stats": () => json(stats),
        "GET /api/me/likes": () => reactionPage(likedItems),
        "DELETE /api/likes": ({ body }) => {
          expect(body).toEqual({ contentType: "case-study", contentId: liked.id });
          likedItems = [];
          stats = { ...STATS, likesGiven: 4 };
          return json({ liked: false, likes: 2 });
        },
      }),
    );
    renderDashboard();
    const user = await openTab(/^Liked/);
    expect(await screen.findByRole("link", { name: "Fishing rights" })).toHaveAttribute(
      "href",
      `/case-study/${liked.slug}`,
    );
    await user.click(screen.getByRole("button", { name: "Unlike Fishing rights" }));

    expect(await screen.findByText("No liked content yet")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Liked (4)" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", "/api/likes")).toHaveLength(1);
    expect(callsTo(fetchMock, "GET", "/api/me/likes").length).toBeGreaterThanOrEqual(2);
  });

  it("Liked: a failed Unlike changes nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const liked = makeItem({ title: "Fishing rights" });
    mockFetch(
      signedInRoutes({
        "GET /api/me/likes": () => reactionPage([liked]),
        "DELETE /api/likes": () => apiErrorResponse(500, "INTERNAL", "Something went wrong"),
      }),
    );
    renderDashboard();
    const user = await openTab(/^Liked/);
    await user.click(await screen.findByRole("button", { name: "Unlike Fishing rights" }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole("link", { name: "Fishing rights" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Liked (5)" })).toBeInTheDocument();
  });

  it("Saved: Remove calls DELETE /api/saves and the item leaves the list", async () => {
    const saved = makeItem({ type: "opinion-essay", title: "On enclosure" });
    let savedItems = [saved];
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/me/saves": () => reactionPage(savedItems),
        "DELETE /api/saves": () => {
          savedItems = [];
          return json({ saved: false, saves: 1 });
        },
      }),
    );
    renderDashboard();
    const user = await openTab(/^Saved/);
    expect(await screen.findByRole("link", { name: "On enclosure" })).toHaveAttribute(
      "href",
      `/opinion-essay/${saved.slug}`,
    );
    await user.click(screen.getByRole("button", { name: "Remove On enclosure from saved" }));
    expect(await screen.findByText("No saved content yet")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", "/api/saves")).toHaveLength(1);
  });

  it("shows the empty states of Liked and Saved", async () => {
    mockFetch(signedInRoutes());
    renderDashboard();
    const user = await openTab(/^Liked/);
    expect(await screen.findByText("No liked content yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /^Saved/ }));
    expect(await screen.findByText("No saved content yet")).toBeInTheDocument();
  });
});

describe("Dashboard: Drafts", () => {
  const draft = makeItem({
    type: "trip",
    title: "Andes field notes",
    status: "draft",
    completeness: 67,
    domain: null,
    publishedAt: null,
  });

  it("asks for every type's drafts in one request, newest modified first", async () => {
    const fetchMock = mockFetch(signedInRoutes());
    renderDashboard("/dashboard?tab=drafts");
    await screen.findByText("No drafts yet");
    const draftCalls = callsTo(fetchMock, "GET", "/api/content").filter(([input]) =>
      String(input).includes("status=draft"),
    );
    expect(draftCalls).toHaveLength(1);
    const params = new URL(String(draftCalls[0]?.[0]), "http://localhost").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      author: "me",
      status: "draft,rejected,needs-revision",
      sort: "updated",
      limit: "12",
    });
  });

  it("shows a draft card: badges, Modified date, completeness, View, Edit and Delete", async () => {
    mockFetch(
      signedInRoutes({ "GET /api/content": contentByStatus({ drafts: () => page([draft]) }) }),
    );
    renderDashboard();
    await openTab(/^Drafts/);
    const card = await screen.findByRole("article", { name: "Andes field notes" });
    expect(within(card).getByText("Field Work")).toBeInTheDocument();
    expect(within(card).getByText("Draft")).toHaveClass("bg-amber-50");
    expect(within(card).getByText("General")).toBeInTheDocument();
    expect(within(card).getByText("Modified Mar 4, 2026")).toBeInTheDocument();
    expect(within(card).getByText("67% complete")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "67");
    expect(within(card).getByRole("link", { name: /^View/ })).toHaveAttribute(
      "href",
      `/trip/${draft.slug}`,
    );
    expect(within(card).getByRole("link", { name: /^Edit/ })).toHaveAttribute(
      "href",
      `/trip-planner?trip=${draft.id}`,
    );
    expect(within(card).getByRole("button", { name: /^Delete/ })).toBeInTheDocument();
  });

  it("shows 'No drafts yet' with a create link for each type", async () => {
    mockFetch(signedInRoutes());
    renderDashboard();
    await openTab(/^Drafts/);
    expect(await screen.findByRole("heading", { name: "No drafts yet" })).toBeInTheDocument();
    const links = {
      "New Case Study": "/publish/case-study",
      "Plan Field Work": "/trip-planner",
      "Policy Brief": "/publish/policy-brief",
      "Opinion Essay": "/publish/opinion-essay",
      Interview: "/publish/interview",
    };
    const panel = screen.getByRole("tabpanel");
    for (const [name, href] of Object.entries(links)) {
      expect(within(panel).getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  async function startDelete() {
    const user = await openTab(/^Drafts/);
    const card = await screen.findByRole("article", { name: "Andes field notes" });
    await user.click(within(card).getByRole("button", { name: /^Delete/ }));
    const dialog = await screen.findByRole("alertdialog");
    return { user, dialog };
  }

  it("asks for confirmation; Cancel deletes nothing", async () => {
    const fetchMock = mockFetch(
      signedInRoutes({ "GET /api/content": contentByStatus({ drafts: () => page([draft]) }) }),
    );
    renderDashboard();
    const { user, dialog } = await startDelete();
    expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this draft? This action cannot be undone.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "DELETE", `/api/content/${draft.id}`)).toHaveLength(0);
    expect(screen.getByRole("article", { name: "Andes field notes" })).toBeInTheDocument();
  });

  it("deletes after confirmation, says so, and reloads drafts and stats", async () => {
    let drafts = [draft];
    let stats = STATS;
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/me/stats": () => json(stats),
        "GET /api/content": contentByStatus({ drafts: () => page(drafts) }),
        [`DELETE /api/content/${draft.id}`]: () => {
          drafts = [];
          stats = { ...STATS, drafts: 3 };
          return json({ success: true });
        },
      }),
    );
    renderDashboard();
    const { user, dialog } = await startDelete();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(CONTENT_MESSAGES.deleteSuccess);
    expect(screen.getByText("Draft deleted successfully")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Drafts (3)" })).toBeInTheDocument();
    expect(await screen.findByText("No drafts yet")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", `/api/content/${draft.id}`)).toHaveLength(1);
  });

  it("a refusal from the server says 'Failed to delete draft. Please try again.'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(
      signedInRoutes({
        "GET /api/content": contentByStatus({ drafts: () => page([draft]) }),
        [`DELETE /api/content/${draft.id}`]: () =>
          apiErrorResponse(403, "FORBIDDEN", "Not allowed"),
      }),
    );
    renderDashboard();
    const { user, dialog } = await startDelete();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete draft. Please try again.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByRole("article", { name: "Andes field notes" })).toBeInTheDocument();
  });

  it("a request that fails outright says 'Error deleting draft. Please try again.'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(
      signedInRoutes({
        "GET /api/content": contentByStatus({ drafts: () => page([draft]) }),
        [`DELETE /api/content/${draft.id}`]: () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    );
    renderDashboard();
    const { user, dialog } = await startDelete();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting draft. Please try again.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByRole("article", { name: "Andes field notes" })).toBeInTheDocument();
  });
});

function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: "app-1",
    status: "pending",
    appliedAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    coverLetter: "I have studied irrigation councils for six years.",
    resumeUrl: "/api/applications/app-1/resume",
    resume: { mimeType: "application/pdf", bytes: 1234, fileName: "resume-ada-ostrom.pdf" },
    applicant: {
      id: "user-1",
      name: "Ada Ostrom",
      email: "ada@example.org",
      linkedin: "",
      portfolio: "",
      experience: "",
      skills: [],
    },
    availability: null,
    expectedSalary: "",
    notes: "",
    job: {
      id: "job-1",
      title: "Water Commons Research Fellow",
      organization: { id: "org-1", slug: "commons-lab", name: "Commons Lab", logoUrl: null },
      location: { country: "Spain", city: "Valencia", type: "hybrid" },
    },
    ...overrides,
  };
}

const applicationPage = (applications: Application[], pages = 1) =>
  json({ applications, pagination: { page: 1, limit: 20, total: applications.length, pages } });

describe("Dashboard: Applications", () => {
  it("lists the jobs applied to with the status the organization set", async () => {
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/applications": () =>
          applicationPage([
            makeApplication(),
            makeApplication({
              id: "app-2",
              status: "accepted",
              updatedAt: "2026-03-05T10:00:00.000Z",
              job: { ...makeApplication().job, id: "job-2", title: "Forest Tenure Analyst" },
            }),
          ]),
      }),
    );
    renderDashboard("/dashboard?tab=applications");
    const list = await screen.findByRole("list", { name: "Your applications" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole("link", { name: "Water Commons Research Fellow" }),
    ).toHaveAttribute("href", "/jobs/job-1");
    expect(within(rows[0]!).getByText("Commons Lab · Valencia, Spain")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Pending")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Accepted")).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Updated/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/applications")).toHaveLength(1);
  });

  it("says there are none yet and points to the jobs board", async () => {
    mockFetch(signedInRoutes({ "GET /api/applications": () => applicationPage([]) }));
    renderDashboard("/dashboard?tab=applications");
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse jobs" })).toHaveAttribute("href", "/jobs");
  });
});

describe("Dashboard: Job Alerts", () => {
  const alerts = [
    {
      id: "alert-1",
      filters: { location: "remote", type: "full-time", domain: "Water & Oceans" },
      createdAt: "2026-03-01T10:00:00.000Z",
      matches: 3,
    },
    { id: "alert-2", filters: {}, createdAt: "2026-02-01T10:00:00.000Z", matches: 1 },
  ];

  it("lists the saved alerts with their new matches and a link to the board", async () => {
    mockFetch(signedInRoutes({ "GET /api/job-alerts": () => json({ alerts }) }));
    renderDashboard("/dashboard?tab=alerts");
    const list = await screen.findByRole("list", { name: "Your job alerts" });
    const rows = within(list).getAllByRole("listitem");
    expect(within(rows[0]!).getByText("Full-time · Remote · Water & Oceans")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/3 new jobs since then/)).toBeInTheDocument();
    const link = within(rows[0]!).getByRole("link", {
      name: "Show jobs for Full-time · Remote · Water & Oceans",
    });
    const href = new URL(link.getAttribute("href")!, "http://localhost");
    expect(href.pathname).toBe("/jobs");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      location: "remote",
      type: "full-time",
      domain: "Water & Oceans",
      sort: "newest",
    });
    expect(within(rows[1]!).getByText("Every new job")).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/1 new job since then/)).toBeInTheDocument();
  });

  it("deletes an alert after confirmation and reloads the list", async () => {
    let current = alerts;
    const fetchMock = mockFetch(
      signedInRoutes({
        "GET /api/job-alerts": () => json({ alerts: current }),
        "DELETE /api/job-alerts/alert-2": () => {
          current = alerts.slice(0, 1);
          return json({ success: true });
        },
      }),
    );
    renderDashboard("/dashboard?tab=alerts");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete alert Every new job" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this job alert?" });
    // An alert without filters is said plainly, not as 'New jobs for “Every new job”'.
    expect(dialog).toHaveTextContent("New jobs will no longer be collected for you.");
    expect(dialog).not.toHaveTextContent("“Every new job”");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Delete alert Every new job" })).toBeNull(),
    );
    expect(callsTo(fetchMock, "DELETE", "/api/job-alerts/alert-2")).toHaveLength(1);
    const list = screen.getByRole("list", { name: "Your job alerts" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
  });

  it("says there are none yet", async () => {
    mockFetch(signedInRoutes({ "GET /api/job-alerts": () => json({ alerts: [] }) }));
    renderDashboard("/dashboard?tab=alerts");
    expect(await screen.findByRole("heading", { name: "No job alerts yet" })).toBeInTheDocument();
  });
});
