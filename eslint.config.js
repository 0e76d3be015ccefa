import fs from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));

// The web app's layers (docs/ARCHITECTURE.md, "Web app"): app/ composes
// features/; a feature never imports another feature; the shared layers
// (components/, lib/, hooks/) import neither features nor the app.
const web = "apps/web/src";
const features = fs
  .readdirSync(`${root}${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = [
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message:
      "A feature does not import another feature: move what both need to components/ or lib/.",
  })),
  {
    target: [`./${web}/components`, `./${web}/lib`, `./${web}/hooks`],
    from: [`./${web}/features`, `./${web}/app`],
    message: "components/, lib/ and hooks/ are shared: they import no feature and not the app.",
  },
  {
    target: [`./${web}/lib`, `./${web}/hooks`],
    from: `./${web}/components`,
    message: "lib/ and hooks/ hold no components: move the hook next to the component it needs.",
  },
];

// The server's modules (docs/ARCHITECTURE.md, "Server"): a module uses
// another only through that module's index.ts, its public face; plugins/,
// lib/, db/ and storage/ sit beneath every module and import none. Tests and
// their fixtures may reach into a module to set up what they check.
const server = "apps/server/src";
const serverModules = fs
  .readdirSync(`${root}${server}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverBoundaries = [
  ...serverModules.map((name) => ({
    target: `./${server}/modules/${name}`,
    from: `./${server}/modules`,
    except: [
      `./${name}`,
      ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message:
      "A module uses another only through that module's index.ts: export what is needed there.",
  })),
  {
    target: [`./${server}/plugins`, `./${server}/lib`, `./${server}/db`, `./${server}/storage`],
    from: `./${server}/modules`,
    message: "plugins/, lib/, db/ and storage/ sit beneath the modules: they import none.",
  },
];

// The demo data (apps/server/demo/, decision 038) uses the modules through
// their faces, as a module does. The server loads it only in demo mode, from
// server.ts by a dynamic import, so nothing else in src/ imports it.
const demo = "apps/server/demo";
const demoBoundaries = [
  {
    target: `./${demo}`,
    from: `./${server}/modules`,
    except: serverModules.map((name) => `./${name}/index.ts`),
    message: "The demo data uses a module only through its index.ts: export what is needed there.",
  },
];
const noDemoInServer = {
  target: `./${server}`,
  from: `./${demo}`,
  message: "Only server.ts loads the demo data, in demo mode: src/ imports nothing else from it.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "data/**",
      "**/playwright-report/**",
      "**/test-results/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through apps/server/src/env.ts only.",
        },
      ],
    },
  },
  {
    files: [
      "apps/server/src/env.ts",
      "scripts/**",
      "e2e/**",
      "**/*.config.ts",
      "**/*.config.js",
      "**/test/**",
      "**/*.test.ts",
      "**/*.mjs",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Import cycles and layer boundaries, resolved like Node and Vite resolve them.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: webBoundaries }],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`, `${server}/**/__fixtures__/**`, `${server}/testing/**`],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...serverBoundaries, noDemoInServer] },
      ],
    },
  },
  {
    files: [`${server}/server.ts`],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: serverBoundaries }],
    },
  },
  {
    files: [`${demo}/**/*.ts`],
    ignores: [`${demo}/**/*.test.ts`],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: demoBoundaries }],
    },
  },
  {
    // Test helpers (src/testing/ and a feature's testing/) are for tests only.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/**/*.test.{ts,tsx}`, `${web}/**/testing/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/testing/*"], message: "Only tests import src/testing/." }] },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
