import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries from the routes' own Zod schemas (through
 * z.toJSONSchema, input side): values of the declared shape, and malformed
 * ones built from them (wrong types, NUL and lone surrogates, deep nesting,
 * huge and odd numbers, very long strings, bad cursors, unknown fields).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** JSON text sent as it is (numbers JSON.stringify cannot write, deep nesting). */
export class Raw {
  constructor(readonly text: string) {}
}

/** Text that goes into a URL exactly as it is: broken percent-escapes. */
export class UrlJunk {
  constructor(readonly text: string) {}
}

/** Percent-escapes that decode to NUL, a lone surrogate, overlong or cut UTF-8, or nothing. */
export const urlJunk: fc.Arbitrary<UrlJunk> = fc
  .constantFrom(
    "%00",
    "a%00b",
    "%ED%A0%80",
    "%ED%B0%80x",
    "%C0%80",
    "%FF",
    "%E2%82",
    "%",
    "%zz",
    "%25%00",
  )
  .map((text) => new UrlJunk(text));

/** Known ids and slugs, so generated requests reach real rows, not only 404s. */
export interface Pools {
  ids: readonly string[];
  slugs: readonly string[];
}

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

interface Context {
  root: JsonSchema;
  pools: Pools;
  depth: number;
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  if (ref === "#") return root;
  const name = ref.replace(/^#\/\$defs\//, "");
  return root.$defs?.[name] ?? {};
}

function fromPattern(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function stringOf(schema: JsonSchema, ctx: Context): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  switch (schema.format) {
    case "uuid":
      return ctx.pools.ids.length > 0
        ? fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...ctx.pools.ids))
        : fc.uuid({ version: 4 });
    case "email":
      return fc.emailAddress();
    case "date-time":
      return fc
        .date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "uri":
    case "url":
      return fc.webUrl();
  }
  if (schema.pattern) {
    const matching = fromPattern(schema.pattern);
    if (matching) return matching;
  }
  const text = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: "grapheme", minLength, maxLength }),
  );
  const known = [...ctx.pools.slugs, ...ctx.pools.ids].filter(
    (s) => s.length >= minLength && s.length <= maxLength,
  );
  return known.length > 0 ? fc.oneof(text, fc.constantFrom(...known)) : text;
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : 1e-9)
      : undefined);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : 1e-9)
      : undefined);
  if (integer) {
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  }
  return fc.double({
    min: min ?? -1e6,
    max: max ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Values of the schema's shape. */
export function arbitraryOf(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  if (ctx.depth > 6) return fc.constant(null);
  const deeper = { ...ctx, depth: ctx.depth + 1 };
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref, ctx.root), deeper);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, deeper)));
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      const resolved = part.$ref ? resolve(part.$ref, ctx.root) : part;
      Object.assign(merged.properties!, resolved.properties);
      merged.required!.push(...(resolved.required ?? []));
    }
    return arbitraryOf(merged, deeper);
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, deeper)));
  }
  switch (schema.type) {
    case "string":
      return stringOf(schema, ctx);
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((s) => arbitraryOf(s, deeper)));
      }
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items ?? {}, deeper), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case "object": {
      if (schema.properties) {
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, value] of Object.entries(schema.properties)) {
          model[key] = arbitraryOf(value, deeper);
        }
        return fc.record(model, { requiredKeys: schema.required ?? [] });
      }
      const values =
        typeof schema.additionalProperties === "object"
          ? arbitraryOf(schema.additionalProperties, deeper)
          : fc.jsonValue({ maxDepth: 2 });
      return fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: 3 });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

export function validOf(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  return arbitraryOf(schema, { root: schema, pools, depth: 0 });
}

const nested = (depth: number) => new Raw("[".repeat(depth) + "]".repeat(depth));

/** Any UTF-16 code unit, lone surrogates included. */
const utf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 20,
});

