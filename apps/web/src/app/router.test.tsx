import type { MyStats } from "@field-commons/shared/content";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { SessionProvider } from "../lib/session/session-provider";
import { json, makeUser, mockFetch } from "../testing/mock-fetch";
import { createTestQueryClient } from "../testing/render";
import { routeModule, routes } from "./router";

/** What the home page's feed loads: an empty feed. */
const FEED_ROUTES = {
  "GET /api/content": () => json({ items: [], nextCursor: null }),
  "GET /api/content/facets": () => json({ total: 0, domains: {} }),
};

const NO_STATS: MyStats = {
  publications: 0,
  drafts: 0,
  likesGiven: 0,
  itemsSaved: 0,
  totalViews: 0,
  likesReceived: 0,
  itemsCreated: 0,
};

/** What the dashboard loads first: the signed-in user's figures. */
const DASHBOARD_ROUTES = { "GET /api/me/stats": () => json(NO_STATS) };

// Screens and the account panel load lazily, in a time that depends on what
// the worker loaded before: load the ones these tests open first, so the tests
// wait for the page only.
beforeAll(async () => {
  for (const name of ["home", "about", "login", "signup", "dashboard", "not-found"]) {
    await routeModule(name)();
  }
  await import("../features/auth/components/account-panel");
});

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

function desktopNav() {
  return screen.getAllByRole("navigation", { name: "Main" })[0]!;
}

describe("app routes", () => {
  it("home shows the hero with Plan a Trip and Explore Discoveries", async () => {
    mockFetch(FEED_ROUTES);
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Plan a Trip" })).toHaveAttribute(
      "href",
      "/trip-planner",
    );
    expect(within(main).getByRole("link", { name: "Explore Discoveries" })).toHaveAttribute(
      "href",
      "/about",
    );
  });

  it("paths without a screen yet fall to the not-found page with a link home", async () => {
    mockFetch();
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("the about page lists the seven domains", async () => {
    // Its Discoveries part reads the newest and most read items.
    mockFetch(FEED_ROUTES);
    renderApp("/about");
    expect(
      await screen.findByRole("heading", { name: "The seven commons domains" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Social & Governance Systems" })).toBeVisible();
  });

  it("the signup page says 'Join the commons' and links to login", async () => {
    mockFetch();
    renderApp("/signup");
    expect(await screen.findByRole("heading", { name: "Join the commons" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("/login redirects a signed-in user to /dashboard", async () => {
    mockFetch({ ...DASHBOARD_ROUTES, "GET /api/auth/me": () => json({ user: makeUser() }) });
    const router = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("/login moves to /dashboard after a successful sign-in", async () => {
    mockFetch({
      ...DASHBOARD_ROUTES,
      "POST /api/auth/login": () => json({ success: true, user: makeUser() }),
    });
    const user = userEvent.setup();
    const router = renderApp("/login");
    const form = await screen.findByRole("form", { name: "Login" });
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await user.type(within(form).getByLabelText("Email"), "ada@example.org");
    await user.type(within(form).getByLabelText("Password"), "secret-enough");
    await user.click(within(form).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});

describe("header", () => {
  it("shows the public links, the Publish menu, Plan a Trip and Login when signed out", async () => {
    mockFetch({
      ...FEED_ROUTES,
      // Choosing Field Work opens the trip planner, whose map reads the trips.
      "GET /api/content/map": () => json({ items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const nav = desktopNav();
    for (const [name, href] of [
      ["Explore", "/"],
      ["Search", "/search"],
      ["About", "/about"],
      ["Jobs", "/jobs"],
    ] as const) {
      expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Admin" })).toBeNull();

    const publish = within(nav).getByRole("button", { name: "Publish" });
    expect(publish).toHaveAttribute("aria-expanded", "false");
    await user.click(publish);
    expect(publish).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(publish.getAttribute("aria-controls")!)!;
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole("link")
        .map((item) => item.getAttribute("href")),
    ).toEqual([
      "/publish/case-study",
      "/publish/field-work",
      "/publish/opinion-essay",
      "/publish/interview",
      "/publish/policy-brief",
      "/publish/recording",
    ]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(menu).not.toBeVisible());
    expect(publish).toHaveFocus();
    // An outside click closes it too, and choosing a link does.
    await user.click(publish);
    await user.click(document.body);
    expect(menu).not.toBeVisible();
    await user.click(publish);
    await user.click(within(menu).getByRole("link", { name: "Field Work" }));
    expect(menu).not.toBeVisible();

    // The site's banner comes first: the trip planner Field Work opens has card headers too.
    const banner = screen.getAllByRole("banner")[0]!;
    expect(within(banner).getAllByRole("link", { name: "Plan a Trip" })[0]).toHaveAttribute(
      "href",
      "/trip-planner",
    );
    expect(within(banner).queryByRole("link", { name: "Profile" })).toBeNull();
    await user.click(within(banner).getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("dialog", { name: "Account" })).toBeInTheDocument();
  });

  it("shows Dashboard, Admin, the user's name and Logout for an admin", async () => {
    mockFetch({
      ...FEED_ROUTES,
      "GET /api/auth/me": () => json({ user: makeUser({ name: "Elinor", role: "admin" }) }),
    });
    renderApp("/");
    const banner = await screen.findByRole("banner");
    expect(await within(banner).findByRole("link", { name: "Elinor" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    const nav = desktopNav();
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(nav).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(within(banner).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(banner).queryByRole("button", { name: "Login" })).toBeNull();
  });

  it("a signed-in user has a Profile link to their own profile, in the header and the Menu panel", async () => {
    mockFetch({
      ...FEED_ROUTES,
      "GET /api/auth/me": () => json({ user: makeUser({ id: "user-7", name: "Elinor" }) }),
    });
    const user = userEvent.setup();
    renderApp("/");
    const banner = await screen.findByRole("banner");
    expect(await within(banner).findByRole("link", { name: "Profile" })).toHaveAttribute(
      "href",
      "/profile/user-7",
    );

    const menuButton = within(banner).getByRole("button", { name: "Menu" });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "Profile" })).toHaveAttribute(
      "href",
      "/profile/user-7",
    );
  });

  it("hides Admin from a signed-in non-admin", async () => {
    mockFetch({
      ...FEED_ROUTES,
      "GET /api/auth/me": () => json({ user: makeUser({ role: "contributor" }) }),
    });
    renderApp("/");
    await screen.findByRole("banner");
    const nav = desktopNav();
    expect(await within(nav).findByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("the Menu button opens a panel with the same links and buttons", async () => {
    mockFetch(FEED_ROUTES);
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");

    const panel = document.getElementById(menuButton.getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await user.click(within(panel).getByRole("button", { name: "Publish" }));
    expect(within(panel).getByRole("link", { name: "Policy Brief" })).toHaveAttribute(
      "href",
      "/publish/policy-brief",
    );
    expect(within(panel).getByRole("link", { name: "Plan a Trip" })).toBeInTheDocument();

    await user.click(within(panel).getByRole("link", { name: "About" }));
    await waitFor(() => expect(menuButton).toHaveAttribute("aria-expanded", "false"));
    expect(await screen.findByRole("heading", { name: /Field Commons is where/ })).toBeVisible();
  });
});
