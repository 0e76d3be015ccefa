import { describe, expect, it } from "vitest";
import { makeUser } from "../../testing/mock-fetch";
import { canEditContent } from "./permissions";

const author = { id: "author-1", name: "Ada" };

describe("canEditContent", () => {
  it("follows the server's permissions when the response carries them", () => {
    const owner = makeUser({ id: "author-1" });
    const stranger = makeUser({ id: "someone-else" });
    const refused = { edit: false, delete: false, publish: false };
    const allowed = { edit: true, delete: true, publish: true };
    expect(canEditContent({ author, permissions: refused }, owner)).toBe(false);
    expect(canEditContent({ author, permissions: allowed }, stranger)).toBe(true);
  });

  it("without them, applies the same rule: the author or an admin", () => {
    expect(canEditContent({ author }, makeUser({ id: "author-1" }))).toBe(true);
    expect(canEditContent({ author }, makeUser({ id: "someone-else" }))).toBe(false);
    expect(canEditContent({ author }, makeUser({ id: "someone-else", role: "admin" }))).toBe(true);
    expect(canEditContent({ author }, null)).toBe(false);
  });
});
