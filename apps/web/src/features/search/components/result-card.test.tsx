import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { SearchResult } from "@field-commons/shared/search";
import { makeNode, makeResult } from "../testing/search-fixtures";
import { formatTime } from "../utils/format";
import { ResultCard } from "./result-card";

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderCard(result: SearchResult) {
  const onSelect = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/search",
        element: <ResultCard result={result} selected={false} onSelect={onSelect} />,
      },
      { path: "/recordings/:id", element: <Landing /> },
      { path: "/case-study/:slug", element: <Landing /> },
    ],
    { initialEntries: ["/search"] },
  );
  render(<RouterProvider router={router} />);
  return { onSelect, router };
}

const recording = (passage: SearchResult["passage"]) =>
  makeResult({
    node: makeNode({
      id: "node-r",
      title: "A canal treasurer on fees",
      entityType: "recording",
      entityId: "rec-1",
      url: "/recordings/rec-1",
    }),
    highlights: {
      title: [],
      content: ["…the old <mark>aqueduct</mark> above the village…"],
    },
    passage,
  });

describe("a recording's passage in the results", () => {
  it("shows the words said with the matches marked, safely, and the time they are said at", () => {
    renderCard(
      recording({
        text: 'The old <mark>aqueduct</mark> leaks &lt;img src=x onerror="bad()"&gt; &amp; needs work',
        time: 79,
        url: "/recordings/rec-1?t=79",
      }),
    );
    const card = screen.getByRole("article");
    const quote = card.querySelector("blockquote")!;
    expect(quote).toHaveTextContent(
      'The old aqueduct leaks <img src=x onerror="bad()"> & needs work',
    );
    const marks = quote.querySelectorAll("mark");
    expect([...marks].map((m) => m.textContent)).toEqual(["aqueduct"]);
    expect(card.querySelector("img")).toBeNull();
    // The passage stands in for the text fragments: the words are not shown twice.
    expect(card).not.toHaveTextContent("above the village");

    const at = within(card).getByRole("link", { name: "at 1:19 in A canal treasurer on fees" });
    expect(at).toHaveAttribute("href", "/recordings/rec-1?t=79");
    expect(at.querySelector("time")).toHaveAttribute("datetime", "PT79S");
    // Open goes to the same moment.
    expect(within(card).getByRole("link", { name: /^Open/ })).toHaveAttribute(
      "href",
      "/recordings/rec-1?t=79",
    );
  });

  it("lands on the recording at that time", async () => {
    const { onSelect } = renderCard(
      recording({ text: "<mark>Patrol</mark> rota", time: 12, url: "/recordings/rec-1?t=12" }),
    );
    await userEvent.click(screen.getByRole("link", { name: /^at 0:12/ }));
    expect(await screen.findByTestId("landed")).toHaveTextContent("/recordings/rec-1?t=12");
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("keeps the text fragments and the item's page for results without a passage", () => {
    renderCard(recording(undefined));
    const card = screen.getByRole("article");
    expect(card.querySelector("blockquote")).toBeNull();
    expect(card).toHaveTextContent("…the old aqueduct above the village…");
    expect(within(card).queryByRole("link", { name: /^at / })).toBeNull();
    expect(within(card).getByRole("link", { name: /^Open/ })).toHaveAttribute(
      "href",
      "/recordings/rec-1",
    );
  });

  it("writes times as m:ss, and h:mm:ss from an hour", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(9.7)).toBe("0:09");
    expect(formatTime(79)).toBe("1:19");
    expect(formatTime(3600 + 62)).toBe("1:01:02");
    expect(formatTime(-5)).toBe("0:00");
  });
});

describe("a job in the results", () => {
  it("shows the commons domain it stands under and the job's own field", () => {
    renderCard(
      makeResult({
        node: makeNode({
          id: "node-j",
          title: "Outreach coordinator",
          entityType: "job",
          url: "/jobs/job-1",
          domain: "Social & Governance Systems",
          field: "Health & Wellbeing",
        }),
      }),
    );
    const card = screen.getByRole("article");
    expect(within(card).getByText("Social & Governance Systems")).toBeVisible();
    expect(within(card).getByText("Field: Health & Wellbeing")).toBeVisible();
  });

  it("shows no field for content", () => {
    renderCard(makeResult());
    expect(screen.queryByText(/^Field:/)).toBeNull();
  });
});
