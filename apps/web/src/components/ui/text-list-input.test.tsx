import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TextListInput, moveItem } from "./text-list-input";

function Harness({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [items, setItems] = useState<string[]>(initial);
  return (
    <>
      <TextListInput
        label="Key points"
        addLabel="Add Key Point"
        value={items}
        onChange={setItems}
        max={max}
      />
      <output data-testid="value">{JSON.stringify(items)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]") as string[];

describe("moveItem", () => {
  it("moves within bounds and ignores moves past the ends", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});

describe("TextListInput", () => {
  it("adds trimmed, non-empty items with Enter or the add button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Key points");
    await user.type(input, "   {Enter}");
    expect(value()).toEqual([]);
    expect(screen.getByRole("button", { name: "Add Key Point" })).toBeDisabled();
    await user.type(input, "  Rules fit local conditions  {Enter}");
    await user.type(input, "Monitors are accountable");
    await user.click(screen.getByRole("button", { name: "Add Key Point" }));
    expect(value()).toEqual(["Rules fit local conditions", "Monitors are accountable"]);
    expect(input).toHaveValue("");
  });

  it("reorders with Move up and Move down, keeping focus on the moved item", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["one", "two", "three"]} />);
    expect(screen.getByRole("button", { name: "Move up: one" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down: three" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move up: three" }));
    expect(value()).toEqual(["one", "three", "two"]);
    expect(screen.getByRole("button", { name: "Move up: three" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(value()).toEqual(["three", "one", "two"]);
    // At the top now: focus falls back to the item's remove button.
    expect(screen.getByRole("button", { name: "Remove: three" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Move down: one" }));
    expect(value()).toEqual(["three", "two", "one"]);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("three"),
      expect.stringContaining("two"),
      expect.stringContaining("one"),
    ]);
  });

  it("removes items; the last removal returns focus to the input", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["one", "two"]} />);
    await user.click(screen.getByRole("button", { name: "Remove: one" }));
    expect(value()).toEqual(["two"]);
    expect(screen.getByRole("button", { name: "Remove: two" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(value()).toEqual([]);
    expect(screen.getByLabelText("Key points")).toHaveFocus();
  });

  it("stops at the maximum", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["one"]} max={1} />);
    expect(screen.getByLabelText("Key points")).toBeDisabled();
    expect(screen.getByText("You can add up to 1 item.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove: one" }));
    expect(screen.getByLabelText("Key points")).toBeEnabled();
  });
});
