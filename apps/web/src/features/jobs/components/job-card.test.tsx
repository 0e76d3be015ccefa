import { JOB_PREVIEW_GRID, JOB_PREVIEW_LIST } from "@field-commons/shared/jobs";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { JOB_ID, LONG_EXCERPT, makeJobSummary } from "../testing/job-fixtures";
import type { JobView } from "../hooks/use-job-filters";
import { JobCard } from "./job-card";

const NOW = new Date("2026-03-10T12:00:00.000Z");

function renderCard(view: JobView, overrides: Parameters<typeof makeJobSummary>[0] = {}) {
  return render(
    <MemoryRouter>
      <JobCard job={makeJobSummary(overrides)} view={view} now={NOW} />
    </MemoryRouter>,
  );
}

describe("JobCard", () => {
  it("links to the job and shows organization, location, type, experience, salary, tags and age", () => {
    renderCard("grid");
    expect(
      screen.getByRole("link", { name: "Research Fellow, Community Water Governance" }),
    ).toHaveAttribute("href", `/jobs/${JOB_ID}`);
    expect(screen.getByText("Commons Lab")).toBeInTheDocument();
    expect(screen.getByText("Cusco, Peru · Hybrid")).toBeInTheDocument();
    expect(screen.getByText("Full-time")).toBeInTheDocument();
    expect(screen.getByText("Mid level")).toBeInTheDocument();
    expect(screen.getByText("USD 42K - 52K per year")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Tags" })).toHaveTextContent("irrigationfieldwork");
    expect(screen.getByText("2 days ago")).toHaveAttribute("datetime", "2026-03-08T09:00:00.000Z");
  });

  it("cuts the description preview to 150 characters in grid view", () => {
    renderCard("grid");
    expect(screen.getByText(`${LONG_EXCERPT.slice(0, JOB_PREVIEW_GRID)}...`)).toBeInTheDocument();
  });

  it("cuts the description preview to 200 characters in list view", () => {
    renderCard("list");
    expect(screen.getByText(`${LONG_EXCERPT.slice(0, JOB_PREVIEW_LIST)}...`)).toBeInTheDocument();
  });

  it("shows a short description whole", () => {
    renderCard("grid", { excerpt: "Short and sweet." });
    expect(screen.getByText("Short and sweet.")).toBeInTheDocument();
  });

  it("formats salaries in K or M per year, unpaid as Unpaid, and ages in weeks or as a date", () => {
    const { unmount } = renderCard("list", {
      compensation: { type: "salary", min: 1_500_000, max: null, currency: "EUR" },
      createdAt: "2026-02-24T09:00:00.000Z",
    });
    expect(screen.getByText("EUR 1.5M per year")).toBeInTheDocument();
    expect(screen.getByText("2 weeks ago")).toBeInTheDocument();
    unmount();

    renderCard("grid", {
      compensation: { type: "unpaid", min: null, max: null, currency: "USD" },
      createdAt: "2026-01-05T09:00:00.000Z",
      location: { country: "", city: "", type: "remote" },
      isRemote: true,
    });
    expect(screen.getByText("Unpaid")).toBeInTheDocument();
    expect(screen.getByText("Jan 5, 2026")).toBeInTheDocument();
    expect(screen.getByText("Remote")).toBeInTheDocument();
  });

  it("says '1 day ago' for yesterday's job", () => {
    renderCard("grid", { createdAt: "2026-03-09T09:00:00.000Z" });
    expect(screen.getByText("1 day ago")).toBeInTheDocument();
  });
});
