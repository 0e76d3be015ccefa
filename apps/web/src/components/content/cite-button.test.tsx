import type { ContentSummary } from "@field-commons/shared/content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { CiteButton } from "./cite-button";

const CITE_PATH = "/api/content/case-study/forest-councils/cite";
const APA = "Ostrom, E. (2026, January 2). Forest councils [Case study]. Field Commons.";
const CHICAGO = "Ostrom, Elinor. 2026. “Forest Councils.” Case study. Field Commons.";

function makeItem(overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    id: "6f1c2a9e-3b1d-4c55-9a77-0d2b1e4f5a61",
    type: "case-study",
    slug: "forest-councils",
    title: "Forest councils",
    summary: "",
    description: "",
    domain: "Land & Environment",
    status: "published",
    author: { id: "user-2", name: "Elinor Ostrom" },
    location: { name: "Nepal", lat: null, lng: null, country: "NP" },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    publishedAt: "2026-01-02T00:00:00.000Z",
    counts: { views: 10, likes: 3, saves: 2, shares: 1 },
    completeness: 100,
    viewer: null,
    ...overrides,
  };
}

function text(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function citeRoutes() {
  return mockFetch({
    [`GET ${CITE_PATH}`]: ({ url }) =>
      text(
        new URL(url, "http://localhost").searchParams.get("format") === "chicago" ? CHICAGO : APA,
      ),
  });
}

describe("CiteButton", () => {
  it("opens “Cite this” with the APA citation and switches to Chicago author-date", async () => {
    const fetchMock = citeRoutes();
    const user = userEvent.setup();
    renderWithProviders(<CiteButton item={makeItem()} />);

    await user.click(screen.getByRole("button", { name: "Cite" }));
    const dialog = await screen.findByRole("dialog", { name: "Cite this" });
    expect(within(dialog).getByRole("radio", { name: "APA" })).toBeChecked();
    expect(await within(dialog).findByText(APA)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: "Chicago author-date" }));
    expect(await within(dialog).findByText(CHICAGO)).toBeInTheDocument();
    expect(within(dialog).queryByText(APA)).not.toBeInTheDocument();

    const formats = callsTo(fetchMock, "GET", CITE_PATH).map(([input]) =>
      new URL(String(input), "http://localhost").searchParams.get("format"),
    );
    expect(formats).toEqual(["apa", "chicago"]);
  });

  it("moves between the styles with the arrow keys", async () => {
    citeRoutes();
    const user = userEvent.setup();
    renderWithProviders(<CiteButton item={makeItem()} />);
    await user.click(screen.getByRole("button", { name: "Cite" }));
    const apa = await screen.findByRole("radio", { name: "APA" });
    await screen.findByText(APA);

    apa.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Chicago author-date" })).toBeChecked();
    expect(await screen.findByText(CHICAGO)).toBeInTheDocument();
  });

  it("copies the citation and says Copied", async () => {
    citeRoutes();
    const user = userEvent.setup();
    renderWithProviders(<CiteButton item={makeItem()} />);
    await user.click(screen.getByRole("button", { name: "Cite" }));
    await screen.findByText(APA);

    await user.click(screen.getByRole("button", { name: "Copy citation" }));

    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(APA);
  });

  it("links BibTeX, RIS and CSL-JSON downloads to the API", async () => {
    citeRoutes();
    const user = userEvent.setup();
    renderWithProviders(<CiteButton item={makeItem()} />);
    await user.click(screen.getByRole("button", { name: "Cite" }));
    const dialog = await screen.findByRole("dialog", { name: "Cite this" });

    const links = [
      ["BibTeX", "bibtex", "forest-councils.bib"],
      ["RIS", "ris", "forest-councils.ris"],
      ["CSL-JSON", "csl-json", "forest-councils.json"],
    ] as const;
    for (const [label, format, file] of links) {
      const link = within(dialog).getByRole("link", { name: label });
      expect(link).toHaveAttribute("href", `${CITE_PATH}?format=${format}`);
      expect(link).toHaveAttribute("download", file);
    }
  });

  it("shows the loading state, then an error with Try Again", async () => {
    let answer: (response: Response) => void = () => {};
    let fail = true;
    mockFetch({
      [`GET ${CITE_PATH}`]: () =>
        fail
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : text(APA),
    });
    const user = userEvent.setup();
    renderWithProviders(<CiteButton item={makeItem()} />);
    await user.click(screen.getByRole("button", { name: "Cite" }));

    expect(await screen.findByText("Loading the citation")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy citation" })).toBeDisabled();
    answer(apiErrorResponse(500, "INTERNAL", "Something went wrong"));
    expect(await screen.findByRole("alert")).toHaveTextContent("The citation could not be loaded.");

    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(APA)).toBeInTheDocument();
  });

  it("returns focus to Cite when the dialog closes", async () => {
    citeRoutes();
    const user = userEvent.setup();
    renderWithProviders(<CiteButton item={makeItem()} />);
    const button = screen.getByRole("button", { name: "Cite" });
    await user.click(button);
    await screen.findByText(APA);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it.each(["draft", "pending", "rejected", "archived"] as const)(
    "is not offered for a %s item",
    (status) => {
      mockFetch();
      renderWithProviders(<CiteButton item={makeItem({ status })} />);
      expect(screen.queryByRole("button", { name: "Cite" })).not.toBeInTheDocument();
    },
  );
});
