import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../testing/mock-fetch";
import { USER_STORAGE_KEY, readStoredUser, writeStoredUser } from "./stored-user";

afterEach(() => localStorage.clear());

describe("stored user", () => {
  it("uses the key field-commons:user", () => {
    expect(USER_STORAGE_KEY).toBe("field-commons:user");
  });

  it("removes a corrupt value silently (a warning in the console only)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, "{not json");
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("removes a value that is JSON but not a user", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 42 }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("round-trips a user and clears it", () => {
    const user = makeUser();
    writeStoredUser(user);
    expect(readStoredUser()).toEqual(user);
    writeStoredUser(null);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
