import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TAG_DUPLICATE_MESSAGE, TagsInput, addTag } from "./tags-input";

function Harness({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagsInput label="Tags" value={tags} onChange={setTags} max={max} />
      <output data-testid="value">{JSON.stringify(tags)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]") as string[];

describe("addTag", () => {
  it("trims, refuses blanks, case-insensitive duplicates and a full list", () => {
    expect(addTag(["water"], "  soil  ", 5)).toEqual({ tags: ["water", "soil"] });
    expect(addTag(["water"], "   ", 5)).toEqual({ reason: "blank" });
    expect(addTag(["Water"], " WATER ", 5)).toEqual({ reason: "duplicate" });
    expect(addTag(["a", "b"], "c", 2)).toEqual({ reason: "full" });
  });
});

describe("TagsInput", () => {
  it("adds a trimmed tag with Enter and with the Add button, and clears the input", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Tags");
    await user.type(input, "  irrigation  {Enter}");
    expect(value()).toEqual(["irrigation"]);
    expect(input).toHaveValue("");
    await user.type(input, "Nepal");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(value()).toEqual(["irrigation", "Nepal"]);
    expect(screen.getByText("Nepal")).toBeInTheDocument();
  });

  it("does not add blanks or duplicates (ignoring case) and says why", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Water"]} />);
    const input = screen.getByLabelText("Tags");
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
    await user.type(input, "   {Enter}");
    expect(value()).toEqual(["Water"]);
    await user.clear(input);
    await user.type(input, "water{Enter}");
    expect(value()).toEqual(["Water"]);
    expect(screen.getByText(TAG_DUPLICATE_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(TAG_DUPLICATE_MESSAGE));
    expect(input).toHaveValue("water");
  });

  it("removes a tag with 'Remove tag {tag}' and moves focus sensibly", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["water", "soil", "forest"]} />);
    await user.click(screen.getByRole("button", { name: "Remove tag soil" }));
    expect(value()).toEqual(["water", "forest"]);
    expect(screen.getByRole("button", { name: "Remove tag forest" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Remove tag forest" }));
    await user.click(screen.getByRole("button", { name: "Remove tag water" }));
    expect(value()).toEqual([]);
    expect(screen.getByLabelText("Tags")).toHaveFocus();
  });

  it("stops at the maximum", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["a"]} max={2} />);
    await user.type(screen.getByLabelText("Tags"), "b{Enter}");
    expect(value()).toEqual(["a", "b"]);
    expect(screen.getByLabelText("Tags")).toBeDisabled();
    expect(screen.getByText("You can add up to 2 tags.")).toBeInTheDocument();
  });

  it("does not submit the surrounding form on Enter", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(screen.getByLabelText("Tags"), "water{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(value()).toEqual(["water"]);
  });
});
