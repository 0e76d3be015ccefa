import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Lints in-memory sources placed at paths of the web app with the repository's
// own ESLint config, so the layer rules of docs/ARCHITECTURE.md ("Rules")
// are proven to fail lint, not only written down.
const root = path.resolve(__dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("web app import boundaries", { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature", async () => {
    const messages = await lint(
      "features/feed/components/uses-dashboard.tsx",
      'import { Dashboard } from "../../dashboard/components/dashboard";\nexport const Page = Dashboard;\n',
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import another/),
    ]);
  });

  it("lets a feature import its own files and the shared layers", async () => {
    const messages = await lint(
      "features/feed/components/uses-shared.tsx",
      [
        'import { useSession } from "../../../lib/session/use-session";',
        'import { ContentCard } from "../../../components/content/content-card";',
        'import { Feed } from "./feed";',
        "export const parts = [useSession, ContentCard, Feed];",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("refuses a shared component importing a feature or the app", async () => {
    const fromFeature = await lint(
      "components/ui/uses-feed.tsx",
      'import { Feed } from "../../features/feed/components/feed";\nexport const Page = Feed;\n',
    );
    const fromApp = await lint(
      "lib/uses-router.ts",
      'import { router } from "../app/router";\nexport const app = router;\n',
    );
    for (const messages of [fromFeature, fromApp]) {
      expect(messages).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*import no feature and not the app/,
        ),
      ]);
    }
  });

  it("refuses test helpers outside tests", async () => {
    const messages = await lint(
      "lib/uses-mock.ts",
      'import { mockFetch } from "../testing/mock-fetch";\nexport const mock = mockFetch;\n',
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only tests import src\/testing\//),
    ]);
  });

  it("refuses an import cycle", async () => {
    // lib/session/get-me.ts imports lib/api-client.ts; importing it back closes a cycle.
    const messages = await lint(
      "lib/api-client.ts",
      'import { meQueryKey } from "./session/get-me";\nexport const key = meQueryKey;\n',
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
