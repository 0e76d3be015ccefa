import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type MessageTone = "success" | "error" | "info" | "warning";

const tones: Record<MessageTone, string> = {
  success: "border-green-300 bg-success-soft text-success",
  error: "border-red-300 bg-danger-soft text-danger",
  info: "border-slate-300 bg-white text-slate-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
};

/**
 * A short inline message. Success, info and warning are polite status updates
 * (role="status"); errors are announced at once (role="alert").
 */
export function Message({
  tone,
  className,
  ...props
}: ComponentProps<"div"> & { tone: MessageTone }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={cn("rounded-md border px-3 py-2 text-sm font-medium", tones[tone], className)}
      {...props}
    />
  );
}
