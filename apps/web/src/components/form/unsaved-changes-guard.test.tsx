import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { useForm, useFormState } from "react-hook-form";
import { Link, RouterProvider, createMemoryRouter, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { UNSAVED_CHANGES_TEXT, UnsavedChangesGuard } from "./unsaved-changes-guard";

/** A form like the app's: dirty from react-hook-form, a save that redirects at once. */
function TestForm() {
  const navigate = useNavigate();
  const form = useForm({ defaultValues: { title: "" } });
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const saving = useRef(false);
  return (
    <form
      aria-label="Story"
      onSubmit={(event) => {
        event.preventDefault();
        // The redirect starts before the busy state could render.
        saving.current = true;
        void navigate("/dashboard");
      }}
    >
      <label>
        Title
        <input {...form.register("title")} />
      </label>
      <button type="submit">Save</button>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="?tab=more">More</Link>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} saving={() => saving.current} />
    </form>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/publish", element: <TestForm /> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: ["/publish"] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe("UnsavedChangesGuard", () => {
  it("holds a navigation while there are unsaved changes and asks first, with Stay focused", async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Lagoon");
    await user.click(screen.getByRole("link", { name: "Dashboard" }));

    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TEXT.title });
    expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_TEXT.description);
    expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus();
    expect(router.state.location.pathname).toBe("/publish");
  });

  it("Stay keeps the page and what was typed", async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Lagoon");
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await user.click(await screen.findByRole("button", { name: "Stay" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/publish");
    expect(screen.getByLabelText("Title")).toHaveValue("Lagoon");

    // Asked again on the next try.
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
  });

  it("Leave goes on to the page", async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Lagoon");
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));

    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks nothing when nothing changed", async () => {
    const { router, user } = renderForm();
    await user.click(screen.getByRole("link", { name: "Dashboard" }));

    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks nothing when only the search parameters of the page change", async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Lagoon");
    await user.click(screen.getByRole("link", { name: "More" }));

    await waitFor(() => expect(router.state.location.search).toBe("?tab=more"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByLabelText("Title")).toHaveValue("Lagoon");
  });

  it("does not hold the redirect after a successful save", async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Lagoon");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("warns before the tab is closed only while there are unsaved changes", async () => {
    const { user } = renderForm();
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText("Title"), "Lagoon");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
