import { estimateWidth } from "./graph-labels";
import type { Measure } from "./graph-labels";

/**
 * Measures label widths with the browser's own text metrics, in the font the
 * graph is drawn in; where there are none (no OffscreenCanvas), estimates.
 * Widths are cached per text and size.
 */
export function textMeasure(fontFamily: string): Measure {
  const context =
    typeof OffscreenCanvas === "undefined"
      ? null
      : (new OffscreenCanvas(1, 1).getContext("2d") as OffscreenCanvasRenderingContext2D | null);
  if (!context || !fontFamily) return estimateWidth;
  const cache = new Map<string, number>();
  return (text, fontSize, bold) => {
    const key = `${bold ? 7 : 5}|${fontSize}|${text}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    context.font = `${bold ? 700 : 500} ${fontSize}px ${fontFamily}`;
    // The white halo drawn around the text adds a little on each side.
    const width = context.measureText(text).width + 4;
    cache.set(key, width);
    return width;
  };
}
