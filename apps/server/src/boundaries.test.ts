import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Lints in-memory sources placed at paths of the server with the repository's
// own ESLint config, so the module rules of docs/ARCHITECTURE.md ("Rules")
// are proven to fail lint, not only written down.
const root = path.resolve(__dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("server import boundaries", { timeout: 60_000 }, () => {
  it("refuses a module reaching into another module's files", async () => {
    const messages = await lint(
      "modules/jobs/uses-content-internals.ts",
      'import { findContent } from "../content/content.repository";\nexport const read = findContent;\n',
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*A module uses another only through that module's index\.ts/,
      ),
    ]);
  });

  it("lets a module use another module's public face and its own files", async () => {
    const messages = await lint(
      "modules/jobs/uses-content-face.ts",
      [
        'import { authorContentPage } from "../content";',
        'import { postedJobsPage } from "./jobs.repository";',
        'import { hashPassword } from "../../lib/passwords";',
        "export const parts = [authorContentPage, postedJobsPage, hashPassword];",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("refuses lib/, plugins/, db/ and storage/ importing a module", async () => {
    for (const file of ["lib/uses-content.ts", "plugins/uses-content.ts", "db/uses-content.ts"]) {
      const messages = await lint(
        file,
        'import { authorContentPage } from "../modules/content";\nexport const read = authorContentPage;\n',
      );
      expect(messages, file).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*sit beneath the modules/),
      ]);
    }
  });

  it("lets tests reach into a module to set up what they check", async () => {
    const messages = await lint(
      "modules/jobs/reads-content.test.ts",
      'import { findContent } from "../content/content.repository";\nexport const read = findContent;\n',
    );
    expect(messages).toEqual([]);
  });
});
