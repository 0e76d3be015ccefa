/**
 * What stands in for a part of the app whose code could not be loaded
 * (components/errors/lazy-component.tsx). Beside offline-texts.ts rather than
 * in it: the first page's own scripts load these, and offline-texts.ts brings
 * the trips schemas (and the schema library) with it.
 */
export const UNAVAILABLE_TEXTS = {
  /** The title of the dialog or screen that stands in for one whose code is not on this device. */
  notKeptTitle: "Not on this device yet",
  /**
   * Stands in for a screen, dialog or map whose code the page had not loaded
   * when the network went (the app was not kept on the device yet).
   */
  notKept:
    "This part of Field Commons is not on this device yet. It opens by itself when the connection is back.",
  /** The title of the dialog or screen that stands in for one whose code could not be loaded. */
  loadFailedTitle: "Could not load",
  /** Stands in for a part of the app whose code did not arrive although there is a network. */
  loadFailed: "This part of Field Commons could not be loaded. Check the connection and try again.",
} as const;
