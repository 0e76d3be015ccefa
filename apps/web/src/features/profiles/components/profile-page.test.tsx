import type { ApplicationPage } from "@field-commons/shared/applications";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import type { PublicProfile } from "@field-commons/shared/profiles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import {
  PROFILE_ID,
  makeApplication,
  makeProfile,
  makePublication,
} from "../testing/profile-fixtures";
import { ProfilePage } from "./profile-page";

const PROFILE = `/api/profiles/${PROFILE_ID}`;
const PUBLICATIONS = `/api/profiles/${PROFILE_ID}/publications`;

/** Shows the router's current search string, to check what the tabs write to the URL. */
function LocationProbe() {
  const { search } = useLocation();
  return <p data-testid="location-search">{search}</p>;
}

function renderProfile(
  profile: PublicProfile | null,
  { route = `/profile/${PROFILE_ID}`, routes = {} as Record<string, RouteHandler> } = {},
) {
  const fetchMock = mockFetch({
    [`GET ${PROFILE}`]: () =>
      profile
        ? json(profile)
        : apiErrorResponse(404, "PROFILE_NOT_FOUND", PROFILE_MESSAGES.notFound),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ProfilePage id={PROFILE_ID} />
      <LocationProbe />
    </>,
    { route },
  );
  return { fetchMock, user };
}

/** The owner's view: signed in as the profile's account. */
function ownerRoutes(routes: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: makeUser({ id: PROFILE_ID, name: "Elinor Lin" }) }),
    ...routes,
  };
}

function applicationPage(
  applications: ReturnType<typeof makeApplication>[],
  page = 1,
  pages = 1,
): ApplicationPage {
  return { applications, pagination: { page, limit: 10, total: applications.length, pages } };
}

async function heading() {
  return screen.findByRole("heading", { level: 1, name: "Elinor Lin" });
}

function searchString() {
  return screen.getByTestId("location-search").textContent;
}

describe("Profile page: header", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
  });

  it("shows name, title, location, member since, website and the ORCID iD", async () => {
    renderProfile(makeProfile());
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText("Commons researcher")).toBeInTheDocument();
    expect(screen.getByText("Bloomington, USA")).toBeInTheDocument();
    expect(screen.getByText(/Member since/)).toHaveTextContent("Member since Jan 2025");

    const website = screen.getByRole("link", { name: /elinor\.example\.org/ });
    expect(website).toHaveAttribute("href", "https://elinor.example.org/");
    expect(website).toHaveAttribute("target", "_blank");
    expect(website).toHaveAttribute("rel", "noopener noreferrer");

    const orcid = screen.getByRole("link", { name: /0000-0002-1825-0097/ });
    expect(orcid).toHaveAttribute("href", "https://orcid.org/0000-0002-1825-0097");
    expect(orcid).toHaveAttribute("target", "_blank");
    expect(orcid).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("ORCID iD")).toBeInTheDocument();

    // No photo: the initials, hidden from screen readers.
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("EL")).toHaveAttribute("aria-hidden", "true");
    expect(document.title).toContain("Elinor Lin");
  });

  it("shows the photo when there is one", async () => {
    renderProfile(makeProfile({ avatar: "/api/uploads/abc/card" }));
    await heading();
    expect(screen.getByRole("img", { name: "Profile photo of Elinor Lin" })).toHaveAttribute(
      "src",
      "/api/uploads/abc/card",
    );
  });

  it("never turns an unsafe website into a link, and leaves out what is not given", async () => {
    renderProfile(makeProfile({ website: "javascript:alert(1)", orcid: "", location: "" }));
    await heading();
    expect(screen.queryByRole("link", { name: /javascript/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/javascript/)).not.toBeInTheDocument();
    expect(screen.queryByText("ORCID iD")).not.toBeInTheDocument();
    expect(screen.queryByText("Bloomington, USA")).not.toBeInTheDocument();
  });

  it("another viewer sees no Edit Profile, and no Contact when the e-mail is private", async () => {
    renderProfile(makeProfile({ email: null }));
    await heading();
    expect(screen.queryByRole("link", { name: "Edit Profile" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Contact" })).not.toBeInTheDocument();
  });

  it("another viewer sees Contact (mailto) when the owner shows the e-mail", async () => {
    renderProfile(makeProfile({ email: "elinor@example.org" }));
    await heading();
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "mailto:elinor@example.org",
    );
    expect(screen.queryByRole("link", { name: "Edit Profile" })).not.toBeInTheDocument();
  });

  it("the owner sees Edit Profile (to /profile/edit) and no Contact", async () => {
    renderProfile(makeProfile({ isOwner: true, email: "elinor@example.org" }), {
      routes: ownerRoutes(),
    });
    await heading();
    expect(screen.getByRole("link", { name: "Edit Profile" })).toHaveAttribute(
      "href",
      "/profile/edit",
    );
    expect(screen.queryByRole("link", { name: "Contact" })).not.toBeInTheDocument();
  });
});

describe("Profile page: states", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    vi.restoreAllMocks();
  });

  it("shows a loading skeleton, then the profile", async () => {
    renderProfile(makeProfile());
    expect(screen.getByRole("status")).toHaveTextContent("Loading profile…");
    expect(await heading()).toBeInTheDocument();
  });

  it("an unknown id shows 'Profile Not Found' with the hint and a link home", async () => {
    renderProfile(null);
    expect(
      await screen.findByRole("heading", { level: 1, name: PROFILE_MESSAGES.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.notFoundHint)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(document.title).toContain(PROFILE_MESSAGES.notFound);
  });

  it("another failure shows the error state with Try Again, which reloads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const { user } = renderProfile(null, {
      routes: {
        [`GET ${PROFILE}`]: () =>
          fail ? apiErrorResponse(500, "INTERNAL", "Something broke") : json(makeProfile()),
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_MESSAGES.notFound)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await heading()).toBeInTheDocument();
  });
});

