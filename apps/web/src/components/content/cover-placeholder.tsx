import type { ContentType } from "@field-commons/shared/content";
import { domainColour } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import type { ReactElement } from "react";
import { Icon } from "../ui/icons";

/** One line icon per content type, drawn on the placeholder of an item without images. */
const TYPE_ICONS: Record<ContentType, () => ReactElement> = {
  "case-study": () => (
    <Icon className="size-12">
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M14 3v5h5M9 12h7M9 16h5" />
    </Icon>
  ),
  trip: () => (
    <Icon className="size-12">
      <path d="m3 6 6-2 6 2 6-2v14l-6 2-6-2-6 2z" />
      <path d="M9 4v14M15 6v14" />
    </Icon>
  ),
  "policy-brief": () => (
    <Icon className="size-12">
      <path d="M12 3v18M5 21h14M4 8h16" />
      <path d="m7 8-3 6a3 3 0 0 0 6 0zM17 8l-3 6a3 3 0 0 0 6 0z" />
    </Icon>
  ),
  "opinion-essay": () => (
    <Icon className="size-12">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4M13 20h7" />
    </Icon>
  ),
  interview: () => (
    <Icon className="size-12">
      <path d="M4 5h16v10H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
};

/**
 * What a card shows where an item has no image: the type's icon in the
 * domain's colour on a tint of it, so it reads as designed, not as an image
 * that failed to load. Decorative: the card's text already says the type and
 * domain.
 */
export function CoverPlaceholder({ type, domain }: { type: ContentType; domain: Domain | null }) {
  const colour = domainColour(domain);
  const TypeIcon = TYPE_ICONS[type];
  return (
    <div
      aria-hidden="true"
      data-testid="cover-placeholder"
      className="flex size-full items-center justify-center"
      style={{
        color: colour,
        backgroundColor: `color-mix(in srgb, ${colour} 8%, white)`,
        backgroundImage: `radial-gradient(color-mix(in srgb, ${colour} 22%, transparent) 1px, transparent 1px)`,
        backgroundSize: "14px 14px",
      }}
    >
      <span
        className="flex size-20 items-center justify-center rounded-full bg-white/90 shadow-sm"
        style={{ boxShadow: `0 0 0 1px color-mix(in srgb, ${colour} 25%, transparent)` }}
      >
        <TypeIcon />
      </span>
    </div>
  );
}
