import type { ReactNode } from "react";

export interface IconProps {
  /** Size and colour; 'size-4 shrink-0' (text-sized, never squeezed) by default. */
  className?: string;
}

/**
 * A line icon on a 24-unit grid, drawn in the text colour and hidden from
 * assistive technology (the text beside it says what it means). `filled`
 * fills the shape too (a liked heart, a saved bookmark).
 */
export function Icon({
  className = "size-4 shrink-0",
  filled = false,
  children,
}: IconProps & { filled?: boolean; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

/** A map pin: where something is. */
export function PinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </Icon>
  );
}

/** A calendar page: a date. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}

/** A heart: a like. */
export function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon {...props} filled={filled}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </Icon>
  );
}

/** A bookmark: a save. */
export function BookmarkIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon {...props} filled={filled}>
      <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" />
    </Icon>
  );
}
