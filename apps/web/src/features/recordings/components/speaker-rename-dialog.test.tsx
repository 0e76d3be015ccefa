import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SpeakersPanel } from "./speaker-rename-dialog";

describe("Rename speaker", () => {
  it("closes at once with the name unchanged, and asks before a typed name is thrown away", async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<SpeakersPanel speakers={["Speaker 1"]} onRename={onRename} />);
    await user.click(screen.getByRole("button", { name: "Rename speaker Speaker 1" }));
    let dialog = await screen.findByRole("dialog", { name: "Rename speaker" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Rename speaker Speaker 1" }));
    dialog = await screen.findByRole("dialog", { name: "Rename speaker" });
    const field = within(dialog).getByLabelText("New name for Speaker 1");
    await user.clear(field);
    await user.type(field, "Amaru Quispe");
    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(asked).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(field).toHaveValue("Amaru Quispe");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onRename).not.toHaveBeenCalled();
  });
});
