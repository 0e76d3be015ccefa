import { DELETED_USER_ID, PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import { ContentCard } from "./content-card";
import { makeContentSummary } from "../../testing/content-fixtures";

function renderCard(ui: ReactElement) {
  mockFetch();
  return renderWithProviders(<AccountPanelProvider>{ui}</AccountPanelProvider>);
}

describe("ContentCard", () => {
  it("shows type, domain, date, title link, location, author and real figures", () => {
    const item = makeContentSummary({ slug: "lofoten" });
    renderCard(<ContentCard item={item} />);
    const card = screen.getByRole("article", { name: "The Lofoten fishing commons" });

    expect(within(card).getByText("Case Study")).toBeInTheDocument();
    expect(within(card).getByText("Water & Oceans")).toBeInTheDocument();
    expect(within(card).getByText("Mar 4, 2026")).toHaveAttribute(
      "datetime",
      "2026-03-04T12:00:00.000Z",
    );
    expect(within(card).getByRole("link", { name: "The Lofoten fishing commons" })).toHaveAttribute(
      "href",
      "/case-study/lofoten",
    );
    expect(within(card).getByText("Lofoten")).toBeInTheDocument();
    expect(within(card).getByText("Ada Ostrom")).toBeInTheDocument();
    expect(within(card).getByText("How a fishing cooperative shares quota.")).toBeInTheDocument();

    const figures = within(card).getByRole("list", { name: "Figures" });
    expect(within(figures).getByText("12 views")).toBeInTheDocument();
    expect(within(figures).getByText("3 shares")).toBeInTheDocument();
  });

  it("uses the card-size image with alt text, lazy loading, a size and the image count", () => {
    const item = makeContentSummary();
    renderCard(<ContentCard item={item} />);
    const image = screen.getByRole("img", { name: "Boats in a harbour" });
    expect(image).toHaveAttribute("src", item.coverImage!.cardUrl);
    expect(image.getAttribute("src")).not.toBe(item.coverImage!.url);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "900");
    expect(screen.getByText("3 photos")).toBeInTheDocument();
  });

  it("gives an image without alt text a description from the title, and hides a count of one", () => {
    const base = makeContentSummary();
    const item = makeContentSummary({
      coverImage: { ...base.coverImage!, alt: "" },
      imageCount: 1,
    });
    renderCard(<ContentCard item={item} />);
    expect(
      screen.getByRole("img", { name: "Cover image for The Lofoten fishing commons" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/photos?$/)).not.toBeInTheDocument();
  });

  it("cuts the description at 100 characters plus '...'", () => {
    const long = "a".repeat(95) + "bcdefghijk";
    renderCard(<ContentCard item={makeContentSummary({ description: long })} />);
    expect(screen.getByText(`${"a".repeat(95)}bcdef...`)).toBeInTheDocument();
  });

  it("keeps a description of exactly 100 characters whole", () => {
    const exact = "b".repeat(100);
    renderCard(<ContentCard item={makeContentSummary({ description: exact })} />);
    expect(screen.getByText(exact)).toBeInTheDocument();
  });

  it("shows the display fallbacks and the creation date when not published", () => {
    const item = makeContentSummary({
      title: "  ",
      domain: null,
      location: { name: "", lat: null, lng: null, country: "" },
      author: { id: "user-1", name: "" },
      description: "",
      coverImage: null,
      imageCount: 0,
      publishedAt: null,
      createdAt: "2026-01-15T09:00:00.000Z",
    });
    renderCard(<ContentCard item={item} />);
    const card = screen.getByRole("article", { name: "Untitled" });
    expect(within(card).getByRole("link", { name: "Untitled" })).toBeInTheDocument();
    expect(within(card).getByText("General")).toBeInTheDocument();
    // Location and author both fall back on 'Unknown' rather than a blank: the line stays.
    expect(within(card).getAllByText("Unknown")).toHaveLength(2);
    const location = within(card).getByText("Location:").parentElement;
    expect(location).toHaveTextContent(/^Location: Unknown$/);
    expect(within(card).getByTestId("cover-placeholder")).toBeInTheDocument();
    expect(within(card).getByText("No description available")).toBeInTheDocument();
    expect(within(card).getByText("Jan 15, 2026")).toBeInTheDocument();
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the country when the location has no name", () => {
    const item = makeContentSummary({
      type: "trip",
      location: { name: "", lat: null, lng: null, country: "Kenya" },
    });
    renderCard(<ContentCard item={item} />);
    expect(screen.getByText("Field Work")).toBeInTheDocument();
    expect(screen.getByText("Kenya")).toBeInTheDocument();
  });

  it("links each type to its detail route", () => {
    const items = [
      makeContentSummary({ type: "trip", slug: "t-1", title: "Trip" }),
      makeContentSummary({ type: "policy-brief", slug: "p-1", title: "Brief" }),
      makeContentSummary({ type: "opinion-essay", slug: "o-1", title: "Essay" }),
      makeContentSummary({ type: "interview", slug: "i-1", title: "Interview" }),
    ];
    renderCard(
      <>
        {items.map((item) => (
          <ContentCard key={item.id} item={item} />
        ))}
      </>,
    );
    expect(screen.getByRole("link", { name: "Trip" })).toHaveAttribute("href", "/trip/t-1");
    expect(screen.getByRole("link", { name: "Brief" })).toHaveAttribute(
      "href",
      "/policy-brief/p-1",
    );
    expect(screen.getByRole("link", { name: "Essay" })).toHaveAttribute(
      "href",
      "/opinion-essay/o-1",
    );
    expect(screen.getByRole("link", { name: "Interview" })).toHaveAttribute(
      "href",
      "/interview/i-1",
    );
  });

  it("paints the domain badge in the domain colour with readable text", () => {
    renderCard(<ContentCard item={makeContentSummary({ domain: "Water & Oceans" })} />);
    const badge = screen.getByText("Water & Oceans").parentElement!;
    expect(badge.style.backgroundColor).toBe("#1565C0");
    expect(badge.style.color).toBe("#ffffff");
  });

  it("carries the like, save and share buttons with the item's real counts", () => {
    renderCard(<ContentCard item={makeContentSummary()} />);
    expect(screen.getByRole("button", { name: "Like, 4 likes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save, 2 saves" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(screen.getByText("3 shares")).toBeInTheDocument();
  });

  it("links the author's name to their profile, except for the deleted user", () => {
    const items = [
      makeContentSummary({ title: "By Ada", author: { id: "user-1", name: "Ada Ostrom" } }),
      makeContentSummary({
        title: "Kept work",
        author: { id: DELETED_USER_ID, name: PROFILE_MESSAGES.deletedUser },
      }),
    ];
    renderCard(
      <>
        {items.map((item) => (
          <ContentCard key={item.id} item={item} />
        ))}
      </>,
    );
    const byAda = screen.getByRole("article", { name: "By Ada" });
    expect(within(byAda).getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      "/profile/user-1",
    );
    // Not nested in the title's link.
    expect(within(byAda).getByRole("link", { name: "Ada Ostrom" }).closest("h3")).toBeNull();
    const kept = screen.getByRole("article", { name: "Kept work" });
    expect(within(kept).getByText(PROFILE_MESSAGES.deletedUser).closest("a")).toBeNull();
  });

  it("takes other actions and a footer in place of the default buttons", () => {
    renderCard(
      <ContentCard
        item={makeContentSummary()}
        actions={<button type="button">Unlike</button>}
        footer={<p>Saved on Mar 5, 2026</p>}
      />,
    );
    expect(screen.getByRole("button", { name: "Unlike" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Like, 4 likes" })).not.toBeInTheDocument();
    expect(screen.getByText("Saved on Mar 5, 2026")).toBeInTheDocument();
  });
});
