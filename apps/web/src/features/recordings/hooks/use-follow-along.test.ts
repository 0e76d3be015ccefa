import { describe, expect, it, vi } from "vitest";
import { createFollowStore } from "./use-follow-along";

describe("the follow-along store", () => {
  it("wakes only the line left and the line entered", () => {
    const store = createFollowStore();
    const listeners = Array.from({ length: 5 }, () => vi.fn());
    listeners.forEach((listener, line) => store.subscribeLine(line, listener));
    const moves = vi.fn();
    store.subscribe(moves);

    store.set({ line: 1, word: 0 });
    expect(listeners.map((l) => l.mock.calls.length)).toEqual([0, 1, 0, 0, 0]);
    store.set({ line: 1, word: 1 });
    expect(listeners.map((l) => l.mock.calls.length)).toEqual([0, 2, 0, 0, 0]);
    store.set({ line: 3, word: 0 });
    expect(listeners.map((l) => l.mock.calls.length)).toEqual([0, 3, 0, 1, 0]);
    // The same place again wakes nobody.
    store.set({ line: 3, word: 0 });
    expect(listeners.map((l) => l.mock.calls.length)).toEqual([0, 3, 0, 1, 0]);
    expect(moves).toHaveBeenCalledTimes(3);
    expect(moves).toHaveBeenLastCalledWith({ line: 3, word: 0 }, { line: 1, word: 1 });
  });

  it("stops telling a line that unsubscribed", () => {
    const store = createFollowStore();
    const listener = vi.fn();
    const stop = store.subscribeLine(2, listener);
    stop();
    store.set({ line: 2, word: 0 });
    expect(listener).not.toHaveBeenCalled();
  });
});
