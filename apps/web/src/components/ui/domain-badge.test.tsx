import { DOMAINS, DOMAIN_COLOURS, FALLBACK_DOMAIN_COLOUR } from "@field-commons/shared/domains";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DomainBadge, contrastRatio, readableTextColour } from "./domain-badge";

describe("DomainBadge", () => {
  it.each([...DOMAINS.map((d) => DOMAIN_COLOURS[d]), FALLBACK_DOMAIN_COLOUR])(
    "text on %s passes WCAG AA",
    (colour) => {
      expect(contrastRatio(colour, readableTextColour(colour))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("shows 'General' in the fallback colour without a domain", () => {
    render(<DomainBadge domain={null} />);
    const badge = screen.getByText("General").parentElement!;
    expect(badge.style.backgroundColor.toLowerCase()).toBe(FALLBACK_DOMAIN_COLOUR.toLowerCase());
  });
});
