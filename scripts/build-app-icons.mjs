// Draws the installable app's icons (PNG) from the mark in
// apps/web/public/favicon.svg, with ffmpeg's SVG decoder:
//
//   node scripts/build-app-icons.mjs
//
// The PNGs are committed; run this again only when the mark changes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "apps/web/public/icons");
fs.mkdirSync(out, { recursive: true });

const MARK =
  '<path d="M8 22c3-7 6-10 8-10s5 3 8 10" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><circle cx="16" cy="9" r="2.5" fill="#fff"/>';

/** The favicon's rounded square, or (maskable) a full square with the mark inside the safe zone. */
function svg(size, maskable) {
  const body = maskable
    ? `<rect width="32" height="32" fill="#0e6b5c"/><g transform="translate(16 16) scale(0.7) translate(-16 -15.5)">${MARK}</g>`
    : `<rect width="32" height="32" rx="7" fill="#0e6b5c"/>${MARK}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${body}</svg>`;
}

const icons = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
for (const [name, size, maskable] of icons) {
  const source = path.join(tmp, `${name}.svg`);
  fs.writeFileSync(source, svg(size, maskable));
  execFileSync("ffmpeg", ["-v", "error", "-y", "-i", source, path.join(out, name)]);
  console.log(`wrote apps/web/public/icons/${name} (${size} px)`);
}
fs.rmSync(tmp, { recursive: true, force: true });
