// Measures the shape of the server code: how modules depend on each other
// and where database statements live. Prints a table (or JSON with --json).
//
//   npm run structure
//
// Counted in the production files (no tests, no testing helpers, no
// migrations) of apps/server/src and of the demo data in apps/server/demo
// (the area "demo"):
// - imports between modules: one per (file, imported file) pair where the
//   two files sit in different folders under src/modules;
// - reach-ins: those of them that import another module's *.repository.ts;
// - two-way ties: pairs of top-level folders (a module, lib, db, plugins,
//   demo, ...) that import each other;
// - query statements: calls of select, selectDistinct, insert, update,
//   delete or execute on a database handle (db, tx, executor, x.db), read
//   from the syntax tree so a chain split over lines counts, and calls of the
//   raw query helper queryRows; and where they sit.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "apps/server/src");
const demo = path.join(root, "apps/server/demo");

const inDemo = (file) => file.startsWith(`${demo}${path.sep}`);
/** A file's name in the report: its path under src, or demo/... for the demo data. */
const label = (file) =>
  inDemo(file) ? path.join("demo", path.relative(demo, file)) : path.relative(src, file);

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "testing" || entry.name === "node_modules") continue;
      yield* walk(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|bench)\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

// The files that compose the application from its modules.
const COMPOSITION = new Set([
  "app.ts",
  "server.ts",
  "worker.ts",
  "background.ts",
  "export-sections.ts",
  "content-types.ts",
  "types.d.ts",
  "modules.ts",
]);

/**
 * The folder a file belongs to: "modules/<name>", the first folder under
 * src, "(app)" for the composition files, "(root)" for the other files at
 * the top of src, or "demo" for the demo data.
 */
function area(file) {
  if (inDemo(file)) return "demo";
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === "modules" && rel.length > 2) return `modules/${rel[1]}`;
  if (rel.length > 1) return rel[0];
  return COMPOSITION.has(rel[0]) ? "(app)" : "(root)";
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
  ];
  return candidates.find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

const QUERY_METHODS = new Set([
  "select",
  "selectDistinct",
  "insert",
  "update",
  "delete",
  "execute",
]);
/** The names a database handle goes by: db, tx, executor, and x.db (this.db, app.database.db). */
const HANDLE = /^(db|tx|trx|executor)$/;

/**
 * Counts the query statements in a file from its syntax tree: a call of
 * select, selectDistinct, insert, update, delete or execute on a database
 * handle, however the chain is laid out over lines, and a call of the raw
 * query helper queryRows. Calls on anything else (a hash's update, a map's
 * delete) are not queries.
 */
function countQueries(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === "queryRows") count += 1;
      if (ts.isPropertyAccessExpression(callee) && QUERY_METHODS.has(callee.name.text)) {
        const target = callee.expression;
        const name = ts.isIdentifier(target)
          ? target.text
          : ts.isPropertyAccessExpression(target)
            ? target.name.text
            : null;
        if (name !== null && HANDLE.test(name)) count += 1;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

const files = [...walk(src), ...walk(demo)];
const betweenModules = [];
const areaEdges = new Set();
const statements = new Map();

for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const from = area(file);
  for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolveImport(file, imported.fileName);
    if (!target || !(target.startsWith(`${src}${path.sep}`) || inDemo(target))) continue;
    const to = area(target);
    if (to !== from) areaEdges.add(`${from} -> ${to}`);
    if (from.startsWith("modules/") && to.startsWith("modules/") && from !== to) {
      betweenModules.push({ from: label(file), to: label(target) });
    }
  }
  if (file.includes(`${path.sep}migrations${path.sep}`)) continue;
  const count = countQueries(file, text);
  if (count > 0) statements.set(label(file), count);
}

const reachIns = betweenModules.filter((edge) => edge.to.endsWith(".repository.ts"));
const twoWay = [...areaEdges]
  .map((edge) => edge.split(" -> "))
  .filter(([a, b]) => a < b && areaEdges.has(`${b} -> ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);
const total = [...statements.values()].reduce((sum, n) => sum + n, 0);
const outside = [...statements].filter(([file]) => !file.endsWith(".repository.ts"));
const outsideTotal = outside.reduce((sum, [, n]) => sum + n, 0);

const report = {
  files: files.length,
  importsBetweenModules: betweenModules.length,
  reachInsIntoRepositories: reachIns.length,
  twoWayTies: twoWay,
  queryStatements: total,
  queryStatementsOutsideRepositories: outsideTotal,
  topOutside: outside.sort((a, b) => b[1] - a[1]),
};

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`server production files          ${report.files}`);
  console.log(`imports between modules          ${report.importsBetweenModules}`);
  console.log(`  of which into a repository     ${report.reachInsIntoRepositories}`);
  console.log(`two-way ties between folders     ${twoWay.length}`);
  for (const tie of twoWay) console.log(`  ${tie}`);
  console.log(`query statements                 ${total}`);
  console.log(`  outside *.repository.ts        ${outsideTotal}`);
  for (const [file, n] of report.topOutside) console.log(`    ${String(n).padStart(3)}  ${file}`);
}
