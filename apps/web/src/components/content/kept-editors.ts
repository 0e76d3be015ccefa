/**
 * An editor that creates a draft stays on screen while the address becomes
 * the draft's edit address (/publish/{type} → /publish/{type}/{id}), so the
 * writer keeps the form as it is: what they type, the focus, the scroll.
 * The publish route keys its editor with `editorKey` and opens a kept
 * editor's address without loading the item again. Once that editor closes,
 * its address loads the draft like any other (and a reload always does).
 */

// Raised once a created draft's editor shows at the draft's address, so the next new editor starts afresh.
let generation = 0;
// Draft id → the key of the new editor, still on screen, that created it.
const kept = new Map<string, string>();

function newEditorKey(): string {
  return `new:${generation}`;
}

/** The key of the editor at /publish/{type} (no id) or /publish/{type}/{id}. */
export function editorKey(id: string | undefined): string {
  if (id === undefined) return newEditorKey();
  return kept.get(id) ?? id;
}

/** Whether the editor on screen created this draft (it then keeps showing it). */
export function isKeptEditor(id: string | undefined): boolean {
  return id !== undefined && kept.has(id);
}

/**
 * Called by the new editor that just created `id`, before the address
 * changes. `shown` is called once the new address is shown (until then the
 * route may render again at the old address, with the same key), so a new
 * editor opened later starts afresh; `release`, when that editor closes,
 * lets the address load the draft again.
 */
export function keepEditor(id: string): { shown: () => void; release: () => void } {
  kept.set(id, newEditorKey());
  return {
    shown: () => {
      if (kept.get(id) === newEditorKey()) generation += 1;
    },
    release: () => {
      kept.delete(id);
    },
  };
}
