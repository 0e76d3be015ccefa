import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { isAdminRole, type PublicUser, type UserStatus } from "@field-commons/shared/users";
import { AppError, accountBanned, forbidden, unauthenticated } from "../errors";

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not (the handler may still vary what it shows);
 * - `signed-in`: any signed-in user;
 * - `owner`: a signed-in user; the handler then applies the named policy to
 *   the resource the route addresses (the author, or an admin, passes);
 * - `admin`: a signed-in admin or superadmin.
 */
export const ACCESS_LEVELS = ["public", "signed-in", "owner", "admin"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * A named policy function (content.policy.ts and the like) that decides
 * whether the user may act on the resource; the handler applies it, the
 * route records its name.
 */
export type NamedPolicy = ((...args: never[]) => boolean) & { readonly name: string };

export interface AccessRule {
  readonly level: AccessLevel;
  /** Owner routes: the name of the policy the handler applies to the resource. */
  readonly policy: string | null;
  /**
   * User statuses refused on this route. On public routes a session of such
   * a user counts as signed out; on the others it is refused with 403.
   */
  readonly refuse: readonly UserStatus[];
}

/** Banned and inactive accounts act nowhere as themselves. */
export const REFUSED_BY_DEFAULT: readonly UserStatus[] = ["banned", "inactive"];

interface AccessOptions {
  refuse?: readonly UserStatus[];
}

/**
 * Declares a route's access rule, next to the route:
 *
 * ```ts
 * app.put("/:id", { config: { access: access("owner", { policy: canEditContent }) }, schema }, handler)
 * ```
 */
export function access(
  level: "public" | "signed-in" | "admin",
  options?: AccessOptions,
): AccessRule;
export function access(
  level: "owner",
  options: AccessOptions & { policy: NamedPolicy },
): AccessRule;
export function access(
  level: AccessLevel,
  options: AccessOptions & { policy?: NamedPolicy } = {},
): AccessRule {
  if (level === "owner" && !options.policy?.name) {
    throw new Error("access('owner') needs the named policy the handler applies");
  }
  return Object.freeze({
    level,
    policy: level === "owner" ? options.policy!.name : null,
    refuse: Object.freeze([...(options.refuse ?? REFUSED_BY_DEFAULT)]),
  });
}

/** Routes third-party plugins register under /api (the OpenAPI viewer): public. */
const THIRD_PARTY_API_PREFIXES = ["/api/docs"];

/** Routes under /api carry identity (the session is read there only), so each declares its rule. */
export function needsAccessRule(url: string): boolean {
  if (url !== "/api" && !url.startsWith("/api/")) return false;
  return !THIRD_PARTY_API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

export function accessRuleOf(route: Pick<RouteOptions, "config">): AccessRule | undefined {
  return (route.config as { access?: AccessRule } | undefined)?.access;
}

/** One registered route and its rule, as the access table lists it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  rule: AccessRule;
}

export function describeAccess(rule: AccessRule): string {
  return rule.level === "owner" ? `owner (${rule.policy})` : rule.level;
}

const accountInactive = () => new AppError(403, "ACCOUNT_INACTIVE", "This account is inactive.");

function refusedStatus(status: UserStatus): AppError {
  return status === "banned" ? accountBanned() : accountInactive();
}

/** The signed-in user of a route that declared it needs one. */
function requireUser(this: FastifyRequest): PublicUser {
  if (!this.user) throw unauthenticated();
  return this.user;
}

/**
 * The access layer. Every route under /api must declare `config.access`
 * (a route without one stops the app from starting), and one `onRequest`
 * hook enforces it before the body is parsed: 401 without a session, 403
 * for a refused account status, 403 for non-admins on admin routes. Owner
 * routes are signed-in here; their handlers apply the declared policy.
 */
async function accessLayer(app: FastifyInstance) {
  app.decorateRequest("requireUser", requireUser);
  const table: DeclaredRoute[] = [];
  app.decorate("accessTable", table);

  app.addHook("onRoute", (route) => {
    if (!needsAccessRule(route.url)) return;
    const rule = accessRuleOf(route);
    if (!rule || !ACCESS_LEVELS.includes(rule.level)) {
      const methods = Array.isArray(route.method) ? route.method.join(",") : route.method;
      throw new Error(
        `${methods} ${route.url} declares no access rule: add config: { access: access(...) } (docs/ARCHITECTURE.md, Request flow)`,
      );
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, rule });
    // The rule shows in /api/docs next to the route.
    if (route.schema && !route.schema.hide) {
      const note = `Access: ${describeAccess(rule)}.`;
      const description = route.schema.description as string | undefined;
      route.schema = {
        ...route.schema,
        description: description ? `${description}\n\n${note}` : note,
      };
    }
  });

  app.addHook("onRequest", async (request) => {
    const rule = (request.routeOptions.config as { access?: AccessRule }).access;
    if (!rule) return;
    const user = request.user;
    if (user && rule.refuse.includes(user.status)) {
      if (rule.level === "public") {
        request.user = null;
        return;
      }
      throw refusedStatus(user.status);
    }
    if (rule.level === "public") return;
    if (!user) throw unauthenticated();
    if (rule.level === "admin" && !isAdminRole(user)) throw forbidden();
  });
}

export default fp(accessLayer, { name: "access", dependencies: ["session"] });
