import { GRAPH } from "@field-commons/shared/search";
import { useLayoutEffect, useState } from "react";
import type { RefObject } from "react";
import { estimateWidth } from "../utils/graph-labels";
import type { Measure } from "../utils/graph-labels";
import { textMeasure } from "../utils/measure-text";

const { width: WIDTH } = GRAPH.viewBox;
const MAX_SCALE = 2.5;

/**
 * How the graph's text is sized and measured: `scale` enlarges it so that it
 * stays readable when the 800-wide view box is drawn narrower (1 at 800 px and
 * up, at most 2.5 on a phone, where labels then show at about 13 px); `measure` gives a label's width in the graph's
 * font, for placing labels without overlaps.
 */
export function useGraphText(svgRef: RefObject<SVGSVGElement | null>): {
  scale: number;
  measure: Measure;
} {
  const [scale, setScale] = useState(1);
  const [measure, setMeasure] = useState<Measure>(() => estimateWidth);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const family = getComputedStyle(svg).fontFamily;
    setMeasure(() => textMeasure(family));
    const read = () => {
      const width = svg.getBoundingClientRect().width;
      if (width > 0) setScale(Math.min(MAX_SCALE, Math.max(1, WIDTH / width)));
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);
  return { scale, measure };
}
