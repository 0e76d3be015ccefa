import { CURRENCY_CODES, budgetTotals } from "@field-commons/shared/trips";
import { Button } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/text-field";
import { localId } from "../../utils/ids";
import { moneyList } from "../../utils/format";
import type { CardContent } from "../../utils/planner-model";
import { CheckboxField, NumberField, SelectField } from "./fields";
import type { EditorProps } from "./simple-editors";

export const BUDGET_ENTRIES_MAX = 200;
export const AMOUNT_MAX = 1e9;
export const AMOUNT_MESSAGE = "Amount must be a number from 0 to 1,000,000,000";

type Entry = CardContent<"budget">["entries"][number];

const CURRENCY_OPTIONS = Object.fromEntries(CURRENCY_CODES.map((code) => [code, code])) as Record<
  Entry["currency"],
  string
>;

/** Budget entries (category, amount, currency, paid) with the card's total per currency. */
export function BudgetEditor({ content, onChange }: EditorProps<CardContent<"budget">>) {
  const entries = content.entries;
  const totals = moneyList(budgetTotals([{ cardType: "budget", content }]));

  const setEntry = (id: string, patch: Partial<Entry>) =>
    onChange({ ...content, entries: entries.map((e) => (e.id === id ? { ...e, ...patch } : e)) });
  const add = () =>
    onChange({
      ...content,
      entries: [
        ...entries,
        {
          id: localId(),
          category: "",
          amount: 0,
          currency: entries.at(-1)?.currency ?? "USD",
          paid: false,
        },
      ],
    });
  const remove = (id: string) =>
    onChange({ ...content, entries: entries.filter((e) => e.id !== id) });

  return (
    <div className="space-y-4">
      {entries.length === 0 ? (
        <p className="text-slate-600">No budget entries yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Budget entries">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <fieldset className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-700">
                  Entry {index + 1}
                </legend>
                <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
                  <TextField
                    label="Category"
                    value={entry.category}
                    maxLength={300}
                    onChange={(event) => setEntry(entry.id, { category: event.target.value })}
                  />
                  <NumberField
                    label="Amount"
                    value={entry.amount}
                    min={0}
                    max={AMOUNT_MAX}
                    allowEmpty={false}
                    invalidMessage={AMOUNT_MESSAGE}
                    onChange={(amount) => setEntry(entry.id, { amount: amount ?? 0 })}
                  />
                  <SelectField
                    label="Currency"
                    value={entry.currency}
                    options={CURRENCY_OPTIONS}
                    onChange={(currency) => setEntry(entry.id, { currency })}
                  />
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <CheckboxField
                    label="Paid"
                    checked={entry.paid}
                    onChange={(paid) => setEntry(entry.id, { paid })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    onClick={() => remove(entry.id)}
                  >
                    Remove<span className="sr-only"> budget entry {index + 1}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={entries.length >= BUDGET_ENTRIES_MAX}
          onClick={add}
        >
          Add Budget Entry
        </Button>
        <p className="font-semibold text-slate-900">
          Card total: {totals.length > 0 ? totals.join(" · ") : "nothing yet"}
        </p>
      </div>
    </div>
  );
}
