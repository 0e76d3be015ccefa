import { RECORDER_SETTINGS } from "@field-commons/shared/recordings";

/** The bar height for a level: never under the minimum, so silence still shows a line. */
export function barHeight(level: number): number {
  return Math.max(RECORDER_SETTINGS.minimumBarPercent, Math.min(100, level));
}

/** The live level of the last 50 samples as bars (decorative; the timer says what happens). */
export function Waveform({ levels, active }: { levels: readonly number[]; active: boolean }) {
  const padded = [
    ...Array.from<number>({ length: RECORDER_SETTINGS.waveformSamples - levels.length }).fill(0),
    ...levels,
  ];
  return (
    <div
      aria-hidden="true"
      data-testid="waveform"
      className="flex h-20 items-end gap-px rounded-md border border-slate-200 bg-slate-50 px-2 py-2"
    >
      {padded.map((level, index) => (
        <span
          key={index}
          data-level={barHeight(level)}
          className={active ? "flex-1 rounded-sm bg-accent" : "flex-1 rounded-sm bg-slate-400"}
          style={{ height: `${barHeight(level)}%` }}
        />
      ))}
    </div>
  );
}
