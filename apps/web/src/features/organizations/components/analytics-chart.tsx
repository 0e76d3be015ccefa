import { formatCount, formatDay } from "../utils/organization-text";

interface ChartPoint {
  date: string;
  value: number;
}

const STEPS = [1, 2, 4, 6, 8, 10];

/** The y axis top: the largest value rounded up to a readable figure whose half is whole. */
function niceMax(max: number): number {
  if (max <= 4) return max <= 2 ? 2 : 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = STEPS.find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}

/**
 * A small bar chart of one daily series. Drawn in SVG (no chart library);
 * it is decorative for assistive tech, which reads the same figures from the
 * data table next to it. Labels are HTML so they stay legible at any width.
 */
function BarChart({
  label,
  points,
  colour,
}: {
  label: string;
  points: readonly ChartPoint[];
  colour: string;
}) {
  const count = Math.max(points.length, 1);
  const top = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const first = points[0];
  const middle = points[Math.floor((points.length - 1) / 2)];
  const last = points[points.length - 1];
  return (
    <figure className="min-w-0">
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <span
          aria-hidden="true"
          className="size-3 rounded-sm"
          style={{ backgroundColor: colour }}
        />
        {label}
      </figcaption>
      <div className="mt-2 grid grid-cols-[auto_1fr] gap-2" aria-hidden="true">
        <div className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums">
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${count} 100`}
          preserveAspectRatio="none"
          className="h-40 w-full rounded-md border border-slate-200 bg-white"
          focusable="false"
        >
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              x1={0}
              x2={count}
              y1={y}
              y2={y}
              stroke="#cbd5e1"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {points.map((point, index) => {
            const height = (point.value / top) * 100;
            return (
              <rect
                key={point.date}
                x={index + 0.15}
                width={0.7}
                y={100 - height}
                height={height}
                fill={colour}
              >
                <title>{`${formatDay(point.date)}: ${formatCount(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        <div className="flex justify-between text-xs text-slate-600">
          <span>{first ? formatDay(first.date) : ""}</span>
          <span className="hidden sm:inline">
            {middle && points.length > 2 ? formatDay(middle.date) : ""}
          </span>
          <span>{last && points.length > 1 ? formatDay(last.date) : ""}</span>
        </div>
      </div>
    </figure>
  );
}

/** Views and applications per day: two bar charts, each on its own scale. */
export default function AnalyticsChart({
  daily,
}: {
  daily: readonly { date: string; views: number; applications: number }[];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BarChart
        label="Views per day"
        colour="#0e6b5c"
        points={daily.map((d) => ({ date: d.date, value: d.views }))}
      />
      <BarChart
        label="Applications per day"
        colour="#b45309"
        points={daily.map((d) => ({ date: d.date, value: d.applications }))}
      />
    </div>
  );
}