describe("Profile page: tabs", () => {
  it("another viewer gets Overview, Publications and Skills & Expertise, never Applications", async () => {
    const { fetchMock } = renderProfile(makeProfile(), {
      route: `/profile/${PROFILE_ID}?tab=applications`,
    });
    await heading();
    expect(
      within(screen.getByRole("tablist", { name: "Profile sections" }))
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Overview", "Publications", "Skills & Expertise"]);
    // Asking for Applications in the URL opens Overview instead, and nothing is fetched.
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(callsTo(fetchMock, "GET", "/api/applications")).toHaveLength(0);
  });

  it("the owner also gets the Applications tab", async () => {
    renderProfile(makeProfile({ isOwner: true }), { routes: ownerRoutes() });
    await heading();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Publications",
      "Applications",
      "Skills & Expertise",
    ]);
  });

  it("opens the tab named in the URL", async () => {
    renderProfile(makeProfile(), { route: `/profile/${PROFILE_ID}?tab=skills` });
    await heading();
    expect(screen.getByRole("tab", { name: "Skills & Expertise" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Skills & Expertise");
  });

  it("keeps the selected tab in the URL, by click and by arrow keys", async () => {
    const { user } = renderProfile(makeProfile(), {
      routes: { [`GET ${PUBLICATIONS}`]: () => json({ publications: [], nextCursor: null }) },
    });
    await heading();
    expect(searchString()).toBe("");

    await user.click(screen.getByRole("tab", { name: "Skills & Expertise" }));
    await waitFor(() => expect(searchString()).toBe("?tab=skills"));
    expect(screen.getByRole("tab", { name: "Skills & Expertise" })).toHaveFocus();

    // Arrow keys move between tabs (and select them).
    await user.keyboard("{ArrowLeft}");
    const publications = screen.getByRole("tab", { name: "Publications" });
    expect(publications).toHaveFocus();
    await waitFor(() => expect(publications).toHaveAttribute("aria-selected", "true"));
    expect(searchString()).toBe("?tab=publications");
    expect(await screen.findByText(PROFILE_MESSAGES.noPublications)).toBeInTheDocument();

    // Overview is the default and leaves the URL bare.
    await user.click(screen.getByRole("tab", { name: "Overview" }));
    await waitFor(() => expect(searchString()).toBe(""));
  });
});

describe("Profile page: Overview", () => {
  function stats() {
    return within(screen.getByRole("region", { name: "Stats" }));
  }

  function figure(label: string) {
    return stats().getByText(label).nextElementSibling?.textContent;
  }

  it("shows the bio, the figures, experience and education", async () => {
    renderProfile(makeProfile());
    await heading();
    expect(
      within(screen.getByRole("region", { name: "About" })).getByText(
        "I study how communities govern shared water.",
      ),
    ).toBeInTheDocument();

    expect(figure("Likes")).toBe("1,234");
    expect(figure("Saves")).toBe("56");
    expect(figure("Total Views")).toBe("98,765");
    expect(figure("Publications")).toBe("12");
    expect(figure("Case Studies")).toBe("5");
    expect(figure("Trips")).toBe("3");
    // The owner keeps the application count private.
    expect(stats().queryByText("Applications")).not.toBeInTheDocument();

    expect(
      within(screen.getByRole("region", { name: "Experience" })).getByText(
        "Ten years of fieldwork on irrigation systems.",
      ),
    ).toBeInTheDocument();
    const education = within(screen.getByRole("region", { name: "Education" }));
    expect(education.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "PhD Political Economy, Indiana University, 1965",
      "BA Political Science, UCLA",
    ]);
  });

  it("shows the applications figure when it is not private", async () => {
    renderProfile(makeProfile({ stats: { ...makeProfile().stats, applications: 7 } }));
    await heading();
    expect(figure("Applications")).toBe("7");
  });

  it("says when there is no bio, and leaves out empty experience and education", async () => {
    renderProfile(makeProfile({ bio: "  ", experience: "", education: [] }));
    await heading();
    expect(screen.getByText(PROFILE_MESSAGES.noBio)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Experience" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Education" })).not.toBeInTheDocument();
  });
});

