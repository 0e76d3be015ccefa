/**
 * The spoken name of a counter button such as Like or Save: the action, then
 * the count that is shown ('Like, 4 likes'). It is the button's own text (a
 * visually hidden span), not an aria-label, so the number a sighted reader
 * sees is always part of the name (WCAG 2.5.3, Label in Name).
 */
export function counterName(verb: string, count: number, noun: string): string {
  return `${verb}, ${count.toLocaleString("en-US")} ${count === 1 ? noun : `${noun}s`}`;
}
