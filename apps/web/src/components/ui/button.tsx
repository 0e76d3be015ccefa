import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap " +
  "transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-white hover:bg-accent-hover",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
  ghost: "text-slate-800 hover:bg-slate-100",
  danger: "bg-danger text-white hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-4 py-2 text-base",
  sm: "px-3 py-1.5 text-sm md:min-h-9",
};

/** Classes for anything that should look like a button (for example a router Link). */
export function buttonStyles({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while work is in progress. */
  isBusy?: boolean;
}

export function Button({
  variant,
  size,
  isBusy = false,
  className,
  disabled,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  const classes = buttonStyles({ variant, size, className });
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isBusy}
      data-busy={isBusy ? "true" : undefined}
      {...props}
    >
      {isBusy ? <Spinner /> : null}
      {children}
    </button>
  );
}
