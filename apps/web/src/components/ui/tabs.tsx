import {
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { cn } from "../../lib/cn";

/*
 * Tabs as the WAI-ARIA Authoring Practices describe them: a tablist of tab
 * buttons with one tab stop (roving tabindex), Left/Right/Home/End to move
 * between tabs (wrapping), activation on focus or, with
 * activationMode="manual", on Enter/Space/click; each panel is a tabpanel
 * labelled by its tab and rendered only while selected (unless forceMount).
 * Written here rather than taken from a library because the home page loads
 * them and a general-purpose implementation cost 5 KB of its first-load
 * budget (decision 008).
 */

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
  activationMode: "automatic" | "manual";
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const idOf = (baseId: string, kind: "tab" | "panel", value: string) =>
  `${baseId}-${kind}-${value.replace(/[^\w-]/g, "_")}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: "automatic" | "manual";
};

export function Tabs({
  value: controlled,
  defaultValue = "",
  onValueChange,
  activationMode = "automatic",
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (controlled === undefined) setUncontrolled(next);
      if (next !== value) onValueChange?.(next);
    },
    [controlled, onValueChange, value],
  );
  return (
    <TabsContext.Provider value={{ baseId, value, select, activationMode }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const { activationMode } = useTabs("TabsList");
  const ref = useRef<HTMLDivElement>(null);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = NEXT_KEYS[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []),
    ].filter((tab) => !tab.disabled);
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const target = tabs[move(index, tabs.length)];
    target?.focus();
    if (activationMode === "automatic") target?.click();
  };
  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKey}
      className={cn("flex gap-1 rounded-lg bg-slate-100 p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { baseId, value: selected, select } = useTabs("TabsTrigger");
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, "tab", value)}
      aria-selected={active}
      aria-controls={idOf(baseId, "panel", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !props.disabled) select(value);
      }}
      className={cn(
        "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold text-slate-700",
        "hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-accent data-[state=active]:shadow-sm",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount,
  className,
  ...props
}: ComponentProps<"div"> & { value: string; forceMount?: true }) {
  const { baseId, value: selected } = useTabs("TabsContent");
  const active = value === selected;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, "panel", value)}
      aria-labelledby={idOf(baseId, "tab", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active}
      tabIndex={0}
      className={cn("mt-5", className)}
      {...props}
    />
  );
}
