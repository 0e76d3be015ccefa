import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AddCardDialog } from "./add-card-dialog";

function Harness({ onAddCustom = vi.fn() }: { onAddCustom?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add card
      </button>
      <AddCardDialog open={open} onOpenChange={setOpen} onAdd={vi.fn()} onAddCustom={onAddCustom} />
    </>
  );
}

async function openCustom(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add card" }));
  await user.click(screen.getByRole("button", { name: "Custom" }));
  return screen.getByRole("dialog", { name: "Custom Card" });
}

describe("Add Section Card with a custom card typed", () => {
  it("asks before Escape throws a typed custom card away; Stay keeps it, Leave closes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openCustom(user);
    await user.type(within(dialog).getByLabelText(/Card title/), "Interview notes");
    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(asked).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(dialog).getByLabelText(/Card title/)).toHaveValue("Interview notes");

    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes at once with nothing typed, and after Back or an added card nothing is held", async () => {
    const user = userEvent.setup();
    const onAddCustom = vi.fn();
    render(<Harness onAddCustom={onAddCustom} />);
    let dialog = await openCustom(user);
    await user.type(within(dialog).getByLabelText(/Card title/), "Draft");
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    dialog = await openCustom(user);
    await user.type(within(dialog).getByLabelText(/Card title/), "Water rights");
    await user.click(within(dialog).getByRole("button", { name: "Add Card" }));
    expect(onAddCustom).toHaveBeenCalledWith({ title: "Water rights", description: "" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Add card" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
