import { CARD_SYNC_MESSAGES } from "@field-commons/shared/trips";

/** What the app says about work kept on this device while the server cannot be reached. */
export const OFFLINE_TEXTS = {
  /** Shown after a save that could not reach the server. */
  waiting: CARD_SYNC_MESSAGES.waiting,
  /** Shown when a page opens with changes the server has not seen, kept on this device. */
  restored: "Changes made on this device that the server has not seen yet were restored.",
} as const;
