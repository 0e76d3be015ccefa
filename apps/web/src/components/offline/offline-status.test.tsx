import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setPendingCount } from "../../lib/offline/pending-changes";
import { OfflineStatus } from "./offline-status";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? "offline" : "online"));
}

afterEach(() => {
  act(() => setPendingCount("test", 0));
});

describe("OfflineStatus", () => {
  it("shows nothing online with nothing waiting", () => {
    render(<OfflineStatus />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says Offline when the network goes, and goes when it returns", () => {
    render(<OfflineStatus />);
    act(() => goOffline(true));
    expect(screen.getByRole("status")).toHaveTextContent("Offline");
    act(() => goOffline(false));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("counts the changes waiting on the device, offline or not", () => {
    render(<OfflineStatus />);
    act(() => setPendingCount("test", 1));
    expect(screen.getByRole("status")).toHaveTextContent(/^1 change waiting$/);
    act(() => goOffline(true));
    act(() => setPendingCount("test", 3));
    expect(screen.getByRole("status")).toHaveTextContent("Offline· 3 changes waiting");
  });
});
