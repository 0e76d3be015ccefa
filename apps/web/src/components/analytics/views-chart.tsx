import type { Analytics } from "@field-commons/shared/admin";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatCount } from "./analytics-format";

const HEIGHT = 220;
const VIEWS_COLOUR = "#0e6b5c";
const UNIQUE_COLOUR = "#b45309";

/** Can this browser draw on a canvas? (Not in every test environment.) */
function canDraw(): boolean {
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/**
 * Views and unique views per day as a line chart (uPlot, loaded with this
 * lazy chunk). Decorative for assistive tech: the same figures are in the
 * data table next to it.
 */
export default function ViewsChart({ series }: { series: Analytics["series"] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canDraw()) return;
    const width = () => Math.max(240, Math.floor(element.clientWidth));
    const data: uPlot.AlignedData = [
      series.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      series.map((d) => d.views),
      series.map((d) => d.uniqueViews),
    ];
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // The days are UTC days: draw them as such, whatever the reader's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        cursor: { drag: { x: false, y: false } },
        // The legend is drawn next to the chart, in the page's own words.
        legend: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { stroke: "#475569", grid: { stroke: "#e2e8f0" } },
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            values: (_u, ticks) => ticks.map((tick) => formatCount(tick)),
          },
        ],
        series: [
          { label: "Day" },
          {
            label: "Views",
            stroke: VIEWS_COLOUR,
            width: 2,
            fill: "rgba(14, 107, 92, 0.08)",
            points: { show: series.length <= 31 },
          },
          {
            label: "Unique views",
            stroke: UNIQUE_COLOUR,
            width: 2,
            dash: [6, 4],
            points: { show: series.length <= 31 },
          },
        ],
      },
      data,
      element,
    );
    const observer =
      typeof ResizeObserver === "function"
        ? new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }))
        : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [series]);

  return <div ref={ref} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
