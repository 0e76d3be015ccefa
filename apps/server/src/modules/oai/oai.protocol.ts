import { z } from "zod";
import { CONTENT_TYPES, type ContentType } from "@field-commons/shared/content";
import { domainFromSlug } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";

/**
 * OAI-PMH 2.0 requests (https://www.openarchives.org/OAI/openarchivesprotocol.html):
 * which arguments each verb takes, what a legal value is, the sets, the
 * identifiers and the resumption token. Nothing here reads the database.
 */

const VERBS = [
  "Identify",
  "ListMetadataFormats",
  "ListSets",
  "ListIdentifiers",
  "ListRecords",
  "GetRecord",
] as const;
export type Verb = (typeof VERBS)[number];

/** The protocol's error codes this repository answers with. */
export type OaiErrorCode =
  | "badArgument"
  | "badResumptionToken"
  | "badVerb"
  | "cannotDisseminateFormat"
  | "idDoesNotExist"
  | "noRecordsMatch";

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

/** The only metadata format offered: unqualified Dublin Core. */
export const METADATA_PREFIX = "oai_dc";

/** Records or headers per list response. */
export const OAI_PAGE_SIZE = 100;

type Argument = "identifier" | "metadataPrefix" | "from" | "until" | "set" | "resumptionToken";

const ARGUMENTS: Record<
  Verb,
  { required: readonly Argument[]; optional: readonly Argument[]; exclusive: Argument | null }
> = {
  Identify: { required: [], optional: [], exclusive: null },
  ListMetadataFormats: { required: [], optional: ["identifier"], exclusive: null },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: {
    required: ["metadataPrefix"],
    optional: ["from", "until", "set"],
    exclusive: "resumptionToken",
  },
  ListRecords: {
    required: ["metadataPrefix"],
    optional: ["from", "until", "set"],
    exclusive: "resumptionToken",
  },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [], exclusive: null },
};

/** No argument is longer (a resumption token is a few hundred characters). */
const ARGUMENT_MAX = 2048;

/** What a valid request asks for, arguments by name (each given once). */
export interface OaiRequest {
  verb: Verb;
  args: Partial<Record<Argument, string>>;
}

type Parsed = { ok: true; request: OaiRequest } | { ok: false; error: OaiError };

const badArgument = (message: string): OaiError => ({ code: "badArgument", message });

/** Characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text with every character XML 1.0 forbids removed. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, "");
}

/**
 * Checks the verb and its arguments: a missing, unknown or repeated verb is
 * badVerb; a missing required, unknown, repeated or empty argument, or a
 * resumptionToken next to anything but the verb, is badArgument.
 */
export function parseRequest(pairs: readonly (readonly [string, string])[]): Parsed {
  const verbs = pairs.filter(([key]) => key === "verb").map(([, value]) => value);
  if (verbs.length === 0) return fail("badVerb", "The verb argument is missing.");
  if (verbs.length > 1) return fail("badVerb", "The verb argument is repeated.");
  const verb = VERBS.find((v) => v === verbs[0]);
  if (!verb) return fail("badVerb", "The verb is not an OAI-PMH verb.");

  const rule = ARGUMENTS[verb];
  const allowed = new Set<string>([...rule.required, ...rule.optional]);
  if (rule.exclusive) allowed.add(rule.exclusive);
  const args: Partial<Record<Argument, string>> = {};
  for (const [key, value] of pairs) {
    if (key === "verb") continue;
    if (!allowed.has(key)) {
      return { ok: false, error: badArgument(`${verb} does not take the argument "${key}".`) };
    }
    if (key in args) return { ok: false, error: badArgument(`The argument ${key} is repeated.`) };
    if (value === "" || value.length > ARGUMENT_MAX || xmlText(value) !== value) {
      return { ok: false, error: badArgument(`The argument ${key} has an illegal value.`) };
    }
    args[key as Argument] = value;
  }

  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) {
      return {
        ok: false,
        error: badArgument(`${rule.exclusive} is exclusive: no other argument may go with it.`),
      };
    }
    return { ok: true, request: { verb, args } };
  }
  const missing = rule.required.filter((name) => args[name] === undefined);
  if (missing.length > 0) {
    return {
      ok: false,
      error: badArgument(
        `${verb} needs the argument${missing.length > 1 ? "s" : ""} ${missing.join(" and ")}.`,
      ),
    };
  }
  return { ok: true, request: { verb, args } };
}

function fail(code: OaiErrorCode, message: string): Parsed {
  return { ok: false, error: { code, message } };
}

// --- dates ---------------------------------------------------------------------

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years a day or a datestamp time may name: four digits, as the protocol
 * writes them, and never year 0 (which PostgreSQL has not: 1 BC comes before
 * AD 1), so JavaScript and the database read every such time alike.
 */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;
const DAY_MS = 86_400_000;

/** A calendar day in YYYY-MM-DD (the repository's granularity) as midnight UTC; null if not one. */
export function parseDay(value: string): Date | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < FIRST_YEAR || y > LAST_YEAR) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date;
}

