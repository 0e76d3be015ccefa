import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePlannerPanels } from "./use-planner-panels";

describe("usePlannerPanels", () => {
  it("opens one panel at a time and keeps every panel once opened mounted", () => {
    const { result } = renderHook(() => usePlannerPanels());
    expect(result.current.dialog("edit").open).toBe(false);
    expect(result.current.wasOpened("edit")).toBe(false);

    act(() => result.current.open("edit"));
    expect(result.current.dialog("edit").open).toBe(true);
    expect(result.current.wasOpened("edit")).toBe(true);

    act(() => result.current.open("copilot"));
    expect(result.current.dialog("edit").open).toBe(false);
    expect(result.current.dialog("copilot").open).toBe(true);
    expect(result.current.wasOpened("edit")).toBe(true);

    act(() => result.current.dialog("copilot").onOpenChange(false));
    expect(result.current.dialog("copilot").open).toBe(false);
    expect(result.current.wasOpened("copilot")).toBe(true);
    expect(result.current.wasOpened("places")).toBe(false);

    act(() => result.current.dialog("places").onOpenChange(true));
    expect(result.current.dialog("places").open).toBe(true);
  });
});
