import { describe, expect, it } from "vitest";
import { canEditContent } from "./permissions";

describe("canEditContent", () => {
  it("reads the server's edit permission, whatever the others say", () => {
    const allowed = { edit: true, delete: false, publish: false };
    const refused = { edit: false, delete: true, publish: true };
    expect(canEditContent({ permissions: allowed })).toBe(true);
    expect(canEditContent({ permissions: refused })).toBe(false);
  });
});
