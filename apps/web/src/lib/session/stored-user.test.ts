import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../testing/mock-fetch";
import {
  USER_STORAGE_KEY,
  forgetUserSchema,
  prepareStoredUser,
  readStoredUser,
  writeStoredUser,
} from "./stored-user";

// Each test starts as a new page: nothing stored, the schema not loaded.
afterEach(() => {
  localStorage.clear();
  forgetUserSchema();
});

describe("stored user", () => {
  it("uses the key field-commons:user", () => {
    expect(USER_STORAGE_KEY).toBe("field-commons:user");
  });

  it("reads nothing until the schema is prepared, and leaves the copy for then", () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser()));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });

  it("removes a corrupt value silently (a warning in the console only)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, "{not json");
    await prepareStoredUser();
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("removes a value that is JSON but not a user", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 42 }));
    await prepareStoredUser();
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("round-trips a user and clears it", async () => {
    const user = makeUser();
    writeStoredUser(user);
    await prepareStoredUser();
    expect(readStoredUser()).toEqual(user);
    writeStoredUser(null);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
