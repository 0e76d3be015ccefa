import { z } from "zod";

/**
 * The licences an author can put on a publication, as SPDX identifiers.
 * "All rights reserved" has no SPDX licence; `LicenseRef-All-Rights-Reserved`
 * is SPDX's form for a licence of one's own.
 */
export const LICENSES = [
  "CC-BY-4.0",
  "CC-BY-SA-4.0",
  "CC-BY-NC-4.0",
  "CC0-1.0",
  "LicenseRef-All-Rights-Reserved",
] as const;
export type License = (typeof LICENSES)[number];

/** New items, and every item that existed before licences, carry this one. */
export const DEFAULT_LICENSE: License = "CC-BY-4.0";

export const License = z.enum(LICENSES, { error: "Choose a licence from the list" });

export interface LicenseInfo {
  /** The name shown to readers. */
  label: string;
  /** Its short name, as in "CC BY 4.0". */
  short: string;
  /** The licence's own page; null for all rights reserved. */
  url: string | null;
  /** One line for the author choosing it. */
  hint: string;
}

export const LICENSE_INFO: Record<License, LicenseInfo> = {
  "CC-BY-4.0": {
    label: "Creative Commons Attribution 4.0 International",
    short: "CC BY 4.0",
    url: "https://creativecommons.org/licenses/by/4.0/",
    hint: "Anyone may share and adapt it, with credit.",
  },
  "CC-BY-SA-4.0": {
    label: "Creative Commons Attribution-ShareAlike 4.0 International",
    short: "CC BY-SA 4.0",
    url: "https://creativecommons.org/licenses/by-sa/4.0/",
    hint: "Anyone may share and adapt it, with credit, under the same licence.",
  },
  "CC-BY-NC-4.0": {
    label: "Creative Commons Attribution-NonCommercial 4.0 International",
    short: "CC BY-NC 4.0",
    url: "https://creativecommons.org/licenses/by-nc/4.0/",
    hint: "Anyone may share and adapt it, with credit, but not commercially.",
  },
  "CC0-1.0": {
    label: "CC0 1.0 Universal (public domain dedication)",
    short: "CC0 1.0",
    url: "https://creativecommons.org/publicdomain/zero/1.0/",
    hint: "No rights reserved: anyone may use it for any purpose.",
  },
  "LicenseRef-All-Rights-Reserved": {
    label: "All rights reserved",
    short: "All rights reserved",
    url: null,
    hint: "Others may read and cite it, but not republish or adapt it.",
  },
};
