import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Component as PublishEssayRoute } from "../../../app/routes/publish";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import {
  AUTHOR_PERMISSIONS,
  ESSAY_CONTENT,
  ESSAY_ID,
  XSS,
  XSS_TEXT,
  makeEssay,
} from "../testing/essay-fixture";
import { ESSAY_TEMPLATE } from "../utils/essay-template";

const saved = (status = "draft") =>
  json({ id: ESSAY_ID, slug: "water-boards", status }, status === "draft" ? 201 : 200);

const CONTRIBUTOR = makeUser({ role: "contributor", plan: "contributor", isContributor: true });

function renderForm(
  path = "/publish/opinion-essay",
  routes: Record<string, RouteHandler> = {},
  // A contributor: a free account first meets the plan offer (see the test below).
  me: RouteHandler = () => json({ user: CONTRIBUTOR }),
) {
  const fetchMock = mockFetch({ "GET /api/auth/me": me, ...routes });
  const router = createMemoryRouter(
    [
      {
        path: "/publish/:type",
        element: (
          <AccountPanelProvider>
            <PublishEssayRoute />
          </AccountPanelProvider>
        ),
      },
      {
        path: "/publish/:type/:id",
        element: (
          <AccountPanelProvider>
            <PublishEssayRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ delay: null });
  return { fetchMock, router, user, ...result };
}

const field = (label: string) => screen.getByLabelText(label);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

async function waitForSignedIn() {
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeInTheDocument(),
  );
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("tab", { name }));
  expect(screen.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const call = callsTo(fetchMock, method, path)[0];
  expect(call).toBeDefined();
  return JSON.parse(call![1]!.body as string) as Record<string, unknown> & {
    body: Record<string, unknown>;
  };
}

describe("Opinion essay form", { timeout: 15_000 }, () => {
  // The route loads the editor lazily, in a time that depends on what the
  // worker loaded before: load it first, so the tests wait for the page only.
  beforeAll(async () => {
    await import("./essay-editor");
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("has the four tabs, the required markers and the limits", async () => {
    const { user } = renderForm();
    expect(await screen.findByRole("form", { name: "New Opinion Essay" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Basic Info",
      "Essay Structure",
      "Content",
      "Metadata",
    ]);
    expect(screen.getByRole("tab", { name: "Basic Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Basic Info
    expect(screen.getByRole("tabpanel", { name: "Basic Info" })).toBeVisible();
    for (const label of ["Title", "Excerpt"]) {
      expect(field(label)).toHaveAttribute("aria-required", "true");
      expect(field(label).closest("div")!.parentElement).toHaveTextContent("*");
    }
    for (const label of ["Subtitle", "Domain", "Essay Type", "Tone", "Location"]) {
      expect(field(label)).not.toHaveAttribute("aria-required");
    }
    expect(field("Title")).toHaveAttribute("maxLength", "200");
    expect(field("Excerpt")).toHaveAttribute("maxLength", "1000");
    expect(
      within(field("Essay Type"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Select a type",
      "Opinion",
      "Analysis",
      "Commentary",
      "Review",
      "Reflection",
      "Critique",
    ]);
    expect(
      within(field("Tone"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Select a tone",
      "Academic",
      "Journalistic",
      "Personal",
      "Conversational",
      "Formal",
      "Informal",
    ]);

    // Essay Structure
    await openTab(user, "Essay Structure");
    expect(screen.getByRole("tabpanel", { name: "Essay Structure" })).toBeVisible();
    expect(field("Thesis")).toHaveAttribute("aria-required", "true");
    for (const label of [
      "Key Points",
      "Evidence",
      "Counterarguments",
      "Conclusion",
      "Call to Action",
    ]) {
      expect(field(label)).not.toHaveAttribute("aria-required");
    }
    expect(field("Thesis")).toHaveAttribute("maxLength", "20000");
    expect(field("Key Points")).toHaveAttribute("maxLength", "300");

    // Content
    await openTab(user, "Content");
    expect(field("Essay Content")).toHaveAttribute("maxLength", "100000");
    expect(screen.getByLabelText("Add Images")).toHaveAttribute("type", "file");

    // Metadata: urgency low, medium, high; medium by default.
    await openTab(user, "Metadata");
    expect(field("Urgency")).toHaveValue("medium");
    expect(
      within(field("Urgency"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Low", "Medium", "High"]);
    for (const label of ["Target Audience", "Sources", "Tags", "Keywords"]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole("tabpanel", { name: "Metadata" })).toBeVisible();
    expect(screen.queryByRole("tabpanel", { name: "Basic Info" })).toBeNull();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
  });

  it("a new essay starts from the Markdown outline template", async () => {
    const { user } = renderForm();
    await waitForSignedIn();
    await openTab(user, "Content");
    const content = field("Essay Content") as HTMLTextAreaElement;
    expect(content.value).toBe(ESSAY_TEMPLATE);
    for (const heading of [
      "## Introduction",
      "## Arguments",
      "### First argument",
      "### Second argument",
      "### Third argument",
    ]) {
      expect(content.value).toContain(`${heading}\n`);
    }
    // One source for each section: the structured fields have no outline heading too.
    for (const field of ["Thesis", "Counterarguments", "Conclusion"]) {
      expect(content.value).not.toMatch(new RegExp(`^#+\\s*${field}\\s*$`, "im"));
    }
    expect(content).toHaveAccessibleDescription(
      expect.stringContaining("have their own fields under Essay Structure"),
    );
    expect(content.value.toLowerCase()).not.toContain("lorem");
  });

  it.each([
    [499, "red"],
    [500, "amber"],
    [799, "amber"],
    [800, "green"],
    [2000, "green"],
    [2001, "red"],
  ] as const)("%i words show in %s with the target text", async (count, tone) => {
    const { user } = renderForm();
    await waitForSignedIn();
    await openTab(user, "Content");
    fireEvent.change(field("Essay Content"), { target: { value: `\n ${words(count)}\t\n` } });
    const badge = screen.getByTestId("word-count");
    expect(badge).toHaveAttribute("data-tone", tone);
    expect(badge).toHaveTextContent(`${count.toLocaleString("en-US")} words`);
    const colour = { red: "text-red-800", amber: "text-amber-900", green: "text-green-800" }[tone];
    expect(badge).toHaveClass(colour);
    expect(screen.getByText("Target: 800-2000 words")).toBeInTheDocument();
  });

  it("Preview renders the Markdown with the page's renderer; Write brings the text back", async () => {
    const { user } = renderForm();
    await waitForSignedIn();
    await openTab(user, "Content");
    fireEvent.change(field("Essay Content"), {
      target: { value: "## Open meetings\n\nA **bold** claim and [a study](https://example.org)." },
    });
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(screen.getByRole("button", { name: "Preview" })).toHaveAttribute("aria-pressed", "true");
    const preview = screen.getByRole("region", { name: "Essay Content preview" });
    expect(
      await within(preview).findByRole("heading", { level: 2, name: "Open meetings" }),
    ).toBeInTheDocument();
    expect(within(preview).getByText("bold").tagName).toBe("STRONG");
    expect(within(preview).getByRole("link", { name: "a study" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(screen.queryByLabelText("Essay Content")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Write" }));
    expect(field("Essay Content")).toHaveValue(
      "## Open meetings\n\nA **bold** claim and [a study](https://example.org).",
    );
  });

  it("key points and evidence are trimmed and never blank; Save Draft sends the essay and stays in the editor", async () => {
    const { fetchMock, router, user } = renderForm("/publish/opinion-essay", {
      "POST /api/content": () => saved(),
    });
    await waitForSignedIn();

    await user.type(field("Title"), "  Water boards should meet in public ");
    await user.type(field("Subtitle"), "Lessons from alpine irrigation");
    await user.type(field("Excerpt"), "Closed meetings erode trust.");
    await user.selectOptions(field("Domain"), "Water & Oceans");
    await user.selectOptions(field("Essay Type"), "analysis");
    await user.selectOptions(field("Tone"), "journalistic");
    await user.type(field("Location"), "Valais");
    await user.type(field("Latitude"), "46.2");
    await user.type(field("Longitude"), "7.5");

    await openTab(user, "Essay Structure");
    await user.type(field("Thesis"), "Open meetings keep trust.");
    await user.type(field("Key Points"), "   ");
    expect(screen.getByRole("button", { name: "Add Key Point" })).toBeDisabled();
    await user.type(field("Key Points"), "{Enter}");
    expect(screen.queryByRole("button", { name: /^Remove: / })).toBeNull();
    await user.clear(field("Key Points"));
    await user.type(field("Key Points"), "  Open meetings build trust  {Enter}");
    await user.type(field("Key Points"), "Records settle disputes");
    await user.click(screen.getByRole("button", { name: "Add Key Point" }));
    await user.type(field("Evidence"), "\t Törbel minutes, 1483 {Enter}");
    expect(screen.getByRole("button", { name: "Remove: Open meetings build trust" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Remove: Törbel minutes, 1483" })).toBeVisible();
    await user.type(field("Counterarguments"), "Open meetings are slow.");
    await user.type(field("Conclusion"), "Openness pays.");
    await user.type(field("Call to Action"), "Ask for the minutes.");

    await openTab(user, "Metadata");
    await user.type(field("Target Audience"), "Water board members");
    await user.selectOptions(field("Urgency"), "high");
    await user.type(field("Sources"), "Netting 1981");
    await user.type(field("Tags"), " irrigation {Enter}");
    await user.type(field("Keywords"), "water boards{Enter}");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(/ saved at .+\.$|updated at .+\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(router.state.location.pathname).toMatch(/^\/publish\/opinion-essay\/[^/]+$/);
    expect(screen.getByRole("form", { name: "Edit Opinion Essay" })).toBeInTheDocument();

    const sent = sentBody(fetchMock, "POST", "/api/content");
    expect(sent).toEqual({
      type: "opinion-essay",
      title: "Water boards should meet in public",
      summary: "",
      domain: "Water & Oceans",
      location: { name: "Valais", country: "", lat: 46.2, lng: 7.5 },
      images: [],
      coverUploadId: null,
      license: "CC-BY-4.0",
      body: {
        subtitle: "Lessons from alpine irrigation",
        essayType: "analysis",
        tone: "journalistic",
        excerpt: "Closed meetings erode trust.",
        thesis: "Open meetings keep trust.",
        keyPoints: ["Open meetings build trust", "Records settle disputes"],
        evidence: ["Törbel minutes, 1483"],
        counterarguments: "Open meetings are slow.",
        conclusion: "Openness pays.",
        callToAction: "Ask for the minutes.",
        targetAudience: "Water board members",
        urgency: "high",
        content: ESSAY_TEMPLATE,
        sources: "Netting 1981",
        tags: ["irrigation"],
        keywords: ["water boards"],
      },
    });
    expect(callsTo(fetchMock, "POST", `/api/content/${ESSAY_ID}/publish`)).toHaveLength(0);
  });

  it("Save Draft and Publish wait for a title; urgency is sent as medium by default", async () => {
    const { fetchMock, user } = renderForm("/publish/opinion-essay", {
      "POST /api/content": () => saved(),
      [`POST /api/content/${ESSAY_ID}/publish`]: () => saved("published"),
    });
    await waitForSignedIn();
    const save = screen.getByRole("button", { name: "Save Draft" });
    const publish = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(save).toBeDisabled());
    expect(publish).toBeDisabled();
    await user.type(field("Title"), "   ");
    expect(publish).toBeDisabled();
    await user.type(field("Title"), "Short essay");
    expect(save).toBeEnabled();
    await user.click(publish);
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    const sent = sentBody(fetchMock, "POST", "/api/content");
    expect(sent.body.urgency).toBe("medium");
    expect(callsTo(fetchMock, "POST", `/api/content/${ESSAY_ID}/publish`)).toHaveLength(1);
  });

  it("a refused publish says in one message that it was saved as a draft, and opens the tab of the first missing field", async () => {
    const { user } = renderForm("/publish/opinion-essay", {
      "POST /api/content": () => saved(),
      [`POST /api/content/${ESSAY_ID}/publish`]: () =>
        apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Fill in the required fields to publish", {
          "body.thesis": ["Thesis is required to publish"],
        }),
    });
    await waitForSignedIn();
    await user.type(field("Title"), "Half written");
    await user.type(field("Excerpt"), "An excerpt.");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    // The save went through and the publish did not: one message says both (no 'Error saving').
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Saved as a draft, not published: fill in the marked fields, then publish again\.$/,
    );
    expect(screen.getByRole("tab", { name: "Essay Structure" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(field("Thesis")).toHaveAttribute("aria-invalid", "true");
    expect(field("Thesis")).toHaveAccessibleDescription(
      expect.stringContaining("Thesis is required to publish"),
    );
    await waitFor(() => expect(field("Thesis")).toHaveFocus());
    expect(screen.queryByText("Your changes are saved as a draft.")).toBeNull();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("a network failure says 'Error saving opinion essay' alone", async () => {
    const { user } = renderForm("/publish/opinion-essay", {
      "POST /api/content": () => Promise.reject(new TypeError("offline")),
    });
    await waitForSignedIn();
    await user.type(field("Title"), "Offline");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Error saving opinion essay$/);
  });

  it("without contributor status Publish opens the upgrade dialog", async () => {
    const { user } = renderForm(
      "/publish/opinion-essay",
      {
        "POST /api/content": () => saved(),
        [`POST /api/content/${ESSAY_ID}/publish`]: () =>
          apiErrorResponse(403, "UPGRADE_REQUIRED", "Publishing needs the Contributor plan"),
      },
      () => json({ user: makeUser() }),
    );
    // The plan is offered before writing; a free account may still write a draft.
    const offer = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    // Radix makes the dialog clickable (the page behind it is not) once it has mounted.
    await waitFor(() => expect(offer).toHaveStyle({ pointerEvents: "auto" }));
    await user.click(within(offer).getByRole("button", { name: "Write a Draft" }));
    await waitForSignedIn();
    await user.type(field("Title"), "My essay");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Publishing opinion essays needs the Contributor plan.");
  });

  it("edit mode loads the essay into the form and saves with PUT, recording no view", async () => {
    const item = makeEssay({ status: "draft", permissions: AUTHOR_PERMISSIONS });
    const { fetchMock, router, user } = renderForm(`/publish/opinion-essay/${ESSAY_ID}`, {
      [`GET /api/content/opinion-essay/${ESSAY_ID}`]: () => json(item),
      [`PUT /api/content/${ESSAY_ID}`]: () => saved(),
    });
    expect(await screen.findByRole("form", { name: "Edit Opinion Essay" })).toBeInTheDocument();
    expect(field("Title")).toHaveValue("Water boards should meet in public");
    expect(field("Excerpt")).toHaveValue(
      "Closed meetings erode the trust that shared irrigation depends on.",
    );
    expect(field("Essay Type")).toHaveValue("opinion");
    expect(field("Location")).toHaveValue("Valais");
    await openTab(user, "Essay Structure");
    expect(screen.getByRole("button", { name: "Remove: Open meetings build trust" })).toBeVisible();
    await openTab(user, "Content");
    expect(field("Essay Content")).toHaveValue(ESSAY_CONTENT);
    await openTab(user, "Metadata");
    expect(field("Urgency")).toHaveValue("high");
    expect(screen.getByRole("button", { name: "Remove tag irrigation" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(/ saved at .+\.$|updated at .+\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(router.state.location.pathname).toBe(`/publish/opinion-essay/${ESSAY_ID}`);
    const sent = sentBody(fetchMock, "PUT", `/api/content/${ESSAY_ID}`);
    expect(sent.location).toEqual({ name: "Valais", country: "Switzerland", lat: 46.2, lng: 7.5 });
    expect(sent.body.content).toBe(item.body.content);
    expect(sent.body.keyPoints).toEqual(item.body.keyPoints);
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
    expect(callsTo(fetchMock, "POST", `/api/content/${ESSAY_ID}/views`)).toHaveLength(0);
  });

  it("someone else's essay cannot be edited", async () => {
    renderForm(
      `/publish/opinion-essay/${ESSAY_ID}`,
      { [`GET /api/content/opinion-essay/${ESSAY_ID}`]: () => json(makeEssay()) },
      () => json({ user: makeUser({ id: "someone-else" }) }),
    );
    expect(
      await screen.findByRole("heading", { name: "You cannot edit this opinion essay" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("signed out: 'Sign In to Save' opens the sign-in panel and Publish goes to /login", async () => {
    const { router, user } = renderForm("/publish/opinion-essay", {}, () => json({ user: null }));
    const signIn = await screen.findByRole("button", { name: "Sign In to Save" });
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
    await user.type(field("Title"), "Anonymous essay");
    await user.click(signIn);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("keeps script, markup and javascript: links typed into every field inert", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { container, fetchMock, user } = renderForm("/publish/opinion-essay", {
      "POST /api/content": () => saved(),
    });
    await waitForSignedIn();
    const type = (label: string, text = XSS_TEXT) =>
      fireEvent.change(field(label), { target: { value: text } });

    type("Title");
    type("Subtitle");
    type("Excerpt");
    type("Location");
    await openTab(user, "Essay Structure");
    type("Thesis");
    for (const label of ["Key Points", "Evidence"]) {
      for (const text of Object.values(XSS)) {
        type(label, text);
        fireEvent.keyDown(field(label), { key: "Enter" });
      }
    }
    type("Counterarguments");
    type("Conclusion");
    type("Call to Action");
    await openTab(user, "Metadata");
    type("Target Audience");
    type("Sources");
    for (const text of [XSS.script, XSS.img]) {
      type("Tags", text);
      fireEvent.keyDown(field("Tags"), { key: "Enter" });
      type("Keywords", text);
      fireEvent.keyDown(field("Keywords"), { key: "Enter" });
    }
    await openTab(user, "Content");
    type(
      "Essay Content",
      `## Safe\n\n${XSS.script}\n\n${XSS.img}\n\nInline ${XSS.img} ${XSS.link}`,
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Essay Content preview" });
    await within(preview).findByRole("heading", { name: "Safe" });
    expect(within(preview).getByText("x").tagName).toBe("SPAN");
    expect(preview).not.toHaveTextContent("alert");

    // The list items show the strings as text.
    await openTab(user, "Essay Structure");
    expect(screen.getAllByRole("button", { name: `Remove: ${XSS.script}` })).toHaveLength(2);
    await openTab(user, "Metadata");
    // Added to Tags and to Keywords.
    expect(screen.getAllByRole("button", { name: `Remove tag ${XSS.img}` })).toHaveLength(2);

    for (const root of [container, document.body]) {
      expect(root.querySelectorAll("script")).toHaveLength(0);
      expect(root.querySelectorAll("[onerror]")).toHaveLength(0);
      expect(root.querySelectorAll('img[src="x"]')).toHaveLength(0);
      for (const link of root.querySelectorAll("a")) {
        expect(link.getAttribute("href") ?? "").not.toMatch(/^\s*javascript:/i);
      }
    }

    // They are sent as the text they are.
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await screen.findByText(/^Draft saved at /);
    const sent = sentBody(fetchMock, "POST", "/api/content");
    expect(sent.title).toBe(XSS_TEXT);
    expect(sent.body.thesis).toBe(XSS_TEXT);
    expect(sent.body.keyPoints).toEqual(Object.values(XSS));
    expect(alert).not.toHaveBeenCalled();
  });
});
