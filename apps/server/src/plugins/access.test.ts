import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicUser, UserStatus } from "@field-commons/shared/users";
import { canEditContent } from "../modules/content/content.policy";
import access, { access as rule } from "./access";
import errorHandler from "./error-handler";

/** Stands in for the session plugin: the user comes from a test header. */
const fakeSession = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionId", null);
    app.addHook("onRequest", async (request) => {
      const header = request.headers["x-test-user"];
      if (typeof header === "string") request.user = JSON.parse(header) as PublicUser;
    });
  },
  { name: "session" },
);

function user(role: PublicUser["role"], status: UserStatus = "active"): string {
  const u: PublicUser = {
    id: "00000000-0000-4000-8000-000000000001",
    email: "u@example.org",
    name: "U",
    role,
    status,
    plan: "free",
    isVerified: false,
    isContributor: role !== "user",
    isAdmin: role === "admin" || role === "superadmin",
    isSuperAdmin: role === "superadmin",
    createdAt: new Date(0).toISOString(),
  };
  return JSON.stringify(u);
}

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function build(register: (api: FastifyInstance) => void) {
  app = Fastify();
  await app.register(errorHandler);
  await app.register(fakeSession);
  await app.register(access);
  await app.register(async (api) => register(api), { prefix: "/api" });
  return app;
}

describe("the access layer", () => {
  it("refuses to start when an /api route declares no rule", async () => {
    const starting = build((api) => {
      api.get("/undeclared", async () => ({ ok: true }));
    }).then((built) => built.ready());
    await expect(starting).rejects.toThrow(/GET \/api\/undeclared declares no access rule/);
  });

  it("needs the policy's name on owner routes", () => {
    const anonymous = [() => true][0]!;
    expect(() => rule("owner", { policy: anonymous })).toThrow(/named policy/);
    expect(rule("owner", { policy: canEditContent })).toMatchObject({
      level: "owner",
      policy: "canEditContent",
      refuse: ["banned", "inactive"],
    });
  });

  it("enforces each level before the handler runs", async () => {
    const ran: string[] = [];
    await build((api) => {
      for (const level of ["public", "signed-in", "admin"] as const) {
        api.post(`/${level}`, { config: { access: rule(level) } }, async (request) => {
          ran.push(level);
          return { user: request.user?.role ?? null };
        });
      }
      api.get(
        "/lenient",
        { config: { access: rule("signed-in", { refuse: ["banned"] }) } },
        async (request) => ({ status: request.requireUser().status }),
      );
    });
    const call = (url: string, who?: string) =>
      app.inject({
        method: url === "/api/lenient" ? "GET" : "POST",
        url,
        headers: who ? { "x-test-user": who } : {},
      });

    expect((await call("/api/public")).json()).toEqual({ user: null });
    expect((await call("/api/public", user("user", "inactive"))).json()).toEqual({ user: null });
    expect((await call("/api/public", user("user"))).json()).toEqual({ user: "user" });

    const anonymous = await call("/api/signed-in");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
    const inactive = await call("/api/signed-in", user("admin", "inactive"));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error.code).toBe("ACCOUNT_INACTIVE");
    const banned = await call("/api/signed-in", user("user", "banned"));
    expect(banned.json().error.code).toBe("ACCOUNT_BANNED");
    expect((await call("/api/signed-in", user("user"))).statusCode).toBe(200);

    expect((await call("/api/admin", user("contributor"))).statusCode).toBe(403);
    expect((await call("/api/admin", user("superadmin"))).statusCode).toBe(200);

    // A route may name the statuses it refuses.
    expect((await call("/api/lenient", user("user", "inactive"))).json()).toEqual({
      status: "inactive",
    });
    expect((await call("/api/lenient", user("user", "banned"))).statusCode).toBe(403);

    expect(ran).toEqual(["public", "public", "public", "signed-in", "admin"]);
  });

  it("lists every /api route with its rule", async () => {
    await build((api) => {
      api.get(
        "/items/:id",
        {
          config: { access: rule("owner", { policy: canEditContent }) },
          schema: { summary: "One item" },
        },
        async () => ({}),
      );
    });
    await app.ready();
    expect(app.accessTable.map((r) => `${r.method} ${r.url} ${r.rule.level}`)).toEqual([
      "GET /api/items/:id owner",
      "HEAD /api/items/:id owner",
    ]);
  });
});