describe("Profile page: Publications", () => {
  it("lists the publications with type, title link, excerpt, domain and date, and loads more", async () => {
    const first = [
      makePublication({ title: "Valencia water tribunal", slug: "valencia-water-tribunal" }),
      makePublication({
        type: "trip",
        title: "Törbel grazing rules",
        slug: "torbel",
        domain: null,
        excerpt: "",
      }),
    ];
    const second = [
      makePublication({ type: "policy-brief", title: "Water user associations", slug: "wua" }),
    ];
    const { fetchMock, user } = renderProfile(makeProfile(), {
      route: `/profile/${PROFILE_ID}?tab=publications`,
      routes: {
        [`GET ${PUBLICATIONS}`]: ({ url }) =>
          new URL(url, "http://localhost").searchParams.get("cursor") === "page-2"
            ? json({ publications: second, nextCursor: null })
            : json({ publications: first, nextCursor: "page-2" }),
      },
    });
    const list = await screen.findByRole("list", { name: "Publications" });
    expect(screen.getByRole("heading", { level: 2, name: "Publications (12)" })).toBeVisible();

    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const [tribunal, trip] = rows.map((row) => within(row));
    expect(tribunal!.getByText("Case Study")).toBeInTheDocument();
    expect(tribunal!.getByRole("link", { name: "Valencia water tribunal" })).toHaveAttribute(
      "href",
      "/case-study/valencia-water-tribunal",
    );
    expect(tribunal!.getByText("How a valley shares its water.")).toBeInTheDocument();
    expect(tribunal!.getByText("Water & Oceans")).toBeInTheDocument();
    expect(tribunal!.getByText("Mar 4, 2026")).toHaveAttribute(
      "datetime",
      "2026-03-04T12:00:00.000Z",
    );
    expect(trip!.getByText("Field Work")).toBeInTheDocument();
    expect(trip!.getByRole("link", { name: "Törbel grazing rules" })).toHaveAttribute(
      "href",
      "/trip/torbel",
    );
    expect(trip!.getByText("General")).toBeInTheDocument();

    const firstCall = callsTo(fetchMock, "GET", PUBLICATIONS)[0]![0] as string;
    expect(new URL(firstCall, "http://localhost").searchParams.get("limit")).toBe("10");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      await within(list).findByRole("link", { name: "Water user associations" }),
    ).toHaveAttribute("href", "/policy-brief/wua");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", PUBLICATIONS)).toHaveLength(2);
  });

  it("says when there are no publications yet", async () => {
    renderProfile(makeProfile({ stats: { ...makeProfile().stats, publications: 0 } }), {
      route: `/profile/${PROFILE_ID}?tab=publications`,
      routes: { [`GET ${PUBLICATIONS}`]: () => json({ publications: [], nextCursor: null }) },
    });
    expect(
      await screen.findByRole("heading", { name: PROFILE_MESSAGES.noPublications }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore research" })).toHaveAttribute("href", "/");
  });
});

describe("Profile page: Applications (owner)", () => {
  it("lists the owner's applications with job link, organization, status and date, a page at a time", async () => {
    const accepted = makeApplication({
      status: "accepted",
      job: {
        id: "job-7",
        title: "Irrigation Analyst",
        organization: { id: "org-2", slug: "water-lab", name: "Water Lab", logoUrl: null },
        location: { country: "Spain", city: "Valencia", type: "in-person" },
      },
    });
    const { fetchMock, user } = renderProfile(makeProfile({ isOwner: true }), {
      route: `/profile/${PROFILE_ID}?tab=applications`,
      routes: ownerRoutes({
        "GET /api/applications": ({ url }) => {
          const page = new URL(url, "http://localhost").searchParams.get("page");
          return json(
            page === "2"
              ? applicationPage([makeApplication({ status: "rejected" })], 2, 2)
              : applicationPage([accepted], 1, 2),
          );
        },
      }),
    });
    const list = await screen.findByRole("list", { name: "Your applications" });
    const row = within(within(list).getByRole("listitem"));
    expect(row.getByRole("link", { name: "Irrigation Analyst" })).toHaveAttribute(
      "href",
      "/jobs/job-7",
    );
    expect(row.getByText("Water Lab")).toBeInTheDocument();
    expect(row.getByText("Accepted")).toBeInTheDocument();
    expect(row.getByText("Mar 5, 2026")).toBeInTheDocument();

    const firstCall = callsTo(fetchMock, "GET", "/api/applications")[0]![0] as string;
    const params = new URL(firstCall, "http://localhost").searchParams;
    expect(params.get("page")).toBe("1");
    expect(params.get("limit")).toBe("10");

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(
      await within(screen.getByRole("list", { name: "Your applications" })).findByText("Rejected"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("says when the owner has not applied to any job", async () => {
    renderProfile(makeProfile({ isOwner: true }), {
      route: `/profile/${PROFILE_ID}?tab=applications`,
      routes: ownerRoutes({ "GET /api/applications": () => json(applicationPage([])) }),
    });
    expect(
      await screen.findByRole("heading", { name: PROFILE_MESSAGES.noApplications }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse jobs" })).toHaveAttribute("href", "/jobs");
  });
});

describe("Profile page: Skills & Expertise", () => {
  it("shows skills and research interests as chips", async () => {
    renderProfile(makeProfile(), { route: `/profile/${PROFILE_ID}?tab=skills` });
    await heading();
    expect(
      within(screen.getByRole("list", { name: "Skills" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Interviewing", "GIS"]);
    expect(
      within(screen.getByRole("list", { name: "Research interests" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Irrigation", "Fisheries"]);
  });

  it("says when there are no skills or interests", async () => {
    renderProfile(makeProfile({ skills: [], researchInterests: [] }), {
      route: `/profile/${PROFILE_ID}?tab=skills`,
    });
    expect(await screen.findByRole("heading", { name: PROFILE_MESSAGES.noSkills })).toBeVisible();
  });
});

describe("Profile page: signed-in viewer who is not the owner", () => {
  it("still gets no Applications tab", async () => {
    renderProfile(makeProfile(), {
      routes: { "GET /api/auth/me": () => json({ user: makeUser({ id: "someone-else" }) }) },
    });
    await heading();
    await waitFor(() =>
      expect(screen.queryByRole("tab", { name: "Applications" })).not.toBeInTheDocument(),
    );
  });
});
