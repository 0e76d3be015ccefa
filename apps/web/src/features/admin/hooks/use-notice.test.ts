import { ADMIN_SUCCESS_CLEAR_MS } from "@field-commons/shared/admin";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNotice } from "./use-notice";

afterEach(() => {
  vi.useRealTimers();
});

describe("useNotice", () => {
  it("clears a success after 3 s, keeps an error", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotice());
    act(() => result.current.success("Approved."));
    expect(result.current.notice).toEqual({ tone: "success", text: "Approved." });
    act(() => vi.advanceTimersByTime(ADMIN_SUCCESS_CLEAR_MS - 1));
    expect(result.current.notice).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();

    act(() => result.current.failure("Failed to approve item or user"));
    act(() => vi.advanceTimersByTime(ADMIN_SUCCESS_CLEAR_MS * 2));
    expect(result.current.notice).toEqual({
      tone: "error",
      text: "Failed to approve item or user",
    });
  });
});
