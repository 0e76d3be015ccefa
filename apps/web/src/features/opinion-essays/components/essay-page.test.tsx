import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as EssayRoute } from "../../../app/routes/opinion-essay";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import {
  ESSAY_CONTENT,
  ESSAY_ID,
  ESSAY_SLUG,
  IMAGE_ID,
  XSS,
  XSS_TEXT,
  makeEssay,
} from "../testing/essay-fixture";

const DETAIL = `GET /api/content/opinion-essay/${ESSAY_SLUG}`;
const VIEWS = `POST /api/content/${ESSAY_ID}/views`;

function renderPage(slug = ESSAY_SLUG) {
  const router = createMemoryRouter(
    [
      {
        path: "/opinion-essay/:id",
        element: (
          <AccountPanelProvider>
            <EssayRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/opinion-essays", element: <h1>Essays list</h1> },
    ],
    { initialEntries: [`/opinion-essay/${slug}`] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function mockDetail(item = makeEssay()) {
  return mockFetch({
    [DETAIL]: () => json(item),
    [VIEWS]: () => json({ counted: true, count: item.counts.views + 1 }),
  });
}

function fact(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

/** Nothing the attack strings could have created: no script, no img from them, no javascript: link. */
function expectInert(root: HTMLElement) {
  expect(root.querySelectorAll("script")).toHaveLength(0);
  expect(root.querySelectorAll("[onerror]")).toHaveLength(0);
  expect(root.querySelectorAll('img[src="x"]')).toHaveLength(0);
  for (const link of root.querySelectorAll("a")) {
    expect(link.getAttribute("href") ?? "").not.toMatch(/^\s*javascript:/i);
  }
}

describe("Opinion essay page", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows each section heading once, even when older content repeats it in the text", async () => {
    const content = `## Introduction

Why this matters.

## Thesis

Water boards that meet in public keep their members' trust.

## Counterarguments

Meetings in public take longer, but fewer decisions are contested later.

## Conclusion

Openness costs little and pays back in compliance.
`;
    mockDetail(makeEssay({}, { content }));
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Introduction" }, { timeout: 5000 }),
    ).toBeVisible();
    for (const name of ["Thesis", "Counterarguments", "Conclusion"]) {
      expect(screen.getAllByRole("heading", { name })).toHaveLength(1);
    }
    // The text under the repeated heading stays, with its field, when it says more.
    expect(screen.getByRole("region", { name: "Counterarguments" })).toHaveTextContent(
      "Meetings in public take longer, but fewer decisions are contested later.",
    );
    expect(screen.getByRole("region", { name: "Counterarguments" })).toHaveTextContent(
      "Some say open meetings slow decisions down.",
    );
    // The same text is not shown twice.
    expect(screen.getAllByText("Openness costs little and pays back in compliance.")).toHaveLength(
      1,
    );
    // The contents list has no second 'Conclusion' either.
    const contents = await screen.findByRole(
      "navigation",
      { name: /contents/i },
      { timeout: 5000 },
    );
    expect(within(contents).queryByRole("link", { name: "Conclusion" })).toBeNull();
    expect(within(contents).getByRole("link", { name: "Introduction" })).toBeInTheDocument();
  });

  it("keeps a Markdown section whose field is blank (its heading still appears once)", async () => {
    mockDetail(makeEssay({}, { conclusion: "", content: "## Conclusion\n\nIn the text only.\n" }));
    renderPage();
    expect(await screen.findByText("In the text only.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { name: "Conclusion" })).toHaveLength(1);
  });

  it("shows the essay's type, tone, reading time, word count and every section", async () => {
    const fetchMock = mockDetail();
    renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: "Water boards should meet in public" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Lessons from alpine irrigation")).toBeInTheDocument();
    expect(screen.getByText("Opinion")).toBeInTheDocument();
    expect(screen.getByText("Academic tone")).toBeInTheDocument();
    const words = ESSAY_CONTENT.trim().split(/\s+/).length;
    // 200 words a minute: the fixture's few hundred characters are a minute's read.
    expect(Math.ceil(ESSAY_CONTENT.length / 200)).toBeGreaterThan(1);
    expect(screen.getByText(`${Math.ceil(words / 200)} min read`)).toBeInTheDocument();
    expect(screen.getByText("1 min read")).toBeInTheDocument();
    expect(fact("Word count")).toBe(`${words} words`);
    expect(fact("Target audience")).toBe("Water board members");
    expect(fact("Urgency")).toBe("High");
    expect(fact("Location")).toBe("Valais, Switzerland");

    expect(
      screen.getByText("Closed meetings erode the trust that shared irrigation depends on."),
    ).toBeInTheDocument();
    const thesis = screen.getByRole("region", { name: "Thesis" });
    expect(thesis).toHaveTextContent("Water boards that meet in public keep their members' trust.");
    const keyPoints = screen.getByRole("region", { name: "Key Points" });
    expect(
      within(keyPoints)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Open meetings build trust", "Open records settle disputes"]);
    expect(screen.getByRole("region", { name: "Evidence" })).toHaveTextContent(
      "Minutes of the Törbel assembly, 1483-1990",
    );
    expect(screen.getByRole("region", { name: "Counterarguments" })).toHaveTextContent(
      "Some say open meetings slow decisions down.",
    );
    expect(screen.getByRole("region", { name: "Conclusion" })).toHaveTextContent(
      "Openness costs little and pays back in compliance.",
    );
    expect(screen.getByRole("region", { name: "Call to Action" })).toHaveTextContent(
      "Ask your water board to publish its minutes.",
    );
    const sources = screen.getByRole("region", { name: "Sources" });
    const sourceLink = within(sources).getByRole("link", { name: "https://example.org/netting" });
    expect(sourceLink).toHaveAttribute("rel", "noopener noreferrer");
    expect(
      within(screen.getByRole("region", { name: "Tags" })).getByText("irrigation"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Keywords" })).getByText("water boards"),
    ).toBeVisible();

    // The Markdown content, with its headings as page headings.
    expect(
      await screen.findByRole("heading", { level: 3, name: "Open meetings build trust" }),
    ).toHaveAttribute("id", "essay-open-meetings-build-trust");
    const markdown = screen.getByTestId("markdown-content");
    const studyLink = within(markdown).getByRole("link", { name: "Törbel study" });
    expect(studyLink).toHaveAttribute("href", "https://example.org/torbel");
    expect(studyLink).toHaveAttribute("rel", "noopener noreferrer");
    expect(studyLink).toHaveAttribute("target", "_blank");
    expect(within(markdown).getByRole("link", { name: "village archive" })).toHaveAttribute(
      "href",
      "/about",
    );

    // The view is recorded once.
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/content/${ESSAY_ID}/views`)).toHaveLength(1),
    );
  });

  it("the sidebar lists the essay's sections, linking to their headings", async () => {
    mockDetail();
    renderPage();
    const contents = await screen.findByRole("navigation", { name: "Contents" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Why it matters", "#essay-why-it-matters"],
      ["The argument", "#essay-the-argument"],
      ["Open meetings build trust", "#essay-open-meetings-build-trust"],
      ["Open records settle disputes", "#essay-open-records-settle-disputes"],
      ["Why it matters", "#essay-why-it-matters-2"],
    ]);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
    // The references: the web links the essay cites.
    const references = screen.getByRole("region", { name: "References" });
    expect(within(references).getByRole("link", { name: "Törbel study" })).toHaveAttribute(
      "href",
      "https://example.org/torbel",
    );
  });

  it("shows the images with their captions and opens them full size", async () => {
    const image = (n: number) => ({
      uploadId: `${IMAGE_ID.slice(0, -1)}${n}`,
      url: `/api/uploads/${n}`,
      cardUrl: `/api/uploads/${n}/card`,
      width: 1600,
      height: 900,
      alt: `Canal ${n}`,
      caption: `The bisse at dawn ${n}`,
    });
    mockDetail(makeEssay({ images: [image(1), image(2)], coverImage: image(1), imageCount: 2 }));
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getAllByText("The bisse at dawn 2").length).toBeGreaterThan(0);
    const gallery = screen.getByRole("region", { name: /Photos/ });
    within(gallery).getAllByRole("button")[1]!.click();
    const viewer = await screen.findByRole("dialog");
    expect(within(viewer).getByRole("img", { name: "Canal 2" })).toHaveAttribute(
      "src",
      "/api/uploads/2",
    );
  });

  it("a missing essay shows 'Opinion Essay Not Found' with a way back", async () => {
    mockFetch({ [DETAIL]: () => apiErrorResponse(404, "NOT_FOUND", "Not found") });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Opinion Essay Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The opinion essay you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Opinion Essays" })).toHaveAttribute(
      "href",
      "/opinion-essays",
    );
  });

  it("a failed load offers Try Again", async () => {
    mockFetch({ [DETAIL]: () => apiErrorResponse(500, "INTERNAL", "Boom") });
    renderPage();
    expect(await screen.findByText("Failed to fetch opinion essay")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeEnabled();
  });

  it("renders script, markup and javascript: links in the content and every text field inert", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const content = `## Safe heading\n\n${XSS.script}\n\n${XSS.img}\n\nInline ${XSS.img} and ${XSS.link} and <a href="javascript:alert(1)">raw</a> and [ref link][ref].\n\n![pic](javascript:alert(1)) ![remote](https://tracker.example/p.gif)\n\n[ref]: javascript:alert(1)\n`;
    const item = makeEssay(
      {
        title: `Title ${XSS_TEXT}`,
        location: { name: XSS_TEXT, country: XSS.img, lat: null, lng: null },
      },
      {
        subtitle: XSS_TEXT,
        excerpt: XSS_TEXT,
        thesis: XSS_TEXT,
        keyPoints: [XSS.script, XSS.img, XSS.link],
        evidence: [XSS.script, XSS.img, XSS.link],
        counterarguments: XSS_TEXT,
        conclusion: XSS_TEXT,
        callToAction: XSS_TEXT,
        targetAudience: XSS_TEXT,
        sources: `${XSS_TEXT} javascript:alert(1)`,
        tags: [XSS.script, XSS.img],
        keywords: [XSS.link],
        content,
      },
    );
    mockDetail(item);
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 2, name: "Safe heading" });

    // The text fields show the strings as text.
    expect(screen.getByRole("region", { name: "Thesis" })).toHaveTextContent(XSS_TEXT);
    expect(screen.getByRole("region", { name: "Conclusion" })).toHaveTextContent(XSS_TEXT);
    expect(screen.getByRole("region", { name: "Tags" })).toHaveTextContent(XSS.img);

    // The Markdown dropped the HTML and neutralised the links.
    const markdown = screen.getByTestId("markdown-content");
    expect(markdown).not.toHaveTextContent("alert");
    expect(within(markdown).getByText("x").tagName).toBe("SPAN");
    expect(within(markdown).getByText("ref link").tagName).toBe("SPAN");
    expect(markdown).toHaveTextContent("raw and");
    expect(within(markdown).queryByRole("link", { name: "raw" })).toBeNull();
    expect(within(markdown).queryAllByRole("img")).toHaveLength(0);
    expect(within(markdown).getByText("[remote]")).toBeInTheDocument();
    expect(within(markdown).getByText("[pic]")).toBeInTheDocument();
    expectInert(container);
    expectInert(document.body);
    expect(alert).not.toHaveBeenCalled();
  });
});
