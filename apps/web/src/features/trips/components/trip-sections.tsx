import { CONTENT_DETAIL_PATHS } from "@field-commons/shared/content";
import { safeSitePath, safeWebUrl } from "@field-commons/shared/safe-url";
import { CARD_TYPE_INFO, budgetTotals } from "@field-commons/shared/trips";
import type { CardItem, CardType, TripCard } from "@field-commons/shared/trips";
import { useId } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** What the sections read of a card: the planner's local cards and saved ones alike. */
export type SectionCard = Pick<TripCard, "id" | "cardType" | "title" | "content" | "items"> & {
  order?: number;
};

// ---------------------------------------------------------------------------
// Reading card content (stored as JSON; every field may be missing)
// ---------------------------------------------------------------------------

function str(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === "object" && entry !== null && !Array.isArray(entry),
      )
    : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** 'street-food' -> 'Street food'. */
function humanize(value: string): string {
  const text = value.replace(/[-_]+/g, " ").trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "";
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toLocaleString("en-US")} ${currency}`;
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;
}

// ---------------------------------------------------------------------------
// Links in items: only web links and paths of this site are made clickable
// ---------------------------------------------------------------------------

export type SafeLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

/**
 * An item's link as something safe to render: a path of this site, or an
 * http(s) address (a bare 'example.org/page' is read as https), filtered by
 * packages/shared/src/safe-url.ts. Anything else (javascript:, data:, odd
 * text) is not a link.
 */
export function safeLink(raw: string, origin = window.location.origin): SafeLink | null {
  const path = safeSitePath(raw);
  if (path) return { kind: "internal", to: path };
  const href = safeWebUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  if (url.origin === origin)
    return { kind: "internal", to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "external", href: url.href };
}

function ItemLink({ link }: { link: string }) {
  const safe = safeLink(link);
  if (!safe) return <span className="break-all text-slate-700">{link}</span>;
  if (safe.kind === "internal") {
    return (
      <Link to={safe.to} className="break-all text-accent underline underline-offset-2">
        {link}
      </Link>
    );
  }
  return (
    <a
      href={safe.href}
      target="_blank"
      rel="noopener"
      className="break-all text-accent underline underline-offset-2"
    >
      {link}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> (external link, opens in a new tab)</span>
    </a>
  );
}

// ---------------------------------------------------------------------------
// Per-type content
// ---------------------------------------------------------------------------

type Row = { term: string; value: ReactNode };

const LINKED_CONTENT_TYPES = {
  "case-study": "case-study",
  "policy-brief": "policy-brief",
  "opinion-essay": "opinion-essay",
} as const;

/**
 * The facts of a card's own content, as term/value rows. Defaults alone (a
 * type with no name, consent not yet given) produce no rows, so a card the
 * author never filled in reads as empty.
 */
function contentRows(card: SectionCard, showPrivate: boolean): Row[] {
  const c = card.content;
  const rows: Row[] = [];
  const push = (term: string, value: ReactNode) => {
    if (value !== "" && value !== null && value !== undefined) rows.push({ term, value });
  };
  switch (card.cardType) {
    case "place": {
      const location = record(c.location);
      push("Place", str(location.name));
      push("Address", str(location.address));
      const lat = num(location.lat);
      const lng = num(location.lng);
      if (lat !== null && lng !== null) push("Coordinates", `${lat.toFixed(4)}, ${lng.toFixed(4)}`);
      break;
    }
    case "accommodation": {
      const name = str(c.name);
      push("Name", name);
      if (name) push("Type", humanize(str(c.type)));
      push("Address", str(c.address));
      push("Check-in", str(c.checkIn));
      push("Check-out", str(c.checkOut));
      break;
    }
    case "transport": {
      const from = str(c.from);
      const to = str(c.to);
      if (from || to) push("Mode", humanize(str(c.type)));
      push("From", from);
      push("To", to);
      push("Departure", str(c.departure));
      break;
    }
    case "food":
    case "activity": {
      const name = str(c.name);
      push("Name", name);
      if (name) push("Type", humanize(str(c.type)));
      break;
    }
    case "interview": {
      const name = str(c.intervieweeName);
      push("Interviewee", name);
      push("Role", str(c.intervieweeRole));
      if (name) push("Consent obtained", c.consentObtained === true ? "Yes" : "No");
      break;
    }
    case "notes": {
      const text = str(c.content);
      if (text && (showPrivate || c.isPrivate === false)) {
        push("Notes", <MultilineText text={text} />);
      }
      break;
    }
    case "files": {
      const files = records(c.attachments);
      if (files.length > 0) {
        push(
          "Files",
          <ul className="space-y-1">
            {files.map((file, index) => {
              const id = str(file.uploadId);
              const name = str(file.name) || `File ${index + 1}`;
              const bytes = num(file.bytes);
              return (
                <li key={id || index}>
                  {id ? (
                    <a
                      href={`/api/uploads/${encodeURIComponent(id)}`}
                      download={name}
                      className="text-accent underline underline-offset-2"
                    >
                      {name}
                    </a>
                  ) : (
                    name
                  )}
                  {bytes !== null ? (
                    <span className="text-slate-600"> ({formatBytes(bytes)})</span>
                  ) : null}
                </li>
              );
            })}
          </ul>,
        );
      }
      break;
    }
    case "budget": {
      const entries = records(c.entries);
      if (entries.length > 0) {
        push(
          "Entries",
          <ul className="space-y-1">
            {entries.map((entry, index) => (
              <li key={str(entry.id) || index} className="flex flex-wrap gap-x-2">
                <span>{str(entry.category) || "Uncategorised"}</span>
                <span className="font-medium">
                  {formatMoney(num(entry.amount) ?? 0, str(entry.currency) || "USD")}
                </span>
                <span className="text-slate-600">{entry.paid === true ? "Paid" : "Not paid"}</span>
              </li>
            ))}
          </ul>,
        );
      }
      break;
    }
    case "checklist": {
      const items = records(c.items).filter((item) => str(item.text));
      if (items.length > 0) {
        const done = items.filter((item) => item.done === true).length;
        push(
          "Checklist",
          <>
            <p className="text-sm text-slate-600">
              {done} of {items.length} done
            </p>
            <ul className="mt-1 space-y-1">
              {items.map((item, index) => (
                <li key={str(item.id) || index} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className={item.done === true ? "text-success" : "text-slate-400"}
                  >
                    {item.done === true ? "☑" : "☐"}
                  </span>
                  <span className={item.done === true ? "text-slate-600 line-through" : undefined}>
                    {str(item.text)}
                  </span>
                  <span className="sr-only">{item.done === true ? "(done)" : "(not done)"}</span>
                </li>
              ))}
            </ul>
          </>,
        );
      }
      break;
    }
    case "custom": {
      const text = str(c.description);
      if (text) push("Description", <MultilineText text={text} />);
      break;
    }
    case "case-study":
    case "policy-brief":
    case "opinion-essay": {
      const contentId = str(c.contentId);
      if (contentId) {
        const label = CARD_TYPE_INFO[card.cardType].label;
        push(
          "Linked research",
          <Link
            to={`${CONTENT_DETAIL_PATHS[LINKED_CONTENT_TYPES[card.cardType]]}/${encodeURIComponent(contentId)}`}
            className="text-accent underline underline-offset-2"
          >
            {`Read the linked ${label.toLowerCase()}`}
          </Link>,
        );
      }
      const note = str(c.note);
      if (note) push("Note", <MultilineText text={note} />);
      break;
    }
  }
  return rows;
}

function MultilineText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line [&+p]:mt-2">
            {paragraph}
          </p>
        ))}
    </>
  );
}

function hasItems(card: SectionCard): boolean {
  return card.items.some((item) => item.title.trim());
}

/** Whether a card has anything to show: items or content beyond the defaults. */
export function cardHasContent(card: SectionCard, showPrivate: boolean): boolean {
  return hasItems(card) || contentRows(card, showPrivate).length > 0;
}

// ---------------------------------------------------------------------------
// Grouping
// ---------------------------------------------------------------------------

export interface CardGroup {
  cardType: CardType;
  label: string;
  cards: SectionCard[];
}

/** Cards in their order, grouped by type (category) in the order the types first appear. */
export function groupCards(cards: readonly SectionCard[]): CardGroup[] {
  const sorted = [...cards].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const groups = new Map<CardType, CardGroup>();
  for (const card of sorted) {
    let group = groups.get(card.cardType);
    if (!group) {
      group = { cardType: card.cardType, label: CARD_TYPE_INFO[card.cardType].label, cards: [] };
      groups.set(card.cardType, group);
    }
    group.cards.push(card);
  }
  return [...groups.values()];
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

export interface TripSectionsProps {
  cards: readonly SectionCard[];
  /** Private notes are shown to the trip's author only. */
  showPrivate?: boolean;
  /** Leave out cards with nothing in them (the public page); the test page shows all. */
  hideEmpty?: boolean;
}

/** The trip's cards as sections grouped by category, each with its items (title, link, notes). */
export function TripSections({ cards, showPrivate = false, hideEmpty = true }: TripSectionsProps) {
  const visible = hideEmpty ? cards.filter((card) => cardHasContent(card, showPrivate)) : cards;
  const groups = groupCards(visible);
  if (groups.length === 0) return null;
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <CardGroupSection key={group.cardType} group={group} showPrivate={showPrivate} />
      ))}
    </div>
  );
}

function CardGroupSection({ group, showPrivate }: { group: CardGroup; showPrivate: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-card-type={group.cardType}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {group.label}
      </h2>
      <div className="mt-4 grid gap-4">
        {group.cards.map((card) => (
          <SectionCardView key={card.id} card={card} showPrivate={showPrivate} />
        ))}
      </div>
    </section>
  );
}

function SectionCardView({ card, showPrivate }: { card: SectionCard; showPrivate: boolean }) {
  const titleId = useId();
  const rows = contentRows(card, showPrivate);
  const items = card.items.filter((item) => item.title.trim());
  const privateNotes =
    card.cardType === "notes" &&
    !showPrivate &&
    card.content.isPrivate !== false &&
    str(card.content.content);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {card.title.trim() || CARD_TYPE_INFO[card.cardType].defaultTitle}
      </h3>
      {rows.length > 0 ? (
        <dl className="mt-3 space-y-2">
          {rows.map((row) => (
            <div key={row.term}>
              <dt className="text-sm font-semibold text-slate-600">{row.term}</dt>
              <dd className="text-slate-800">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {privateNotes ? (
        <p className="mt-3 text-sm text-slate-600">These notes are private to the trip's author.</p>
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label={`${card.title.trim() || CARD_TYPE_INFO[card.cardType].label} items`}
          className="mt-4 space-y-3"
        >
          {items.map((item) => (
            <ItemView key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function ItemView({ item }: { item: CardItem }) {
  const link = item.link.trim();
  const notes = item.notes.trim();
  return (
    <li className="border-l-2 border-slate-200 pl-3">
      <p className="font-medium text-slate-900">{item.title}</p>
      {link ? (
        <p className="mt-0.5 text-sm">
          <ItemLink link={link} />
        </p>
      ) : null}
      {notes ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{notes}</p> : null}
    </li>
  );
}

// ---------------------------------------------------------------------------
// Budget totals
// ---------------------------------------------------------------------------

/** Totals per currency over every budget card; nothing when there are no entries. */
export function BudgetTotals({ cards }: { cards: readonly SectionCard[] }) {
  const headingId = useId();
  const hasEntries = cards.some(
    (card) => card.cardType === "budget" && records(card.content.entries).length > 0,
  );
  if (!hasEntries) return null;
  const totals = Object.entries(budgetTotals(cards));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Budget totals
      </h2>
      <ul className="mt-3 space-y-1">
        {totals.map(([currency, amount]) => (
          <li key={currency} className="flex justify-between gap-4 text-lg">
            <span className="text-slate-700">{currency}</span>
            <span className="font-semibold text-slate-900">{formatMoney(amount, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
