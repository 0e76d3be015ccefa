import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Example({
  activationMode,
  onChange = () => {},
  forceMount,
}: {
  activationMode?: "automatic" | "manual";
  onChange?: (value: string) => void;
  forceMount?: true;
}) {
  const [value, setValue] = useState("one");
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      activationMode={activationMode}
    >
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three" disabled>
          Three
        </TabsTrigger>
        <TabsTrigger value="four">Four</TabsTrigger>
      </TabsList>
      {["one", "two", "three", "four"].map((v) => (
        <TabsContent key={v} value={v} forceMount={forceMount}>
          Panel {v}
        </TabsContent>
      ))}
    </Tabs>
  );
}

describe("Tabs", () => {
  it("is a labelled tablist whose selected tab controls the one visible panel", () => {
    render(<Example />);
    const list = screen.getByRole("tablist", { name: "Sections" });
    expect(list).toHaveAttribute("aria-orientation", "horizontal");
    const one = screen.getByRole("tab", { name: "One" });
    expect(one).toHaveAttribute("aria-selected", "true");
    expect(one).toHaveAttribute("data-state", "active");
    const panel = screen.getByRole("tabpanel", { name: "One" });
    expect(panel).toHaveTextContent("Panel one");
    expect(one).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("Panel two")).toBeNull();
    expect(screen.getByRole("tab", { name: "Two" })).toHaveAttribute("aria-selected", "false");
  });

  it("has one tab stop, and arrows, Home and End move and select, skipping disabled tabs", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith("two");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel two");
    await user.keyboard("{ArrowRight}");
    expect(tabs[3]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tabs[3]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{End}");
    expect(tabs[3]).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel four");
  });

  it("in manual mode, arrows only move focus; Enter selects", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example activationMode="manual" onChange={onChange} />);
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel one");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("two");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel two");
  });

  it("selects on click, not on a disabled tab, and keeps forced panels mounted but hidden", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} forceMount />);
    await user.click(screen.getByRole("tab", { name: "Three" }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("tab", { name: "Four" }));
    expect(onChange).toHaveBeenCalledWith("four");
    expect(screen.getByText("Panel one")).not.toBeVisible();
    expect(screen.getByText("Panel four")).toBeVisible();
  });
});
