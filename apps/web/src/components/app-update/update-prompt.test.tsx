import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "./update-prompt";

describe("UpdatePrompt", () => {
  it("says nothing until a new version waits", () => {
    const { container } = render(<UpdatePrompt register={async () => {}} />);
    expect(container.querySelector("[aria-live]")).toBeEmptyDOMElement();
  });

  it("offers Reload, which switches to the waiting version", async () => {
    const apply = vi.fn();
    render(<UpdatePrompt register={async (ready) => ready(apply)} />);
    expect(await screen.findByText("A new version of Field Commons is ready.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it("Later keeps the running version and hides the prompt", async () => {
    const apply = vi.fn();
    render(<UpdatePrompt register={async (ready) => ready(apply)} />);
    await userEvent.click(await screen.findByRole("button", { name: "Later" }));
    expect(screen.queryByText("A new version of Field Commons is ready.")).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
