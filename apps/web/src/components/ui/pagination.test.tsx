import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, paginationItems } from "./pagination";

describe("paginationItems", () => {
  it("shows every page when there are few", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shows the first 5 pages, an ellipsis and the last page", () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, "ellipsis", 7]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
    expect(paginationItems(20, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
  });

  it("keeps a current page beyond the first five in view", () => {
    expect(paginationItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, "ellipsis", 20]);
    expect(paginationItems(9, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 9, "ellipsis", 20]);
    expect(paginationItems(19, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 19, 20]);
  });
});

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination page={1} pages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the current page and reports the page chosen", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pages={10} onPageChange={onPageChange} label="Job pages" />);
    const nav = screen.getByRole("navigation", { name: "Job pages" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getAllByTestId("pagination-ellipsis")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Page 10" }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
