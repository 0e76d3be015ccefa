import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Lints in-memory sources placed in the server and the demo data with the
// repository's own ESLint config: the demo stays out of the server's start
// path, and reaches modules only through their faces (decision 038).
const root = path.resolve(__dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const ONLY_SERVER_TS = /^import-x\/no-restricted-paths: .*Only server\.ts loads the demo data/;

describe("demo data boundaries", { timeout: 60_000 }, () => {
  it("refuses the server's files other than server.ts importing the demo", async () => {
    for (const file of ["src/app.ts", "src/worker.ts", "src/modules/auth/uses-demo.ts"]) {
      const specifier = path.posix.relative(
        path.posix.dirname(`apps/server/${file}`),
        "apps/server/demo/demo-accounts",
      );
      const messages = await lint(
        file,
        `import { DEMO_ACCOUNTS } from "${specifier}";\nexport const accounts = DEMO_ACCOUNTS;\n`,
      );
      expect(messages, file).toEqual([expect.stringMatching(ONLY_SERVER_TS)]);
    }
  });

  it("lets server.ts load the demo", async () => {
    const messages = await lint("src/server.ts", 'export const load = () => import("../demo");\n');
    expect(messages).toEqual([]);
  });

  it("refuses the demo reaching into a module's files", async () => {
    const messages = await lint(
      "demo/uses-content-internals.ts",
      'import { findContent } from "../src/modules/content/content.repository";\nexport const read = findContent;\n',
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*The demo data uses a module only through its index\.ts/,
      ),
    ]);
  });

  it("lets the demo use a module's face, the database schema and lib/", async () => {
    const messages = await lint(
      "demo/uses-content-face.ts",
      [
        'import { insertContent } from "../src/modules/content";',
        'import { content } from "../src/db/schema/content";',
        'import { hashPassword } from "../src/lib/passwords";',
        "export const parts = [insertContent, content, hashPassword];",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });
});
