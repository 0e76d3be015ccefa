import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { emptyEnvelope } from "../utils/planner-model";
import { EditTripDialog } from "./edit-trip-dialog";

function Harness({ onApply = vi.fn() }: { onApply?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <EditTripDialog
        open={open}
        onOpenChange={setOpen}
        envelope={emptyEnvelope(new Date("2026-05-01T10:00:00Z"))}
        signedIn={false}
        onApply={onApply}
      />
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Edit" }));
  return screen.findByRole("dialog", { name: "Edit Trip" });
}

describe("Edit Trip with changes typed", () => {
  it("closes at once when nothing changed, and asks on Cancel or Escape once something did", async () => {
    mockFetch({ "GET /api/auth/me": () => json({ user: null }, 401) });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("City"), "Cusco");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(asked).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(dialog).getByLabelText("City")).toHaveValue("Cusco");

    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText("City")).toHaveValue("");
  });

  it("Apply Changes closes without a question, and the next opening holds nothing", async () => {
    mockFetch({ "GET /api/auth/me": () => json({ user: null }, 401) });
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<Harness onApply={onApply} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("City"), "Cusco");
    await user.click(within(dialog).getByRole("button", { name: "Apply Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await openDialog(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
