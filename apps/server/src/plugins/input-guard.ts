import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import { hasUnsafeText, JSON_MAX_DEPTH } from "@field-commons/shared/limits";
import { AppError } from "../errors";

const UNSAFE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";
const TOO_DEEP_MESSAGE = `Nested more than ${JSON_MAX_DEPTH} levels deep`;

export type InputProblem = { path: string; message: string };

function fieldKey(path: readonly (string | number)[]): string {
  return path.length === 0 ? "_" : path.join(".");
}

/**
 * The first string (value or key) no database can hold, or the first array or
 * object nested deeper than JSON_MAX_DEPTH, in a parsed value. Walks with an
 * explicit stack, so no nesting can overflow the call stack.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  if (typeof value === "string") {
    return hasUnsafeText(value) ? { path: "_", message: UNSAFE_TEXT_MESSAGE } : null;
  }
  if (value === null || typeof value !== "object") return null;
  const stack: { node: object; depth: number; path: (string | number)[] }[] = [
    { node: value, depth: 1, path: [] },
  ];
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (depth > JSON_MAX_DEPTH) return { path: fieldKey(path), message: TOO_DEEP_MESSAGE };
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, item] of entries) {
      if (typeof key === "string" && hasUnsafeText(key)) {
        return { path: fieldKey(path), message: UNSAFE_TEXT_MESSAGE };
      }
      if (typeof item === "string") {
        if (hasUnsafeText(item))
          return { path: fieldKey([...path, key]), message: UNSAFE_TEXT_MESSAGE };
      } else if (item !== null && typeof item === "object") {
        stack.push({ node: item, depth: depth + 1, path: [...path, key] });
      }
    }
  }
  return null;
}

const HEX = /^[0-9a-fA-F]{2}$/;

/**
 * Whether a raw request URL (path and query) decodes to text a database can
 * hold: no NUL, no lone surrogate, and percent-escapes that form UTF-8.
 * %ED%A0%80 is how a lone surrogate arrives, and it is not UTF-8.
 */
export function isSafeUrl(rawUrl: string): boolean {
  if (hasUnsafeText(rawUrl)) return false;
  if (!rawUrl.includes("%")) return true;
  const encoded = Buffer.from(rawUrl, "utf8");
  const bytes = new Uint8Array(encoded.length);
  let length = 0;
  for (let i = 0; i < encoded.length; i++) {
    const byte = encoded[i]!;
    if (byte === 0x25 && HEX.test(encoded.toString("latin1", i + 1, i + 3))) {
      bytes[length++] = Number.parseInt(encoded.toString("latin1", i + 1, i + 3), 16);
      i += 2;
    } else {
      bytes[length++] = byte;
    }
  }
  const decoded = bytes.subarray(0, length);
  if (decoded.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(decoded);
    return true;
  } catch {
    return false;
  }
}

/** A registered route and the input schemas it declares. */
export interface InputRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const ROUTES = new WeakMap<FastifyInstance, InputRoute[]>();

/**
 * Every route the app registered after the input guard, with its declared
 * schemas: what the guard stands in front of (the fuzz tests send each one
 * inputs generated from them).
 */
export function inputRoutes(app: FastifyInstance): readonly InputRoute[] {
  return ROUTES.get(app) ?? [];
}

/** RFC 2046: a boundary is 1 to 70 characters, the last not a space. */
const BOUNDARY =
  /;\s*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?])"|([0-9A-Za-z'()+_\-.:=?]{1,70}))\s*(?:;|$)/i;

/** Whether a multipart content type names a boundary the parser can split the body by. */
export function hasMultipartBoundary(contentType: string): boolean {
  return BOUNDARY.test(contentType);
}

function refuse(where: string, problem: InputProblem): AppError {
  return new AppError(400, "VALIDATION_FAILED", `Invalid ${where}`, {
    [problem.path]: [problem.message],
  });
}

/**
 * Refuses, for every route and before any handler, input that would only fail
 * in the database: NUL characters and lone surrogates anywhere in the URL,
 * the decoded path parameters and query, or a JSON body (values and keys, at
 * any depth), and JSON nested deeper than JSON_MAX_DEPTH. The JSON check runs
 * in the body parser, so nothing downstream (validation, serialisation, the
 * database driver) ever sees such a body. A multipart body without a usable
 * boundary is refused before any route tries to read it.
 */
async function inputGuard(app: FastifyInstance) {
  const routes: InputRoute[] = [];
  ROUTES.set(app, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (!isSafeUrl(request.url)) {
      throw new AppError(400, "VALIDATION_FAILED", "Invalid request URL", {
        _: [UNSAFE_TEXT_MESSAGE],
      });
    }
  });

  app.addHook("preValidation", async (request: FastifyRequest) => {
    const type = request.headers["content-type"];
    if (type && /^\s*multipart\//i.test(type) && !hasMultipartBoundary(type)) {
      throw new AppError(400, "BAD_REQUEST", "The multipart body has no usable boundary.");
    }
    const params = findInputProblem(request.params);
    if (params) throw refuse("params", params);
    const query = findInputProblem(request.query);
    if (query) throw refuse("querystring", query);
  });

  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (request: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => {
      parseJson(request, body, (error: Error | null, parsed?: unknown) => {
        if (error) return done(error);
        const problem = findInputProblem(parsed);
        if (problem) return done(refuse("body", problem));
        done(null, parsed);
      });
    },
  );
}

export default fp(inputGuard, { name: "input-guard" });
