import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "../../lib/api-client";
import { TextField, useFieldMessages } from "./fields";
import { isUntouchedRow } from "./form-errors";
import { FormOutcome } from "./form-outcome";
import type { SaveResult } from "./use-routed-form";
import { useRoutedForm } from "./use-routed-form";

const Schema = z.object({
  name: z.string().min(1, "Name is required"),
  note: z.string().min(1, "Note is required"),
  rows: z.array(z.object({ text: z.string().min(1, "Text is required") })),
});
type Values = z.infer<typeof Schema>;

const SHOWN: ReadonlySet<string> = new Set(["name", "note", "rows.0.text", "rows.1.text"]);
const LISTS = new Map([["rows", isUntouchedRow({ text: "" })]]);
const BLANK: Values = { name: "", note: "", rows: [] };

/** A field whose invalid mark is drawn a render after its message arrives. */
function LateMarkedField({ name, label }: { name: string; label: string }) {
  const messages = useFieldMessages(name);
  const [marked, setMarked] = useState(false);
  useEffect(() => setMarked(messages.length > 0), [messages.length]);
  return <input aria-label={label} aria-invalid={marked || undefined} />;
}

function TestForm({
  defaultValues = BLANK,
  save,
  late = false,
}: {
  defaultValues?: Values;
  save: (values: Values) => Promise<SaveResult<Values> | void>;
  late?: boolean;
}) {
  const { form, ref, outcome, onSubmit } = useRoutedForm<Values>({
    schema: Schema,
    shown: SHOWN,
    lists: LISTS,
    defaultValues,
    save,
  });
  return (
    <FormProvider {...form}>
      <form ref={ref} noValidate aria-label="Test" onSubmit={onSubmit}>
        {late ? (
          <LateMarkedField name="name" label="Name" />
        ) : (
          <TextField name="name" label="Name" />
        )}
        <TextField name="note" label="Note" />
        <TextField name="rows.0.text" label="Row 1" />
        <TextField name="rows.1.text" label="Row 2" />
        <FormOutcome outcome={outcome} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("useRoutedForm", () => {
  it("a refused check says so and focuses the first invalid field, also when its mark comes a render late", async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    // Only the late field is refused, so there is nothing to focus until its mark is drawn.
    render(<TestForm defaultValues={{ ...BLANK, note: "Hi" }} save={save} late />);
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the marked fields.");
    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await waitFor(() => expect(name).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it("leaves untouched rows out, puts the server's messages on the form's rows, and announces a save", async () => {
    const save = vi
      .fn<(values: Values) => Promise<SaveResult<Values> | void>>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: "VALIDATION_FAILED",
          serverMessage: "Invalid body",
          fields: { "rows.0.text": ["Too vague"], other: ["Something else"] },
        }),
      )
      .mockResolvedValueOnce({ message: "Saved.", reset: BLANK });
    const user = userEvent.setup();
    render(
      <TestForm
        defaultValues={{ name: "Ada", note: "Hi", rows: [{ text: "" }, { text: "Rivers" }] }}
        save={save}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    // The blank first row is not sent; the message about sent row 0 lands on form row 2.
    expect(save).toHaveBeenCalledWith({ name: "Ada", note: "Hi", rows: [{ text: "Rivers" }] });
    const row2 = screen.getByLabelText("Row 2");
    await waitFor(() => expect(row2).toHaveAccessibleDescription("Too vague"));
    await waitFor(() => expect(row2).toHaveFocus());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Please correct the marked fields.");
    expect(within(alert).getByRole("listitem")).toHaveTextContent("Something else");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved.");
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
  });
});
