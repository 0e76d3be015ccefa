import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, paginationItems } from "./pagination";

describe("paginationItems", () => {
  const E = "ellipsis" as const;

  it("shows every page when there are few", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("on the first pages: the first 5 pages, an ellipsis and the last page (the spec's look)", () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, E, 7]);
    expect(paginationItems(1, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
  });

  it("on the last pages: the first page, an ellipsis and the last 5 pages", () => {
    expect(paginationItems(5, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
    expect(paginationItems(7, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
    // The last page: the pages just before it have their buttons.
    expect(paginationItems(8, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
    expect(paginationItems(19, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
  });

  it("in between: the first page, the pages either side of the current one, and the last", () => {
    expect(paginationItems(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
    expect(paginationItems(9, 20)).toEqual([1, E, 8, 9, 10, E, 20]);
    expect(paginationItems(16, 20)).toEqual([1, E, 15, 16, 17, E, 20]);
  });

  it("always shows the current page, its neighbours, the first and the last", () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const items = paginationItems(current, pages);
        const numbers = items.filter((item): item is number => item !== E);
        for (const page of [1, current - 1, current, current + 1, pages]) {
          if (page >= 1 && page <= pages) expect(numbers).toContain(page);
        }
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(items.length).toBeLessThanOrEqual(7);
        // An ellipsis always stands for at least one page.
        items.forEach((item, i) => {
          if (item === E)
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
        });
      }
    }
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
