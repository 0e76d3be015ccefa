import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as InterviewRoute } from "../../../app/routes/interview";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import {
  INTERVIEW_ID,
  INTERVIEW_SLUG,
  MEDIA_ID,
  PHOTO_ID,
  XSS,
  makeInterview,
} from "../testing/interview-fixture";

const DETAIL = `GET /api/content/interview/${INTERVIEW_SLUG}`;
const VIEWS = `POST /api/content/${INTERVIEW_ID}/views`;

function renderPage(path = `/interview/${INTERVIEW_SLUG}`) {
  const router = createMemoryRouter(
    [
      {
        path: "/interview/:id",
        element: (
          <AccountPanelProvider>
            <InterviewRoute />
          </AccountPanelProvider>
        ),
      },
      {
        path: "/interviews/:id",
        element: (
          <AccountPanelProvider>
            <InterviewRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/interviews", element: <h1>Interviews list</h1> },
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
  return { router, ...result };
}

function mockDetail(item = makeInterview()) {
  return mockFetch({
    [DETAIL]: () => json(item),
    [VIEWS]: () => json({ counted: true, count: item.counts.views + 1 }),
  });
}

/** The value of a term in a description list (the sidebar's facts). */
function fact(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("Interview page", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
    vi.restoreAllMocks();
    delete (window as { __xss?: unknown }).__xss;
  });

  it("shows the interviewee, the interviewer, the facts, consent, ethics and the texts", async () => {
    const fetchMock = mockDetail();
    renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: "Elinor on the alpine commons" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Five centuries of village rules")).toBeInTheDocument();
    expect(
      screen.getByText("How a village has kept its meadows for five centuries."),
    ).toBeInTheDocument();

    const interviewee = screen.getByRole("region", { name: "Interviewee" });
    expect(within(interviewee).getByText("Elinor Brunner")).toBeInTheDocument();
    expect(
      within(interviewee).getByText("Alp keeper, Törbel burgher community"),
    ).toBeInTheDocument();
    expect(within(interviewee).getByText("Third generation.")).toBeInTheDocument();
    expect(
      within(interviewee).getByRole("img", { name: "Photo of Elinor Brunner" }),
    ).toHaveAttribute("src", `/api/uploads/${PHOTO_ID}/card`);
    const linkedin = within(interviewee).getByRole("link", { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/elinor");
    expect(linkedin).toHaveAttribute("target", "_blank");
    expect(linkedin).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(within(interviewee).getByRole("link", { name: /Twitter/ })).toHaveAttribute(
      "href",
      "https://twitter.com/elinor_b",
    );
    // The javascript: website is never a link.
    expect(within(interviewee).queryByRole("link", { name: /Website/ })).toBeNull();

    const interviewer = screen.getByRole("region", { name: "Interviewer" });
    expect(within(interviewer).getByText("Ada Ostrom")).toBeInTheDocument();
    expect(within(interviewer).getByText("Researcher, Field Commons")).toBeInTheDocument();

    expect(fact("Date")).toBe("Aug 14, 2025");
    expect(fact("Location")).toBe("Törbel, Switzerland");
    expect(fact("Duration")).toBe("1 h 30 min");
    expect(fact("Media type")).toBe("Audio");
    expect(fact("Language")).toBe("English (en)");
    expect(fact("Consent to record")).toBe("Yes");
    expect(fact("Consent to publish")).toBe("Yes");
    expect(fact("Consent to be contacted")).toBe("No");
    expect(fact("Ethics approval")).toBe("University board REC-2025-14");
    expect(fact("Ethics notes")).toBe("Names used with permission.");

    const qa = screen.getByRole("region", { name: "Questions & Answers" });
    const pairs = within(qa).getAllByRole("listitem");
    expect(pairs).toHaveLength(3);
    expect(pairs[0]).toHaveTextContent("How are cow quotas set?");
    expect(pairs[0]).toHaveTextContent("By the assembly each spring.");
    expect(pairs[0]).toHaveTextContent("01:05");
    expect(pairs[1]).toHaveTextContent("1:02:03");
    expect(pairs[2]).toHaveTextContent("Anything else?");

    expect(
      within(screen.getByRole("region", { name: "Transcript" })).getByText("Full transcript text."),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Sources" })).getByText(
        "Netting, Balancing on an Alp (1981).",
      ),
    ).toBeInTheDocument();
    const tags = within(screen.getByRole("region", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["grazing", "alps"]);

    // The real view count from the server, recorded once.
    await waitFor(() => expect(screen.getByText("13 views")).toBeInTheDocument());
    expect(callsTo(fetchMock, "POST", `/api/content/${INTERVIEW_ID}/views`)).toHaveLength(1);
    expect(document.title).toBe("Elinor on the alpine commons · Field Commons");
  });

  it("moves the plural link from search results (/interviews/{id}) to /interview/{id}", async () => {
    mockDetail();
    const { router } = renderPage(`/interviews/${INTERVIEW_SLUG}?from=search`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Elinor on the alpine commons" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/interview/${INTERVIEW_SLUG}`);
    expect(router.state.location.search).toBe("?from=search");
  });

  it("streams the recording in an audio player with preload=metadata", async () => {
    mockDetail();
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 1 });
    const audio = container.querySelector("audio");
    expect(audio).not.toBeNull();
    expect(audio).toHaveAttribute("src", `/api/uploads/${MEDIA_ID}`);
    expect(audio).toHaveAttribute("preload", "metadata");
    expect(audio).toHaveAttribute("controls");
    expect(container.querySelector("video")).toBeNull();
  });

  it("uses a video player when the media type is video", async () => {
    mockDetail(makeInterview({}, { mediaType: "video" }));
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 1 });
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", `/api/uploads/${MEDIA_ID}`);
    expect(video).toHaveAttribute("preload", "metadata");
    expect(container.querySelector("audio")).toBeNull();
    expect(fact("Media type")).toBe("Video");
  });

  it("has no player without media, and then timestamps are plain text", async () => {
    mockDetail(makeInterview({}, { mediaUploadId: undefined }));
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 1 });
    expect(container.querySelector("audio, video")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Play from/ })).toBeNull();
    const qa = screen.getByRole("region", { name: "Questions & Answers" });
    expect(within(qa).getByText("01:05").tagName).toBe("TIME");
  });

  it("clicking a timestamp moves the player there and plays", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    mockDetail();
    const user = userEvent.setup();
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 1 });
    const audio = container.querySelector("audio")!;
    expect(audio.currentTime).toBe(0);

    await user.click(screen.getByRole("button", { name: "Play from 1:02:03" }));
    expect(audio.currentTime).toBe(3723);
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Play from 01:05" }));
    expect(audio.currentTime).toBe(65);
    // The third pair has no timestamp.
    expect(screen.getAllByRole("button", { name: /^Play from/ })).toHaveLength(2);
  });

  it("shows durations as whole minutes under an hour", async () => {
    mockDetail(makeInterview({}, { durationSeconds: 59 }));
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    expect(fact("Duration")).toBe("0 min");
  });

  it("shows 'Not stated' when consent and ethics were not given", async () => {
    mockDetail(makeInterview({}, { consent: undefined, ethicsApproval: undefined }));
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    expect(fact("Consent to record")).toBe("Not stated");
    expect(fact("Ethics approval")).toBe("Not stated");
  });

  it("a missing interview shows 'Interview Not Found' with a link back to the list", async () => {
    mockFetch({
      [DETAIL]: () => apiErrorResponse(404, "NOT_FOUND", "Content not found"),
    });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Interview Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The interview you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Interviews" })).toHaveAttribute(
      "href",
      "/interviews",
    );
    expect(document.title).toBe("Interview not found · Field Commons");
  });

  it("a failed load offers Try Again", async () => {
    let fail = true;
    mockFetch({
      [DETAIL]: () => (fail ? apiErrorResponse(500, "INTERNAL", "boom") : json(makeInterview())),
      [VIEWS]: () => json({ counted: true, count: 13 }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("Failed to fetch interview")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Elinor on the alpine commons" }),
    ).toBeInTheDocument();
  });

  it("renders script and markup in every text field as inert text", async () => {
    const payload = `${XSS.script}${XSS.img}${XSS.svg}`;
    mockDetail(
      makeInterview(
        {
          title: `Title ${payload}`,
          location: { name: `Place ${payload}`, country: "", lat: null, lng: null },
        },
        {
          subtitle: `Subtitle ${payload}`,
          excerpt: `Excerpt ${payload}`,
          description: `Description ${payload}`,
          interviewee: {
            name: `Name ${payload}`,
            title: `Role ${payload}`,
            organization: `Org ${payload}`,
            bio: `Bio ${payload}`,
            links: { linkedin: XSS.link, twitter: XSS.link, website: XSS.link },
          },
          interviewer: {
            name: `Asker ${payload}`,
            title: `Asker role ${payload}`,
            organization: `Asker org ${payload}`,
          },
          questions: [{ question: `Question ${payload}`, answer: `Answer ${payload}` }],
          language: `<b>en</b>`,
          transcript: `Transcript ${payload}`,
          ethicsApproval: `Approval ${payload}`,
          ethicsNotes: `Notes ${payload}`,
          sources: `Sources ${payload}`,
          tags: [`<img src=x onerror="alert(1)">`],
          mediaUploadId: undefined,
        },
      ),
    );
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 1, name: `Title ${payload}` });

    for (const text of [
      `Subtitle ${payload}`,
      `Excerpt ${payload}`,
      `Description ${payload}`,
      `Name ${payload}`,
      `Role ${payload}, Org ${payload}`,
      `Bio ${payload}`,
      `Asker ${payload}`,
      `Question ${payload}`,
      `Answer ${payload}`,
      `Transcript ${payload}`,
      `Approval ${payload}`,
      `Notes ${payload}`,
      `Sources ${payload}`,
      `Place ${payload}`,
      `<img src=x onerror="alert(1)">`,
    ]) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(container.querySelector("script, svg[onload], [onerror], b")).toBeNull();
    // Only real images: none came from the payloads.
    for (const img of container.querySelectorAll("img")) {
      expect(img.getAttribute("src")).not.toBe("x");
    }
    for (const link of container.querySelectorAll("a")) {
      expect(link.getAttribute("href") ?? "").not.toMatch(/^javascript:/i);
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
