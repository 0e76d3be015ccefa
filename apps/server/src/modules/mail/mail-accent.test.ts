import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { digestMail } from "../digests/digest.mail";
import { MAIL_ACCENT, verificationMail } from "./mail.templates";

const styles = fs.readFileSync(path.resolve(__dirname, "../../../../web/src/styles.css"), "utf8");

describe("mail colours", () => {
  it("uses the web theme's accent colour", () => {
    const accent = /--color-accent:\s*(#[0-9a-fA-F]{6})/.exec(styles)?.[1];
    expect(accent?.toLowerCase()).toBe(MAIL_ACCENT);
  });

  it("draws the verification button in the accent, with no blue", () => {
    const mail = verificationMail({
      appUrl: "https://example.org",
      name: "Ada",
      token: "t",
      validHours: 24,
    });
    expect(mail.html).toContain(`background: ${MAIL_ACCENT}`);
    expect(mail.html).not.toMatch(/#1d4ed8|#2563eb|blue/i);
  });

  it("draws the digest's links and button in the accent, with no blue", () => {
    const mail = digestMail({
      appUrl: "https://example.org",
      name: "Ada",
      digest: null,
      digestPath: "/digest/2026-w47",
      subject: "Jobs for you",
      alertJobs: [{ id: "j1", title: "Field researcher", organization: "Org", location: "Lima" }],
      unsubscribeToken: "tok",
      domains: [],
    });
    expect(mail.html).toContain(`color: ${MAIL_ACCENT}`);
    expect(mail.html).toContain(`background: ${MAIL_ACCENT}`);
    expect(mail.html).not.toMatch(/#1d4ed8|#2563eb|blue/i);
  });
});
