import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, json, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeJob, makeOrganization } from "../testing/organization-fixtures";
import { PublicOrganizationPage } from "./public-organization-page";

function answer(
  organization = makeOrganization(),
  jobs = [makeJob({ title: "Field Researcher" })],
) {
  return json({
    organization,
    jobs,
    pagination: { page: 1, limit: 12, total: jobs.length, pages: 1 },
  });
}

describe("Public organization page", () => {
  it("shows the profile and its open jobs, each linking to its page", async () => {
    const job = makeJob({ title: "Field Researcher" });
    mockFetch({
      "GET /api/organizations/commons-lab": () =>
        answer(makeOrganization({ logoUrl: "/api/uploads/abc/card" }), [job]),
    });
    renderWithProviders(<PublicOrganizationPage slug="commons-lab" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Commons Lab" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Commons Lab logo" })).toHaveAttribute(
      "src",
      "/api/uploads/abc/card",
    );
    expect(screen.getByText("We study shared water systems.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /commons\.example\.org/ })).toHaveAttribute(
      "href",
      "https://commons.example.org/",
    );
    expect(screen.getByText("11-50 people")).toBeInTheDocument();
    expect(screen.getByText("Valencia, Spain")).toBeInTheDocument();
    expect(screen.getByText("Water & Oceans")).toBeInTheDocument();
    const section = screen.getByRole("region", { name: /Open Jobs/ });
    expect(within(section).getByRole("link", { name: "Field Researcher" })).toHaveAttribute(
      "href",
      `/jobs/${job.id}`,
    );
    expect(within(section).getByText("EUR 40K - 52K per year")).toBeInTheDocument();
  });

  it("never turns an unsafe website into a link", async () => {
    mockFetch({
      "GET /api/organizations/commons-lab": () =>
        answer(makeOrganization({ website: "javascript:alert(1)" })),
    });
    renderWithProviders(<PublicOrganizationPage slug="commons-lab" />);
    await screen.findByRole("heading", { level: 1, name: "Commons Lab" });
    expect(screen.queryByText("Website")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /javascript/ })).not.toBeInTheDocument();
  });

  it("an unknown slug shows 'Organization Not Found' with Back to Jobs", async () => {
    mockFetch({
      "GET /api/organizations/nobody": () =>
        apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", "Organization Not Found"),
    });
    renderWithProviders(<PublicOrganizationPage slug="nobody" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Organization Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Jobs" })).toHaveAttribute("href", "/jobs");
  });
});