/**
 * Midnight UTC after the day (the exclusive end of an `until`), or null after
 * 9999-12-31: no datestamp can be later, so the list needs no end.
 */
export function dayAfter(day: Date): Date | null {
  const next = new Date(day.getTime() + DAY_MS);
  return next.getUTCFullYear() > LAST_YEAR ? null : next;
}

/** A datestamp: the UTC day. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** responseDate: UTC, to the second. */
export function secondOf(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

// --- sets ----------------------------------------------------------------------

/**
 * A set to harvest: `type` and `domain` are the two parent sets (every
 * record is in `type`; `domain` holds those with a domain), `type:{type}` and
 * `domain:{domain-slug}` their children.
 */
export type SetFilter =
  { kind: "type"; type: ContentType | null } | { kind: "domain"; domain: Domain | null };

/** The set a setSpec names; null if there is no such set. */
export function parseSet(spec: string): SetFilter | null {
  if (spec === "type") return { kind: "type", type: null };
  if (spec === "domain") return { kind: "domain", domain: null };
  const [parent, child, ...rest] = spec.split(":");
  if (rest.length > 0 || !child) return null;
  if (parent === "type") {
    const type = CONTENT_TYPES.find((t) => t === child);
    return type ? { kind: "type", type } : null;
  }
  if (parent === "domain") {
    const domain = domainFromSlug(child);
    return domain ? { kind: "domain", domain } : null;
  }
  return null;
}

// --- identifiers ---------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `oai:{host}:{content id}`. */
export function oaiIdentifier(host: string, id: string): string {
  return `oai:${host}:${id}`;
}

/** The content id an identifier of this repository names; null for any other. */
export function contentIdOf(host: string, identifier: string): string | null {
  const prefix = `oai:${host}:`;
  if (!identifier.startsWith(prefix)) return null;
  const id = identifier.slice(prefix.length).toLowerCase();
  return UUID.test(id) ? id : null;
}

/**
 * The namespace part of identifiers: the host name of APP_URL (without a
 * port, whose colon would read as the identifier's delimiter).
 */
export function repositoryHost(appUrl: string): string {
  return new URL(appUrl).hostname;
}

/** Whether the host is a domain name the oai-identifier schema accepts (at least one dot). */
export function isRepositoryIdentifier(host: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(host);
}

// --- resumption tokens ----------------------------------------------------------

/** Where a list stopped: the last record's exact datestamp time and id. */
const Position = z.strictObject({
  at: z.iso.datetime(),
  id: z.string().regex(UUID),
});

/**
 * The resumption token of ListIdentifiers and ListRecords: the request's own
 * arguments, the (time, id) of the last record sent and how many were sent
 * before this page, as base64url JSON. Not signed: it only says where to
 * continue a list that anyone may read in full.
 */
const TokenSchema = z.strictObject({
  v: z.literal(1),
  verb: z.enum(["ListIdentifiers", "ListRecords"]),
  metadataPrefix: z.literal(METADATA_PREFIX),
  from: z.string().optional(),
  until: z.string().optional(),
  set: z.string().optional(),
  after: Position,
  cursor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type ResumptionToken = z.infer<typeof TokenSchema>;

/** How far the database's clock may run ahead of this server's (a record's time is the database's). */
const CLOCK_SKEW_MS = DAY_MS;

export function encodeToken(token: ResumptionToken): string {
  return Buffer.from(JSON.stringify(token), "utf8").toString("base64url");
}

/**
 * The token, if it is one this repository could have issued for the verb;
 * null otherwise. Checked whole before anything is asked of the database:
 * exactly the bytes encodeToken makes for its values (nothing appended, no
 * other spelling), a position whose time is written as issued (UTC to the
 * millisecond), lies in the years both JavaScript and PostgreSQL read alike,
 * no later than now and inside the token's own from and until, and from,
 * until and set as the request arguments would have to be.
 */
export function decodeToken(value: string, verb: Verb, now: Date): ResumptionToken | null {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(value)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = TokenSchema.safeParse(json);
  if (!parsed.success || parsed.data.verb !== verb) return null;
  const token = parsed.data;
  // Junk appended, another spelling of the JSON or of the base64url: not a token issued here.
  if (encodeToken(token) !== value) return null;
  const from = token.from === undefined ? null : parseDay(token.from);
  const until = token.until === undefined ? null : parseDay(token.until);
  if ((token.from !== undefined && !from) || (token.until !== undefined && !until)) return null;
  if (from && until && until < from) return null;
  if (token.set !== undefined && !parseSet(token.set)) return null;

  const at = new Date(token.after.at);
  // toISOString writes years outside 0000-9999 with a sign and six digits: never equal then.
  if (Number.isNaN(at.getTime()) || at.toISOString() !== token.after.at) return null;
  if (at.getUTCFullYear() < FIRST_YEAR) return null;
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) return null;
  if (from && at < from) return null;
  const end = until ? dayAfter(until) : null;
  if (end && at >= end) return null;
  return token;
}
