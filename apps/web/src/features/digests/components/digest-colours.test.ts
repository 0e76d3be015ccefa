import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const files = ["digest-detail.tsx", "digest-archive.tsx", "unsubscribe-page.tsx"];

describe("digest pages", () => {
  it.each(files)("%s uses the accent colour, not blue", (file) => {
    const source = fs.readFileSync(path.join(__dirname, file), "utf8");
    expect(source).not.toMatch(/\b(text|bg|border)-blue-/);
    expect(source).toMatch(/text-accent/);
  });
});
