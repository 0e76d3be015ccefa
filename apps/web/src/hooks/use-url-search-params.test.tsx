import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlSearchParams } from "./use-url-search-params";

function add(key: string, value: string) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.set(key, value);
    return next;
  };
}

/** Two changes from one setter: in one go, or the second once the router has the first. */
function Filters({ waitForRouter }: { waitForRouter?: () => Promise<void> }) {
  const [params, setParams] = useUrlSearchParams();
  return (
    <>
      <p>Address: {params.toString()}</p>
      <button
        type="button"
        onClick={async () => {
          setParams(add("location", "remote"), { replace: true });
          await waitForRouter?.();
          setParams(add("sort", "salary-high"), { replace: true });
        }}
      >
        Change both
      </button>
      <button type="button" onClick={() => setParams({ page: "2" })}>
        Page 2
      </button>
    </>
  );
}

function renderFilters(waitForRouter?: (router: Router) => Promise<void>) {
  const holder: { router?: Router } = {};
  const router = createMemoryRouter(
    [
      {
        path: "/jobs",
        element: <Filters waitForRouter={() => waitForRouter?.(holder.router!) as Promise<void>} />,
      },
    ],
    { initialEntries: ["/jobs?type=full-time"] },
  );
  holder.router = router;
  render(<RouterProvider router={router} />);
  return router;
}

type Router = ReturnType<typeof createMemoryRouter>;

describe("useUrlSearchParams", () => {
  it("keeps both of two changes made before the router completes the first", async () => {
    const router = renderFilters();
    await userEvent.click(screen.getByRole("button", { name: "Change both" }));
    expect(router.state.location.search).toBe("?type=full-time&location=remote&sort=salary-high");
    expect(await screen.findByText(/location=remote&sort=salary-high/)).toBeInTheDocument();
  });

  it("keeps both of two changes when the second comes before the first is rendered", async () => {
    const router = renderFilters(async (r) => {
      // The router has the first change; this render (and its setter) has not.
      while (!r.state.location.search.includes("location")) await Promise.resolve();
    });
    await userEvent.click(screen.getByRole("button", { name: "Change both" }));
    expect(router.state.location.search).toBe("?type=full-time&location=remote&sort=salary-high");
  });

  it("sets the whole address when given values, not a function", async () => {
    const router = renderFilters();
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(router.state.location.search).toBe("?page=2");
    await act(async () => {
      await router.navigate("/jobs?type=part-time");
    });
    await userEvent.click(screen.getByRole("button", { name: "Change both" }));
    expect(router.state.location.search).toBe("?type=part-time&location=remote&sort=salary-high");
  });
});
