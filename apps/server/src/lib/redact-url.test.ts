import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url";

describe("redactUrl", () => {
  it("hides token values and keeps everything else", () => {
    expect(redactUrl("/api/auth/verify-email?token=abc_DEF-123")).toBe(
      "/api/auth/verify-email?token=[redacted]",
    );
    expect(redactUrl("/x?a=1&TOKEN=secret&b=2")).toBe("/x?a=1&TOKEN=[redacted]&b=2");
    expect(redactUrl("/api/content?type=trip")).toBe("/api/content?type=trip");
    expect(redactUrl("/reset-password")).toBe("/reset-password");
    expect(redactUrl("/x?tokens=1&mytoken=2")).toBe("/x?tokens=1&mytoken=2");
  });
});
