// Types for the parts of citation-js (which ships none) and of style-chicago this module uses.

declare module "@citation-js/core" {
  /** A CSL-JSON item, as citation-js reads and writes it. */
  type CslData = Record<string, unknown>;

  interface Register<T> {
    add(name: string, value: T): void;
    has(name: string): boolean;
  }

  export class Cite {
    constructor(data: unknown);
    /** The items, as CSL-JSON. */
    data: CslData[];
    format(format: string, options?: Record<string, unknown>): string;
  }

  export const plugins: {
    config: { get(plugin: "@csl"): { styles: Register<string> } };
    output: { format(format: string, data: CslData[], options?: Record<string, unknown>): string };
  };
}

declare module "@citation-js/plugin-bibtex";
declare module "@citation-js/plugin-ris";
declare module "@citation-js/plugin-csl";

declare module "style-chicago" {
  /** The Chicago author-date CSL style, its XML as citeproc-js's JSON form. */
  const style: { name: "style"; attrs: Record<string, string>; children: unknown[] };
  export default style;
}
