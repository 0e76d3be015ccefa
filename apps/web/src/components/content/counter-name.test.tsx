import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { counterName } from "./counter-name";

describe("counterName", () => {
  it("names the action, then the count that is shown", () => {
    expect(counterName("Like", 0, "like")).toBe("Like, 0 likes");
    expect(counterName("Unsave", 1, "save")).toBe("Unsave, 1 save");
    expect(counterName("Share", 1234, "share")).toBe("Share, 1,234 shares");
  });

  it("gives a button whose name contains its visible number, with no aria-label", () => {
    render(
      <button type="button">
        <span className="sr-only">{counterName("Like", 7, "like")}</span>
        <span aria-hidden="true">7</span>
      </button>,
    );
    const button = screen.getByRole("button", { name: "Like, 7 likes" });
    expect(button).not.toHaveAttribute("aria-label");
  });
});
