import { CONTRIBUTOR_PRICE_USD_PER_YEAR, FREE_PLAN_TRIP_LIMIT } from "@field-commons/shared/auth";
import type { Plan } from "@field-commons/shared/users";
import { useId } from "react";
import { cn } from "../../../lib/cn";

interface PlanOption {
  value: Plan;
  name: string;
  price: string;
  details: string[];
}

export const PLAN_OPTIONS: readonly PlanOption[] = [
  {
    value: "free",
    name: "Free",
    price: "$0",
    details: [`Up to ${FREE_PLAN_TRIP_LIMIT} trips`, "Save drafts, likes and reading lists"],
  },
  {
    value: "contributor",
    name: "Contributor",
    price: `$${CONTRIBUTOR_PRICE_USD_PER_YEAR}/year`,
    details: ["$10/month billed annually", "Publish case studies and field research"],
  },
];

/** Radio cards for choosing a plan; each option's price and details are its description. */
export function PlanChoice({
  value,
  onChange,
  legend,
  disabled = false,
}: {
  value: Plan;
  onChange: (plan: Plan) => void;
  legend: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {PLAN_OPTIONS.map((option) => {
          const nameId = `${id}-${option.value}-name`;
          const detailsId = `${id}-${option.value}-details`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                "relative flex cursor-pointer flex-col rounded-lg border-2 bg-white p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
                checked
                  ? "border-accent bg-accent-soft"
                  : "border-slate-300 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name={`${id}-plan`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={nameId}
                aria-describedby={detailsId}
                className="absolute top-4 right-4 size-5 accent-accent"
              />
              <span id={nameId} className="pr-8 text-base font-semibold text-slate-900">
                {option.name}
              </span>
              <span id={detailsId} className="mt-1 flex flex-col text-sm text-slate-700">
                <span className="text-lg font-bold text-slate-900">{option.price}</span>
                {option.details.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
