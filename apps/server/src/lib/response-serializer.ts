import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType, safeEncode } from "zod/v4/core";

type Stringify = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * Response serialisation from the shared Zod schemas, compiled once per route.
 *
 * Each response schema is turned into a JSON Schema (`z.toJSONSchema`, output
 * side) and compiled by fast-json-stringify into a function that writes only
 * the properties the schema names, so a row can never leak a column. That
 * replaces re-validating every response with Zod on the hot path, which was
 * most of the cost of a list response.
 *
 * With `validate` (development and tests) every response is first checked by
 * the Zod schema, as before, and a mismatch is a 500 with
 * `FST_ERR_RESPONSE_SERIALIZATION`; what is sent is still the compiled
 * serializer's output, so tests exercise it. A schema JSON Schema cannot
 * express (a transform on the output side) keeps the Zod path, and so does a
 * response the compiled function refuses (a required field missing): Zod
 * then reports what is wrong.
 */
export function responseSerializerCompiler(options: {
  validate: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = resolveSchema(schema);
    const compiled = compileStringify(zodSchema);
    const viaZod: Stringify = (data) => {
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return compiled ? compiled(result.data) : JSON.stringify(result.data);
    };
    if (options.validate || !compiled) return viaZod;
    return (data) => {
      try {
        return compiled(data);
      } catch {
        return viaZod(data);
      }
    };
  };
}

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Response schemas must be Zod schemas: ${JSON.stringify(maybeSchema)}`);
}

/** The compiled serializer of a Zod schema, or null when JSON Schema cannot describe its output. */
export function compileStringify(schema: $ZodType): Stringify | null {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: "output",
      target: "draft-7",
      unrepresentable: "throw",
      cycles: "ref",
    }) as JsonSchema;
  } catch {
    return null;
  }
  delete jsonSchema.$schema;
  const simplified = simplifyNullable(jsonSchema) as JsonSchema;
  const byDiscriminator = compileDiscriminated(simplified);
  if (byDiscriminator !== undefined) return byDiscriminator;
  // fast-json-stringify picks a union's branch by running Ajv on each value,
  // which costs more than Zod itself: other unions stay on the Zod path.
  if (hasUnion(simplified)) return null;
  return build(simplified);
}

function build(schema: JsonSchema): Stringify {
  return fastJson(schema as unknown as Parameters<typeof fastJson>[0]) as Stringify;
}

/**
 * A discriminated union at the top (detail responses, one shape per content
 * type): one compiled function per branch, chosen by the discriminator's
 * value. Undefined when the schema is not such a union; null when a branch
 * cannot be compiled.
 */
function compileDiscriminated(schema: JsonSchema): Stringify | null | undefined {
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  const extra = Object.keys(schema).filter((k) => !["oneOf", "anyOf", "definitions"].includes(k));
  if (!Array.isArray(branches) || branches.length === 0 || extra.length > 0) return undefined;
  const first = branches[0]!;
  for (const key of Object.keys((first.properties ?? {}) as JsonSchema)) {
    const values = branches.map((branch) => {
      const property = (branch.properties as Record<string, JsonSchema> | undefined)?.[key];
      const required = branch.required as string[] | undefined;
      return branch.type === "object" && required?.includes(key) ? property?.const : undefined;
    });
    if (!values.every((v) => typeof v === "string") || new Set(values).size !== values.length)
      continue;
    if (branches.some(hasUnion)) return null;
    const compiled = new Map(
      branches.map((branch, i) => [
        values[i] as string,
        build({ ...branch, ...(schema.definitions ? { definitions: schema.definitions } : {}) }),
      ]),
    );
    return (data) => {
      const stringify = compiled.get((data as Record<string, unknown> | null)?.[key] as string);
      if (!stringify) throw new Error(`no ${key} branch matches the response`);
      return stringify(data);
    };
  }
  return undefined;
}

function hasUnion(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasUnion);
  if (node === null || typeof node !== "object") return false;
  const schema = node as JsonSchema;
  if (schema.anyOf || schema.oneOf || schema.allOf || schema.if) return true;
  return Object.values(schema).some(hasUnion);
}

/**
 * `X | null` comes out of Zod as `anyOf: [X, { type: "null" }]`, which
 * fast-json-stringify resolves by running a validator on every value. When X
 * has one plain type, `type: [X, "null"]` says the same and is a type check.
 */
export function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    out[key] =
      key === "properties" || key === "definitions" || key === "$defs"
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([k, v]) => [k, simplifyNullable(v)]),
          )
        : simplifyNullable(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = anyOf.findIndex(
      (s) => (s as JsonSchema).type === "null" && Object.keys(s as JsonSchema).length === 1,
    );
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (
      nullIndex !== -1 &&
      other &&
      typeof other.type === "string" &&
      other.anyOf === undefined &&
      other.oneOf === undefined &&
      other.allOf === undefined &&
      other.$ref === undefined &&
      other.const === undefined
    ) {
      const nullable: JsonSchema = { ...other, type: [other.type, "null"] };
      if (Array.isArray(other.enum)) nullable.enum = [...(other.enum as unknown[]), null];
      return nullable;
    }
  }
  return out;
}
