import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import {
  AUTHOR_ID,
  AUTHOR_PERMISSIONS,
  POLICY_BRIEF_ID,
  makePolicyBrief,
} from "../../../testing/policy-brief-fixture";
import { EditorRoute } from "../../../testing/editor-route";
import { EditPolicyBrief, NewPolicyBrief } from "./policy-brief-editor";

const saved = () => json({ ...makePolicyBrief({ status: "draft" }) }, 201);
const signedIn =
  (overrides = {}) =>
  () =>
    json({ user: makeUser({ id: AUTHOR_ID, ...overrides }) });

function renderForm(routes: Record<string, RouteHandler>, path = "/publish/policy-brief") {
  const fetchMock = mockFetch(routes);
  const router = createMemoryRouter(
    [
      {
        path: "/publish/policy-brief",
        element: (
          <AccountPanelProvider>
            <EditorRoute New={NewPolicyBrief} Edit={EditPolicyBrief} />
          </AccountPanelProvider>
        ),
      },
      {
        path: "/publish/policy-brief/:id",
        element: (
          <AccountPanelProvider>
            <EditorRoute New={NewPolicyBrief} Edit={EditPolicyBrief} />
          </AccountPanelProvider>
        ),
      },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const calls = callsTo(fetchMock, method, path);
  return JSON.parse(calls[calls.length - 1]![1]!.body as string) as Record<string, unknown>;
}

const REQUIRED = [
  "Title",
  "Domain",
  "Location",
  "Executive Summary",
  "Problem Statement",
  "Key Findings",
  "Recommendations",
];
const OPTIONAL = [
  "Subtitle",
  "Latitude",
  "Longitude",
  "Implementation Plan",
  "Stakeholders",
  "Timeline",
  "Budget",
  "Risks",
  "Success Metrics",
  "Conclusion",
  "Sources",
  "Contacts",
  "Tags",
];

describe("Policy brief form", () => {
  it("has every field of the spec, with required marks on the publish fields", async () => {
    renderForm({ "GET /api/auth/me": signedIn() });
    const form = await screen.findByRole("form", { name: "New Policy Brief" });
    for (const name of [
      "Overview",
      "Analysis",
      "Evidence",
      "Implementation and Monitoring",
      "Conclusion and References",
      "Images and Tags",
    ]) {
      expect(within(form).getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    for (const label of REQUIRED) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("aria-required", "true");
      // The visible asterisk next to the label.
      const labelElement = document.querySelector(`label[for="${field.id}"]`)!;
      expect(labelElement.parentElement).toHaveTextContent(`${label}*`);
    }
    for (const label of OPTIONAL) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute("aria-required");
    }
    expect(screen.getByLabelText("Title")).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("Executive Summary")).toHaveAttribute("maxLength", "20000");
    expect(screen.getByLabelText("Add Images")).toHaveAttribute("type", "file");
    // One field per concept: recommendations are the Recommendations text, not also a list.
    expect(within(form).queryByRole("heading", { name: "Policy Recommendations" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Recommendation" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add Evidence" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Reference" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
  });

  it("Save Draft sends every field, structured rows included, then goes to the drafts tab", async () => {
    const { fetchMock, router } = renderForm({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
    });
    const user = userEvent.setup();
    const save = await screen.findByRole("button", { name: "Save Draft" });
    await waitFor(() => expect(save).toBeDisabled());

    await user.type(screen.getByLabelText("Title"), "  Water user associations ");
    await user.type(screen.getByLabelText("Subtitle"), "Lessons from Nepal");
    await user.selectOptions(screen.getByLabelText("Domain"), "Water & Oceans");
    await user.type(screen.getByLabelText("Location"), "Chitwan");
    await user.type(screen.getByLabelText("Latitude"), "27.5");
    await user.type(screen.getByLabelText("Longitude"), "84.35");
    const texts: [string, string][] = [
      ["Executive Summary", "Summary"],
      ["Problem Statement", "Problem"],
      ["Key Findings", "Findings"],
      ["Recommendations", "Recs"],
      ["Implementation Plan", "Plan"],
      ["Stakeholders", "Farmers"],
      ["Timeline", "2026"],
      ["Budget", "USD 2m"],
      ["Risks", "Capture"],
      ["Success Metrics", "Backlog"],
      ["Conclusion", "Works"],
      ["Sources", "Notes"],
      ["Contacts", "Network"],
    ];
    for (const [label, text] of texts) await user.type(screen.getByLabelText(label), text);

    await user.click(screen.getByRole("button", { name: "Add Evidence" }));
    // A blank evidence row is not sent.
    await user.click(screen.getByRole("button", { name: "Add Evidence" }));
    const evidence = screen.getByRole("group", { name: "Evidence 2" });
    await user.type(within(evidence).getByLabelText("Source"), "Lam 1998");
    await user.selectOptions(within(evidence).getByLabelText("Credibility"), "high");
    await user.type(within(evidence).getByLabelText("Link"), "https://example.org/lam");

    await user.click(screen.getByRole("button", { name: "Add Reference" }));
    const reference = screen.getByRole("group", { name: "Reference 1" });
    await user.type(within(reference).getByLabelText("Reference title"), "Governing the Commons");
    await user.type(within(reference).getByLabelText("Year"), "1990");

    await user.type(screen.getByLabelText("Tags"), "irrigation{Enter}nepal{Enter}");
    await user.click(save);

    // Saved, and still in the editor, now at the draft's address.
    expect(await screen.findByText(/ saved at .+\.$|updated at .+\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(router.state.location.pathname).toMatch(/^\/publish\/policy-brief\/[^/]+$/);
    expect(sentBody(fetchMock, "POST", "/api/content")).toEqual({
      type: "policy-brief",
      title: "Water user associations",
      summary: "",
      domain: "Water & Oceans",
      location: { name: "Chitwan", country: "", lat: 27.5, lng: 84.35 },
      images: [],
      coverUploadId: null,
      license: "CC-BY-4.0",
      body: {
        subtitle: "Lessons from Nepal",
        executiveSummary: "Summary",
        problemStatement: "Problem",
        keyFindings: "Findings",
        recommendations: "Recs",
        implementationPlan: "Plan",
        stakeholders: "Farmers",
        timeline: "2026",
        budget: "USD 2m",
        risks: "Capture",
        successMetrics: "Backlog",
        conclusion: "Works",
        sources: "Notes",
        contacts: "Network",
        evidence: [{ source: "Lam 1998", credibility: "high", url: "https://example.org/lam" }],
        references: [{ title: "Governing the Commons", year: "1990" }],
        tags: ["irrigation", "nepal"],
      },
    });
  }, 30_000);

  it("shows the server's messages under each field, rows included, and focuses the first", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetchMock } = renderForm({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      "POST /api/content": () => saved(),
      [`POST /api/content/${POLICY_BRIEF_ID}/publish`]: () =>
        apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Not ready to publish", {
          domain: ["Domain is required to publish"],
          "location.name": ["Location is required to publish"],
          "body.executiveSummary": ["Executive summary is required to publish"],
          "body.problemStatement": ["Problem statement is required to publish"],
          "body.keyFindings": ["Key findings is required to publish"],
          "body.recommendations": ["Recommendations is required to publish"],
          "body.evidence.0.url": ["Too long"],
          summary: ["Summary is odd"],
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Water");
    // A blank first evidence row is dropped, so the server's row 0 is the form's row 2.
    await user.click(screen.getByRole("button", { name: "Add Evidence" }));
    await user.click(screen.getByRole("button", { name: "Add Evidence" }));
    const second = screen.getByRole("group", { name: "Evidence 2" });
    await user.type(within(second).getByLabelText("Source"), "Survey");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    const alert = await screen.findByRole("alert");
    // One message that says what happened: saved as a draft, not published.
    expect(alert).toHaveTextContent(
      "Saved as a draft, not published: fill in the marked fields, then publish again.",
    );
    expect(alert).not.toHaveTextContent("Error saving");
    expect(alert).toHaveTextContent("Summary is odd");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByText("Your changes are saved as a draft.")).toBeNull();
    expect(sentBody(fetchMock, "POST", "/api/content").body).toMatchObject({
      evidence: [{ source: "Survey" }],
    });
    const domain = screen.getByLabelText("Domain");
    expect(domain).toHaveAttribute("aria-invalid", "true");
    expect(domain).toHaveAccessibleDescription("Domain is required to publish");
    expect(domain).toHaveFocus();
    expect(screen.getByLabelText("Location")).toHaveAccessibleDescription(
      expect.stringContaining("Location is required to publish"),
    );
    for (const [label, message] of [
      ["Executive Summary", "Executive summary is required to publish"],
      ["Problem Statement", "Problem statement is required to publish"],
      ["Key Findings", "Key findings is required to publish"],
      ["Recommendations", "Recommendations is required to publish"],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAccessibleDescription(
        expect.stringContaining(message!),
      );
    }
    expect(within(second).getByLabelText("Link")).toHaveAccessibleDescription(
      expect.stringContaining("Too long"),
    );
    expect(
      within(screen.getByRole("group", { name: "Evidence 1" })).getByLabelText("Link"),
    ).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
  });

  it("gives each structured section one help line", async () => {
    renderForm({ "GET /api/auth/me": signedIn() });
    const form = await screen.findByRole("form", { name: "New Policy Brief" });
    const evidence = within(form).getByRole("region", { name: "Evidence" });
    expect(within(evidence).getAllByText(/^Optional/)).toHaveLength(1);
    expect(within(evidence).getByText("No evidence added yet.")).toBeInTheDocument();
  });

  it("a refused publish scrolls the first refused field into view, clear of the action bar", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const scrolled = vi.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderForm({
        "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
        "POST /api/content": () => saved(),
        [`POST /api/content/${POLICY_BRIEF_ID}/publish`]: () =>
          apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Not ready to publish", {
            "body.keyFindings": ["Key findings is required to publish"],
          }),
      });
      const user = userEvent.setup();
      await screen.findByRole("button", { name: "Save Draft" });
      await user.type(screen.getByLabelText("Title"), "Water");
      await user.click(screen.getByRole("button", { name: "Publish" }));
      const findings = screen.getByLabelText("Key Findings");
      await waitFor(() => expect(findings).toHaveFocus());
      expect(scrolled).toHaveBeenCalledWith({ block: "center", inline: "nearest" });
      expect(scrolled.mock.contexts.at(-1)).toBe(findings);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it("removes rows", async () => {
    renderForm({ "GET /api/auth/me": signedIn() });
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.click(screen.getByRole("button", { name: "Add Reference" }));
    await user.click(screen.getByRole("button", { name: "Add Reference" }));
    expect(screen.getByRole("group", { name: "Reference 2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove reference 1" }));
    expect(screen.queryByRole("group", { name: "Reference 2" })).toBeNull();
    expect(screen.getByRole("group", { name: "Reference 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Reference" })).toHaveFocus();
  });

  it("edit: loads every field, and Save Draft updates with PUT, keeping what the form does not show", async () => {
    const { fetchMock, router } = renderForm(
      {
        "GET /api/auth/me": signedIn(),
        [`GET /api/content/policy-brief/${POLICY_BRIEF_ID}`]: () =>
          json(
            makePolicyBrief({
              status: "draft",
              summary: "Card line",
              permissions: AUTHOR_PERMISSIONS,
            }),
          ),
        [`PUT /api/content/${POLICY_BRIEF_ID}`]: () => saved(),
      },
      `/publish/policy-brief/${POLICY_BRIEF_ID}`,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole("form", { name: "Edit Policy Brief" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Water user associations");
    expect(screen.getByLabelText("Domain")).toHaveValue("Water & Oceans");
    expect(screen.getByLabelText("Location")).toHaveValue("Chitwan");
    expect(screen.getByLabelText("Latitude")).toHaveValue(27.5291);
    expect(screen.getByLabelText("Budget")).toHaveValue("USD 2 million over three years.");
    // A brief saved with structured recommendations still shows them, in their own section.
    expect(
      screen.getByRole("heading", { level: 2, name: "Policy Recommendations" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Recommendation 3" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "Recommendation 1" })).getByLabelText("Priority"),
    ).toHaveValue("high");
    expect(
      within(screen.getByRole("group", { name: "Evidence 2" })).getByLabelText("Credibility"),
    ).toHaveValue("Medium");
    expect(screen.getByRole("button", { name: "Remove tag irrigation" })).toBeInTheDocument();
    // No view is recorded for the edit form.
    expect(callsTo(fetchMock, "POST", `/api/content/${POLICY_BRIEF_ID}/views`)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Budget"));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(/ saved at .+\.$|updated at .+\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(router.state.location.pathname).toBe(`/publish/policy-brief/${POLICY_BRIEF_ID}`);
    const sent = sentBody(fetchMock, "PUT", `/api/content/${POLICY_BRIEF_ID}`) as {
      summary: string;
      location: { country: string };
      body: Record<string, unknown>;
    };
    expect(sent.summary).toBe("Card line");
    expect(sent.location.country).toBe("Nepal");
    expect(sent.body.budget).toBe("");
    expect(sent.body.policyRecommendations).toHaveLength(3);
    expect(sent.body.evidence).toHaveLength(3);
    expect(sent.body.references).toHaveLength(1);
    expect(sent.body.tags).toEqual(["irrigation", "Nepal"]);
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
  });

  it("edit: a missing brief says 'Policy Brief Not Found'", async () => {
    renderForm(
      {
        "GET /api/auth/me": signedIn(),
        [`GET /api/content/policy-brief/${POLICY_BRIEF_ID}`]: () =>
          apiErrorResponse(404, "NOT_FOUND", "Content not found"),
      },
      `/publish/policy-brief/${POLICY_BRIEF_ID}`,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Policy Brief Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("edit: someone else's brief cannot be edited", async () => {
    renderForm(
      {
        "GET /api/auth/me": signedIn({ id: "someone-else" }),
        [`GET /api/content/policy-brief/${POLICY_BRIEF_ID}`]: () => json(makePolicyBrief()),
      },
      `/publish/policy-brief/${POLICY_BRIEF_ID}`,
    );
    expect(
      await screen.findByRole("heading", { name: "You cannot edit this policy brief" }),
    ).toBeInTheDocument();
  });
});