const cursors = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v)).toString("base64url")),
  fc
    .tuple(fc.oneof(fc.string(), fc.double(), fc.integer()), fc.oneof(fc.uuid(), fc.string()))
    .map((v) => Buffer.from(JSON.stringify(v)).toString("base64url")),
  fc.base64String({ maxLength: 60 }),
);

/** Values no route should take, and that no route may answer with a 5xx. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFFy",
    "%00",
    "%ED%A0%80",
    "../../etc/passwd",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "$' $` $&",
    "NaN",
    "-0",
    "1e308",
    "Infinity",
    "true",
    "null",
    "__proto__",
    "constructor",
    "x".repeat(100_000),
    "9".repeat(400),
    "2024-02-31T00:00:00.000Z",
    "0000-01-01T00:00:00.000Z",
    true,
    false,
    null,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [1, 2, 3],
    { a: 1 },
    new Raw("-0"),
    new Raw("1e999"),
    new Raw("-1e999"),
    new Raw(`1${"0".repeat(400)}`),
    new Raw('"\\u0000"'),
    new Raw('"\\ud800"'),
    new Raw('{"__proto__":{"x":1}}'),
    new Raw('{"constructor":{"prototype":{"x":1}}}'),
    nested(70),
    nested(10_000),
  ),
  utf16,
  cursors,
  fc.string({ unit: "binary", maxLength: 30 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = [], depth = 0): Path[] {
  out.push(path);
  if (depth > 8 || value === null || typeof value !== "object") return out;
  if (value instanceof Raw || value instanceof UrlJunk) return out;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) pathsOf(child, [...path, key], out, depth + 1);
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  if (value === null || typeof value !== "object") return value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  }
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replaceAt(object[head!], rest, replacement) };
}

/** A value of the schema's shape with one part broken, or a nasty value outright. */
export function malformedOf(
  schema: JsonSchema,
  pools: Pools,
  bad: fc.Arbitrary<unknown> = nasty,
): fc.Arbitrary<unknown> {
  const valid = validOf(schema, pools);
  const broken = fc
    .tuple(valid, fc.nat(), bad, fc.constantFrom("replace", "extra", "drop"))
    .map(([value, pick, bad, how]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length]!;
      if (how === "replace") return replaceAt(value, path, () => bad);
      return replaceAt(value, path, (old) => {
        if (old === null || typeof old !== "object" || Array.isArray(old)) return bad;
        const object = old as Record<string, unknown>;
        if (how === "extra") return { ...object, unknownField: bad };
        const keys = Object.keys(object);
        if (keys.length === 0) return bad;
        const { [keys[pick % keys.length]!]: _dropped, ...rest } = object;
        return rest;
      });
    });
  return fc.oneof({ arbitrary: broken, weight: 4 }, { arbitrary: bad, weight: 1 });
}

/** JSON text of a generated value, Raw parts written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const HEX = "0123456789ABCDEF";

/**
 * Percent-encodes text as UTF-8, writing a lone surrogate as the three bytes
 * a careless encoder produces (%ED%A0%80), which is how one arrives in a URL.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${HEX[b >> 4]}${HEX[b & 15]}`).join("");
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** How a generated value goes into a URL: Raw text unencoded, anything else encoded. */
export function urlText(value: unknown): string {
  if (value instanceof UrlJunk) return value.text;
  if (value instanceof Raw) return percentEncode(value.text.slice(0, 2000));
  if (typeof value === "string")
    return percentEncode(value.length > 4000 ? value.slice(0, 4000) : value);
  if (value !== null && typeof value === "object") return percentEncode(toJsonText(value));
  return percentEncode(String(value));
}

/** A query string from a generated object: arrays repeat the key. */
export function queryString(value: unknown): string {
  if (
    value === null ||
    typeof value !== "object" ||
    value instanceof Raw ||
    value instanceof UrlJunk ||
    Array.isArray(value)
  ) {
    return value === undefined ? "" : `?${urlText(value)}`;
  }
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      parts.push(`${percentEncode(key)}=${urlText(item)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
