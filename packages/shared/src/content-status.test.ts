import { describe, expect, it } from "vitest";
import { statusAfterEdit, statusOnPublish } from "./content";

const author = { isAdmin: false };
const admin = { isAdmin: true };

describe("statusOnPublish", () => {
  it("publishes a direct type's draft directly", () => {
    expect(statusOnPublish("case-study", "draft", author)).toBe("published");
  });

  it.each(["rejected", "archived", "pending"] as const)(
    "sends an author's %s item of a direct type to review",
    (status) => {
      expect(statusOnPublish("case-study", status, author)).toBe("pending");
      expect(statusOnPublish("policy-brief", status, author)).toBe("pending");
    },
  );

  it("lets an admin publish directly whatever the status", () => {
    expect(statusOnPublish("case-study", "rejected", admin)).toBe("published");
  });

  it.each(["needs-revision", "in-review"] as const)(
    "sends an author's %s item back to the moderator, in review, for every type",
    (status) => {
      expect(statusOnPublish("case-study", status, author)).toBe("in-review");
      expect(statusOnPublish("trip", status, author)).toBe("in-review");
    },
  );

  it("keeps an item that needs revision in that state while the author edits it", () => {
    expect(statusAfterEdit("case-study", "needs-revision", author)).toBe("needs-revision");
  });

  it("always sends reviewed types to review", () => {
    expect(statusOnPublish("trip", "draft", author)).toBe("pending");
    expect(statusOnPublish("trip", "rejected", admin)).toBe("pending");
  });
});

describe("statusAfterEdit", () => {
  it("sends an author's edit of a published trip back to review", () => {
    expect(statusAfterEdit("trip", "published", author)).toBe("pending");
  });

  it("keeps the status of admins' edits, direct types and unpublished items", () => {
    expect(statusAfterEdit("trip", "published", admin)).toBe("published");
    expect(statusAfterEdit("case-study", "published", author)).toBe("published");
    expect(statusAfterEdit("trip", "draft", author)).toBe("draft");
    expect(statusAfterEdit("trip", "rejected", author)).toBe("rejected");
  });
});
