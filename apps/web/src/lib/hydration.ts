let hydrating = false;

/** Set while React takes over a server-rendered page (main.tsx). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** True during the browser's first render of a server-rendered page. */
export function isHydrating(): boolean {
  return hydrating;
}
