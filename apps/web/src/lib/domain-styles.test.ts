import { DOMAINS, DOMAIN_COLOURS, FALLBACK_DOMAIN_COLOUR } from "@field-commons/shared/domains";
import { describe, expect, it } from "vitest";
import styles from "../styles.css?raw";
import { DOMAIN_BORDER_CLASS, DOMAIN_SWATCH_CLASS } from "./domain-styles";

/** The theme's domain colours must stay equal to the shared contract. */
describe("domain colours", () => {
  it.each(DOMAINS)("%s uses the shared colour", (domain) => {
    const token = DOMAIN_SWATCH_CLASS[domain].replace("bg-", "");
    expect(DOMAIN_BORDER_CLASS[domain]).toBe(`border-l-${token}`);
    const match = new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{6})`).exec(styles);
    expect(match?.[1]?.toLowerCase()).toBe(DOMAIN_COLOURS[domain].toLowerCase());
  });

  it("defines the fallback colour", () => {
    const match = /--color-domain-fallback:\s*(#[0-9a-fA-F]{6})/.exec(styles);
    expect(match?.[1]?.toLowerCase()).toBe(FALLBACK_DOMAIN_COLOUR.toLowerCase());
  });
});
