import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { UNSAVED_CHANGES_TEXT } from "../form/unsaved-changes-guard";
import { DIALOG_DISCARD_TEXT, Dialog, DialogContent, DialogTitle } from "./dialog";

/** A note dialog like the app's: the note is kept above the dialog, as a draft. */
function NoteDialog({ onDiscard, keep = true }: { onDiscard?: () => void; keep?: boolean }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Write a note
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        unsaved={note.trim() !== ""}
        onDiscard={() => {
          setNote("");
          onDiscard?.();
        }}
        onKeepDraft={keep ? () => undefined : undefined}
      >
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Note</DialogTitle>
          <label>
            Your note
            <textarea value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <DialogPrimitive.Close>Cancel</DialogPrimitive.Close>
        </DialogContent>
      </Dialog>
    </>
  );
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, text = "Ask about the canal") {
  await user.click(screen.getByRole("button", { name: "Write a note" }));
  await user.type(screen.getByLabelText("Your note"), text);
}

const question = () => screen.findByRole("alertdialog", { name: "Leave without saving?" });

describe("Dialog with unsaved work", () => {
  it("asks with the form leave guard's words, and uses none of its own", () => {
    expect(DIALOG_DISCARD_TEXT.title).toBe(UNSAVED_CHANGES_TEXT.title);
    expect(DIALOG_DISCARD_TEXT.description).toBe(UNSAVED_CHANGES_TEXT.description);
    expect(DIALOG_DISCARD_TEXT.stay).toBe(UNSAVED_CHANGES_TEXT.stay);
    expect(DIALOG_DISCARD_TEXT.leave).toBe(UNSAVED_CHANGES_TEXT.leave);
  });

  it("closes on Escape without a question while nothing is typed", async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    await user.click(screen.getByRole("button", { name: "Write a note" }));
    expect(screen.getByRole("dialog", { name: "Note" })).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Note" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks on Escape; Stay (focused first) keeps the dialog and the text", async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    await openAndType(user);
    await user.keyboard("{Escape}");
    const asked = await question();
    expect(asked).toHaveAccessibleDescription(
      "You have unsaved changes. If you leave now, they will be lost.",
    );
    expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("dialog", { name: "Note" })).toBeVisible();
    expect(screen.getByLabelText("Your note")).toHaveValue("Ask about the canal");
  });

  it("asks on a click outside, on the close button and on Cancel", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<NoteDialog />);
    await openAndType(user);

    await user.click(screen.getByTestId("dialog-overlay"));
    await question();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Close" }));
    await question();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await question();
    // Behind the question (hidden from the accessibility tree while it is asked), still open:
    expect(screen.getByLabelText("Your note")).toHaveValue("Ask about the canal");
  });

  it("Keep draft closes the dialog and the text is there when it opens again", async () => {
    const user = userEvent.setup();
    const onDiscard = vi.fn();
    render(<NoteDialog onDiscard={onDiscard} />);
    await openAndType(user);
    await user.keyboard("{Escape}");
    await question();
    await user.click(screen.getByRole("button", { name: "Keep draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Note" })).toBeNull());
    expect(onDiscard).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Write a note" }));
    expect(screen.getByLabelText("Your note")).toHaveValue("Ask about the canal");
  });

  it("Leave throws the work away and closes; it opens empty", async () => {
    const user = userEvent.setup();
    const onDiscard = vi.fn();
    render(<NoteDialog onDiscard={onDiscard} />);
    await openAndType(user);
    await user.keyboard("{Escape}");
    await question();
    await user.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Note" })).toBeNull());
    expect(onDiscard).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Write a note" }));
    expect(screen.getByLabelText("Your note")).toHaveValue("");
  });

  it("offers no Keep draft when the caller cannot keep the work", async () => {
    const user = userEvent.setup();
    render(<NoteDialog keep={false} />);
    await openAndType(user);
    await user.keyboard("{Escape}");
    await question();
    expect(screen.queryByRole("button", { name: "Keep draft" })).toBeNull();
    expect(screen.getByRole("button", { name: "Leave" })).toBeVisible();
  });

  it("holds a navigation to another page while the dialog holds work", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: "/notes", element: <NoteDialog /> },
        { path: "/elsewhere", element: <h1>Elsewhere</h1> },
      ],
      { initialEntries: ["/notes"] },
    );
    render(<RouterProvider router={router} />);
    await openAndType(user);
    act(() => {
      void router.navigate("/elsewhere");
    });
    await question();
    expect(router.state.location.pathname).toBe("/notes");
    await user.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/elsewhere"));
  });
});
