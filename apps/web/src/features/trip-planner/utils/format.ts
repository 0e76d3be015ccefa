import { formatDate } from "@field-commons/shared/content";

function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount with its currency code: 'USD 1,250.00', 'JPY 3,000'. */
export function formatMoney(amount: number, currency: string): string {
  const digits = fractionDigits(currency);
  const number = amount.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency} ${number}`;
}

/** Totals per currency, in a stable order (by currency code). */
export function moneyList(totals: Record<string, number>): string[] {
  return Object.keys(totals)
    .sort()
    .map((currency) => formatMoney(totals[currency] ?? 0, currency));
}

/** 'Mar 4, 2026 – Mar 11, 2026'. */
export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatDate(startDate)} – ${formatDate(endDate)}`;
}
