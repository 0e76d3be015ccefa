import sharp from "sharp";
import { domainColour } from "@field-commons/shared/domains";

/**
 * Illustrations for the demo content: simple landscape and interior scenes
 * drawn as SVG in code and rendered to JPEG with sharp. They are generated
 * pictures, not photographs, and are the same for the same seed.
 */

export const SCENE_KINDS = [
  "water",
  "fields",
  "forest",
  "coast",
  "mountain",
  "village",
  "energy",
  "library",
  "market",
  "terraces",
  "network",
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1000;

// ---------------------------------------------------------------------------
// Randomness and colour
// ---------------------------------------------------------------------------

type Rng = () => number;

function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for pictures. */
function makeRng(seed: string): Rng {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes b into a by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#101418", t);

/** A slight random variation of a colour. */
function vary(rng: Rng, c: string, amount = 0.08): string {
  const t = between(rng, -amount, amount);
  return t >= 0 ? lighten(c, t) : darken(c, -t);
}

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

interface Palette {
  accent: string;
  skyTop: string;
  skyBottom: string;
  sun: string;
  haze: string;
  far: string;
  mid: string;
  greens: string[];
  earth: string;
  water: string;
  waterDeep: string;
  roofs: string[];
  walls: string[];
  light: "day" | "golden" | "dawn" | "soft";
}

const SKIES = {
  day: { top: "#5b8fd0", bottom: "#d6e6f2", sun: "#fff6d8" },
  golden: { top: "#6f8fc4", bottom: "#f6d3a1", sun: "#ffe3a3" },
  dawn: { top: "#7d86b8", bottom: "#f3c6b4", sun: "#ffe1c4" },
  soft: { top: "#8aa4bf", bottom: "#e6e9e4", sun: "#fffaf0" },
} as const;

function makePalette(rng: Rng, accent: string): Palette {
  const light = pick(rng, ["day", "day", "golden", "dawn", "soft"] as const);
  const sky = SKIES[light];
  const skyTop = mix(sky.top, accent, 0.14);
  const skyBottom = mix(sky.bottom, accent, 0.06);
  const haze = mix(skyBottom, "#9fb3c8", 0.35);
  const far = mix(mix("#7f93ad", accent, 0.12), skyBottom, 0.25);
  const mid = mix("#5f7f78", accent, 0.1);
  const baseGreen = pick(rng, ["#5e8c3a", "#6d9440", "#4f7f45", "#7a9a48"]);
  const warm = light === "golden" ? 0.12 : 0.03;
  const greens = [0, 1, 2, 3, 4].map((i) =>
    mix(
      vary(rng, i % 2 ? darken(baseGreen, 0.12 * i) : lighten(baseGreen, 0.05 * i)),
      "#d9a441",
      warm,
    ),
  );
  return {
    accent,
    skyTop,
    skyBottom,
    sun: sky.sun,
    haze,
    far,
    mid,
    greens,
    earth: mix("#9a7650", accent, 0.08),
    water: mix("#3f7fb5", accent, 0.18),
    waterDeep: mix("#1f4f7a", accent, 0.15),
    roofs: [mix("#b4553a", accent, 0.35), "#a0492f", mix("#6b4a3a", accent, 0.2), "#8d3b2c"],
    walls: ["#efe4d0", "#e8d7b9", "#f4efe6", "#dcc7a6", mix("#efe4d0", accent, 0.12)],
    light,
  };
}

// ---------------------------------------------------------------------------
// Shape helpers
// ---------------------------------------------------------------------------

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

/** A smooth ridge: a sum of sines, sampled across the width, closed at the bottom. */
function hillPath(rng: Rng, baseY: number, amp: number, waves = 3, bottom = H): string {
  const parts = Array.from({ length: waves }, (_, i) => ({
    f: (between(rng, 0.6, 1.4) * (i + 1) * Math.PI * 2) / W,
    p: between(rng, 0, Math.PI * 2),
    a: amp / (i + 1),
  }));
  const pts: string[] = [];
  for (let x = -20; x <= W + 20; x += 40) {
    const y = baseY + parts.reduce((s, w) => s + Math.sin(x * w.f + w.p) * w.a, 0);
    pts.push(`${x},${r1(y)}`);
  }
  return `M-20,${bottom} L${pts.join(" L")} L${W + 20},${bottom} Z`;
}

/** A jagged mountain ridge by midpoint displacement. */
function ridgePoints(rng: Rng, baseY: number, amp: number, rough = 0.55): [number, number][] {
  const n = 64;
  const ys = new Array<number>(n + 1).fill(baseY);
  ys[0] = baseY + between(rng, -amp, amp) * 0.5;
  ys[n] = baseY + between(rng, -amp, amp) * 0.5;
  let step = n;
  let scale = amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + between(rng, -scale, scale);
    }
    step = half;
    scale *= rough;
  }
  return ys.map((y, i) => [(i / n) * (W + 40) - 20, y]);
}

function closed(points: [number, number][], bottom = H): string {
  return `M-20,${bottom} L${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" L")} L${W + 20},${bottom} Z`;
}

function sky(p: Palette, rng: Rng, horizon: number): string {
  const sunX = between(rng, W * 0.15, W * 0.85);
  const sunY =
    p.light === "golden" || p.light === "dawn"
      ? horizon - between(rng, 60, 160)
      : between(rng, 110, 260);
  const clouds: string[] = [];
  const count = p.light === "soft" ? 7 : Math.floor(between(rng, 2, 6));
  for (let i = 0; i < count; i++) {
    const cx = between(rng, -100, W + 100);
    const cy = between(rng, 60, horizon * 0.55);
    const s = between(rng, 0.6, 1.5);
    const op = between(rng, 0.35, 0.7);
    const puffs = Array.from({ length: 4 }, (_, k) => {
      const dx = (k - 1.5) * 60 * s + between(rng, -15, 15);
      return `<ellipse cx="${r1(cx + dx)}" cy="${r1(cy - between(rng, 0, 22) * s)}" rx="${r1(between(rng, 50, 90) * s)}" ry="${r1(between(rng, 18, 30) * s)}"/>`;
    }).join("");
    clouds.push(`<g fill="#ffffff" opacity="${r1(op * 10) / 10}">${puffs}</g>`);
  }
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.skyTop}"/>
      <stop offset="1" stop-color="${p.skyBottom}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.sun}" stop-opacity="1"/>
      <stop offset="0.18" stop-color="${p.sun}" stop-opacity="0.9"/>
      <stop offset="0.4" stop-color="${p.sun}" stop-opacity="0.25"/>
      <stop offset="1" stop-color="${p.sun}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${horizon + 200}" fill="url(#sky)"/>
  <circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="260" fill="url(#sun)"/>
  ${clouds.join("")}`;
}

function haze(p: Palette, y: number, height = 140): string {
  return `<defs><linearGradient id="haze${y}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${p.haze}" stop-opacity="0"/>
    <stop offset="0.6" stop-color="${p.haze}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${p.haze}" stop-opacity="0"/></linearGradient></defs>
    <rect x="0" y="${y - height / 2}" width="${W}" height="${height}" fill="url(#haze${y})"/>`;
}

function conifer(x: number, base: number, h: number, fill: string, trunk = "#4a3728"): string {
  const w = h * 0.42;
  const tiers = [0, 1, 2]
    .map((i) => {
      const top = base - h + i * h * 0.22;
      const bot = base - h * 0.12 - (2 - i) * h * 0.18;
      const ww = w * (0.55 + i * 0.22);
      return `${r1(x)},${r1(top)} ${r1(x + ww / 2)},${r1(bot)} ${r1(x - ww / 2)},${r1(bot)}`;
    })
    .map((pts) => `<polygon points="${pts}"/>`)
    .join("");
  return `<rect x="${r1(x - h * 0.03)}" y="${r1(base - h * 0.16)}" width="${r1(h * 0.06)}" height="${r1(h * 0.16)}" fill="${trunk}"/><g fill="${fill}">${tiers}</g>`;
}

function roundTree(rng: Rng, x: number, base: number, h: number, fill: string): string {
  const r = h * 0.32;
  const crown = [0, 1, 2]
    .map((i) => {
      const cx = x + (i - 1) * r * 0.55;
      const cy = base - h + r + (i === 1 ? 0 : r * 0.35) + between(rng, -4, 4);
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * (i === 1 ? 1 : 0.8))}"/>`;
    })
    .join("");
  return `<rect x="${r1(x - h * 0.04)}" y="${r1(base - h * 0.45)}" width="${r1(h * 0.08)}" height="${r1(h * 0.45)}" fill="#5a4330"/>
  <g fill="${fill}">${crown}</g>
  <circle cx="${r1(x - r * 0.3)}" cy="${r1(base - h + r * 0.8)}" r="${r1(r * 0.45)}" fill="${lighten(fill, 0.15)}" opacity="0.5"/>`;
}

function house(rng: Rng, p: Palette, x: number, base: number, w: number): string {
  const h = w * between(rng, 0.55, 0.8);
  const roofH = w * between(rng, 0.3, 0.45);
  const wall = pick(rng, p.walls);
  const roof = pick(rng, p.roofs);
  const overhang = w * 0.08;
  const windows: string[] = [];
  const n = w > 90 ? 2 : 1;
  for (let i = 0; i < n; i++) {
    const wx = x + (w / (n + 1)) * (i + 1) - w * 0.08;
    windows.push(
      `<rect x="${r1(wx)}" y="${r1(base - h * 0.7)}" width="${r1(w * 0.16)}" height="${r1(h * 0.26)}" fill="${darken(p.waterDeep, 0.3)}" opacity="0.8"/>`,
    );
  }
  return `<g>
    <rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>
    <rect x="${r1(x + w * 0.72)}" y="${r1(base - h)}" width="${r1(w * 0.28)}" height="${r1(h)}" fill="#000" opacity="0.08"/>
    <polygon points="${r1(x - overhang)},${r1(base - h)} ${r1(x + w / 2)},${r1(base - h - roofH)} ${r1(x + w + overhang)},${r1(base - h)}" fill="${roof}"/>
    <polygon points="${r1(x + w / 2)},${r1(base - h - roofH)} ${r1(x + w + overhang)},${r1(base - h)} ${r1(x + w / 2)},${r1(base - h)}" fill="#000" opacity="0.12"/>
    ${windows.join("")}
    <rect x="${r1(x + w * 0.42)}" y="${r1(base - h * 0.42)}" width="${r1(w * 0.16)}" height="${r1(h * 0.42)}" fill="${darken(roof, 0.35)}"/>
  </g>`;
}

function vignette(): string {
  return `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#vig)"/>`;
}

/** Mountains, hills and a sky, the common backdrop of the outdoor scenes. */
function backdrop(rng: Rng, p: Palette, horizon: number, mountains: boolean): string {
  const layers: string[] = [sky(p, rng, horizon)];
  if (mountains) {
    layers.push(
      `<path d="${closed(ridgePoints(rng, horizon - 170, 120))}" fill="${lighten(p.far, 0.18)}"/>`,
    );
    layers.push(`<path d="${closed(ridgePoints(rng, horizon - 90, 90))}" fill="${p.far}"/>`);
  } else {
    layers.push(`<path d="${hillPath(rng, horizon - 50, 30, 3)}" fill="${lighten(p.far, 0.2)}"/>`);
  }
  layers.push(haze(p, horizon - 30, 120));
  return layers.join("\n");
}

/** Water below the horizon: a gradient, reflected hills and shimmer lines. */
function waterBody(rng: Rng, p: Palette, top: number, reflect: string): string {
  const lines: string[] = [];
  for (let i = 0; i < 60; i++) {
    const y = between(rng, top + 8, H);
    const depth = (y - top) / (H - top);
    const w = between(rng, 30, 160) * (0.5 + depth);
    lines.push(
      `<rect x="${r1(between(rng, -50, W))}" y="${r1(y)}" width="${r1(w)}" height="${r1(1.5 + depth * 3)}" rx="2" fill="#ffffff" opacity="${r1(between(rng, 0.08, 0.3) * 100) / 100}"/>`,
    );
  }
  return `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(p.water, 0.25)}"/>
      <stop offset="1" stop-color="${p.waterDeep}"/></linearGradient>
      <clipPath id="waterClip"><rect x="0" y="${top}" width="${W}" height="${H - top}"/></clipPath></defs>
    <rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#water)"/>
    <g clip-path="url(#waterClip)" opacity="0.3" transform="translate(0 ${2 * top}) scale(1 -1)">${reflect}</g>
    ${lines.join("")}`;
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

type Scene = (rng: Rng, p: Palette) => string;

const waterScene: Scene = (rng, p) => {
  const horizon = between(rng, 430, 490);
  const bankTop = between(rng, 730, 780);
  const hillsNear = `<path d="${hillPath(rng, horizon - 20, 35, 3, horizon + 4)}" fill="${p.mid}"/>`;
  const treeLine = Array.from({ length: 26 }, (_, i) => {
    const x = (i / 25) * W + between(rng, -20, 20);
    return roundTree(
      rng,
      x,
      horizon + 2,
      between(rng, 40, 70),
      vary(rng, darken(p.greens[2]!, 0.2)),
    );
  }).join("");
  const out = [
    backdrop(rng, p, horizon, rng() > 0.4),
    hillsNear,
    treeLine,
    waterBody(rng, p, horizon, hillsNear + treeLine),
  ];
  // The near bank, and an irrigation canal leaving the lake through a sluice gate.
  out.push(`<path d="${hillPath(rng, bankTop, 14, 2)}" fill="${p.greens[1]}"/>`);
  out.push(
    `<path d="${hillPath(rng, bankTop + 120, 20, 2)}" fill="${lighten(p.greens[0]!, 0.04)}"/>`,
  );
  const c0 = between(rng, W * 0.35, W * 0.6);
  const c3 = c0 + between(rng, -300, 300);
  const c1 = c0 + between(rng, -40, 40);
  const c2 = c3 - (c3 - c0) * 0.2;
  const centre = (t: number) => {
    const u = 1 - t;
    return u * u * u * c0 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * c3;
  };
  const top = bankTop - 30;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const y = top + (H + 20 - top) * t;
    const half = 40 + 150 * t * t;
    const x = centre(t);
    left.push(`${r1(x - half)},${r1(y)}`);
    right.push(`${r1(x + half)},${r1(y)}`);
  }
  out.push(
    `<path d="M${left.join(" L")} L${[...right].reverse().join(" L")} Z" fill="${lighten(p.water, 0.1)}"/>`,
  );
  out.push(
    `<path d="M${left.join(" L")}" stroke="#b9ab95" stroke-width="8" fill="none"/><path d="M${right.join(" L")}" stroke="#b9ab95" stroke-width="8" fill="none"/>`,
  );
  for (let i = 0; i < 12; i++) {
    const t = between(rng, 0.1, 1);
    const y = top + (H + 20 - top) * t;
    const half = 40 + 150 * t * t;
    out.push(
      `<rect x="${r1(centre(t) - half * between(rng, 0.2, 0.7))}" y="${r1(y)}" width="${r1(half * between(rng, 0.3, 0.8))}" height="${r1(2 + t * 3)}" rx="2" fill="#fff" opacity="0.25"/>`,
    );
  }
  // The gate: a stone sill, timber posts and boards that lift to let water through.
  const gx = c0 - 70;
  const gy = top + 4;
  out.push(`<g>
    <rect x="${r1(gx - 16)}" y="${r1(gy)}" width="172" height="22" fill="#b9ab95"/>
    <rect x="${r1(gx - 16)}" y="${r1(gy + 16)}" width="172" height="6" fill="#000" opacity="0.15"/>
    ${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${r1(gx + i * 62)}" y="${r1(gy - 64)}" width="14" height="68" fill="#6b5136"/>` +
          (i < 2
            ? `<rect x="${r1(gx + 14 + i * 62)}" y="${r1(gy - between(rng, 20, 46))}" width="48" height="40" fill="#8a6a47"/>`
            : ""),
      )
      .join("")}
    <rect x="${r1(gx - 6)}" y="${r1(gy - 72)}" width="152" height="10" fill="#5b432c"/>
  </g>`);
  const reeds = Array.from({ length: 70 }, () => {
    const x = between(rng, 0, W);
    if (Math.abs(x - c0) < 260) return "";
    const base = bankTop + between(rng, -6, 30);
    const h = between(rng, 40, 100);
    const lean = between(rng, -16, 16);
    return `<path d="M${r1(x)},${r1(base)} q${r1(lean / 2)},${r1(-h / 2)} ${r1(lean)},${r1(-h)}" stroke="${vary(rng, darken(p.greens[1]!, 0.25))}" stroke-width="${r1(between(rng, 2, 4))}" fill="none"/>`;
  }).join("");
  out.push(reeds);
  return out.join("\n");
};

const fieldsScene: Scene = (rng, p) => {
  const horizon = between(rng, 400, 470);
  const vx = between(rng, W * 0.3, W * 0.7);
  const out: string[] = [backdrop(rng, p, horizon, rng() > 0.5)];
  out.push(
    `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.greens[2]}"/>`,
  );
  // Rows of fields converging on a vanishing point.
  const cols = 12;
  const rows = 7;
  const rowY = (j: number) => horizon + (H - horizon) * Math.pow(j / rows, 1.5);
  const colX = (i: number, y: number) =>
    vx + ((i / cols) * 2 - 1) * (W * 0.9 + W * 1.5 * ((y - horizon) / (H - horizon)));
  const crops = [
    ...p.greens,
    mix(p.greens[0]!, "#d8b555", 0.55),
    mix(p.greens[1]!, "#c9a04a", 0.7),
    lighten(p.greens[3]!, 0.1),
  ];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const y0 = rowY(j);
      const y1 = rowY(j + 1);
      const fill = vary(rng, pick(rng, crops), 0.05);
      out.push(
        `<polygon points="${r1(colX(i, y0))},${r1(y0)} ${r1(colX(i + 1, y0))},${r1(y0)} ${r1(colX(i + 1, y1))},${r1(y1)} ${r1(colX(i, y1))},${r1(y1)}" fill="${fill}" stroke="${darken(p.greens[2]!, 0.25)}" stroke-width="${r1(1 + j * 0.6)}" stroke-opacity="0.5"/>`,
      );
      // Crop rows in the nearer fields.
      if (j >= 3 && rng() > 0.4) {
        const lines: string[] = [];
        for (let k = 1; k < 6; k++) {
          const t = k / 6;
          const xa = colX(i, y0) + (colX(i + 1, y0) - colX(i, y0)) * t;
          const xb = colX(i, y1) + (colX(i + 1, y1) - colX(i, y1)) * t;
          lines.push(`M${r1(xa)},${r1(y0)} L${r1(xb)},${r1(y1)}`);
        }
        out.push(
          `<path d="${lines.join(" ")}" stroke="${darken(fill, 0.18)}" stroke-width="${r1(1 + j * 0.5)}" fill="none" opacity="0.6"/>`,
        );
      }
    }
  }
  // An irrigation channel along one column line.
  const c = Math.floor(between(rng, 3, cols - 3));
  const chan = (y: number, off: number) =>
    `${r1(colX(c, y) + off * ((y - horizon) / (H - horizon)) * 14)},${r1(y)}`;
  out.push(
    `<polygon points="${chan(horizon, -1)} ${chan(horizon, 1)} ${chan(H, 1)} ${chan(H, -1)}" fill="${lighten(p.water, 0.15)}" stroke="#d8ccb0" stroke-width="2"/>`,
  );
  // A line of trees and a farmhouse at the horizon.
  for (let i = 0; i < 18; i++) {
    const x = between(rng, 0, W);
    out.push(
      roundTree(rng, x, horizon + 6, between(rng, 36, 64), vary(rng, darken(p.greens[3]!, 0.15))),
    );
  }
  out.push(house(rng, p, between(rng, W * 0.1, W * 0.8), horizon + 14, 70));
  return out.join("\n");
};

const forestScene: Scene = (rng, p) => {
  const horizon = between(rng, 420, 500);
  const out: string[] = [backdrop(rng, p, horizon, rng() > 0.3)];
  const layers = 5;
  for (let l = 0; l < layers; l++) {
    const depth = l / (layers - 1);
    const base = horizon + 20 + depth * (H - horizon + 60) * 0.78;
    const colour = mix(
      darken(p.greens[(l + 1) % p.greens.length]!, 0.1 + depth * 0.35),
      p.haze,
      0.5 * (1 - depth),
    );
    out.push(
      `<path d="${hillPath(rng, base - 30, 20 + depth * 20, 2)}" fill="${mix(colour, p.haze, 0.15)}"/>`,
    );
    const count = Math.round(38 - depth * 18);
    const trees: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = between(rng, -40, W + 40);
      const h = between(rng, 60, 110) * (0.6 + depth * 2.4);
      const y = base + between(rng, -20, 30) * (0.5 + depth);
      trees.push(
        rng() > 0.25
          ? conifer(x, y, h, vary(rng, colour, 0.05), darken(colour, 0.3))
          : roundTree(rng, x, y, h * 0.8, vary(rng, mix(colour, p.greens[0]!, 0.3), 0.05)),
      );
    }
    out.push(trees.join(""));
    if (l < layers - 2) out.push(haze(p, base + 10, 70));
  }
  // A footpath through the nearest trees.
  const px = between(rng, W * 0.3, W * 0.7);
  out.push(
    `<path d="M${r1(px - 20)},${H} C${r1(px - 60)},${H - 120} ${r1(px + 80)},${H - 170} ${r1(px + 10)},${H - 260} L${r1(px + 40)},${H - 260} C${r1(px + 130)},${H - 170} ${r1(px + 60)},${H - 100} ${r1(px + 160)},${H} Z" fill="${p.earth}" opacity="0.85"/>`,
  );
  return out.join("\n");
};

function boat(rng: Rng, p: Palette, x: number, y: number, s: number): string {
  const hull = vary(rng, pick(rng, [p.accent, "#f2ede2", "#2f4f6f", "#b4553a"]), 0.05);
  const sail = rng() > 0.4;
  return `<g>
    <path d="M${r1(x)},${r1(y)} L${r1(x + 120 * s)},${r1(y)} L${r1(x + 100 * s)},${r1(y + 22 * s)} L${r1(x + 18 * s)},${r1(y + 22 * s)} Z" fill="${hull}"/>
    <rect x="${r1(x)}" y="${r1(y)}" width="${r1(120 * s)}" height="${r1(4 * s)}" fill="#ffffff" opacity="0.6"/>
    ${
      sail
        ? `<rect x="${r1(x + 58 * s)}" y="${r1(y - 90 * s)}" width="${r1(3 * s)}" height="${r1(90 * s)}" fill="#3b3026"/>
    <polygon points="${r1(x + 62 * s)},${r1(y - 86 * s)} ${r1(x + 110 * s)},${r1(y - 8 * s)} ${r1(x + 62 * s)},${r1(y - 8 * s)}" fill="#f7f2e6"/>`
        : `<rect x="${r1(x + 30 * s)}" y="${r1(y - 24 * s)}" width="${r1(40 * s)}" height="${r1(24 * s)}" fill="#f2ede2"/><rect x="${r1(x + 36 * s)}" y="${r1(y - 18 * s)}" width="${r1(28 * s)}" height="${r1(8 * s)}" fill="${p.waterDeep}"/>`
    }
    <path d="M${r1(x + 10 * s)},${r1(y + 26 * s)} L${r1(x + 110 * s)},${r1(y + 26 * s)}" stroke="${darken(p.water, 0.3)}" stroke-width="${r1(3 * s)}" opacity="0.4"/>
  </g>`;
}

const coastScene: Scene = (rng, p) => {
  const horizon = between(rng, 420, 480);
  const out: string[] = [sky(p, rng, horizon)];
  const headland = `<path d="${closed(
    ridgePoints(rng, horizon - 40, 50, 0.5).map(([x, y]) => [x, x < W * 0.45 ? y : horizon + 2]),
    horizon + 2,
  )}" fill="${p.far}"/>`;
  out.push(headland);
  out.push(waterBody(rng, p, horizon, headland));
  // A curved beach at the bottom and a village on it.
  const beachTop = between(rng, 760, 820);
  out.push(
    `<path d="M-20,${H} L-20,${r1(beachTop)} C${W * 0.3},${r1(beachTop - 60)} ${W * 0.6},${r1(beachTop + 40)} ${W + 20},${r1(beachTop - 30)} L${W + 20},${H} Z" fill="#e2cf9f"/>`,
  );
  out.push(
    `<path d="M-20,${r1(beachTop)} C${W * 0.3},${r1(beachTop - 60)} ${W * 0.6},${r1(beachTop + 40)} ${W + 20},${r1(beachTop - 30)}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.55"/>`,
  );
  // Boats on the water and drawn up on the beach.
  const n = Math.floor(between(rng, 3, 6));
  for (let i = 0; i < n; i++) {
    const y = between(rng, horizon + 40, beachTop - 80);
    const s = 0.4 + ((y - horizon) / (beachTop - horizon)) * 1.1;
    out.push(boat(rng, p, between(rng, 0, W - 150 * s), y, s));
  }
  // A wooden jetty running out from the beach, on posts.
  const jx = between(rng, W * 0.6, W * 0.8);
  const near = beachTop + 20;
  const far = beachTop - between(rng, 150, 200);
  const span = near - far;
  const edge = (t: number, side: -1 | 1) => jx + side * (70 - 34 * t) + t * 40;
  const posts: string[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    const y = near - span * t;
    const s = 1 - t * 0.5;
    for (const side of [-1, 1] as const) {
      posts.push(
        `<rect x="${r1(edge(t, side) - 5 * s)}" y="${r1(y - 4)}" width="${r1(10 * s)}" height="${r1(46 * s)}" fill="#4a3728"/>`,
      );
    }
  }
  out.push(posts.join(""));
  out.push(
    `<polygon points="${r1(edge(0, -1))},${r1(near)} ${r1(edge(0, 1))},${r1(near)} ${r1(edge(1, 1))},${r1(far)} ${r1(edge(1, -1))},${r1(far)}" fill="#9a7650"/>`,
  );
  const planks: string[] = [];
  for (let i = 1; i < 16; i++) {
    const t = 1 - Math.pow(1 - i / 16, 1.3);
    const y = near - span * t;
    planks.push(`M${r1(edge(t, -1))},${r1(y)} L${r1(edge(t, 1))},${r1(y)}`);
  }
  out.push(`<path d="${planks.join(" ")}" stroke="#6b5136" stroke-width="2" opacity="0.7"/>`);
  out.push(
    `<rect x="${r1(edge(0, -1))}" y="${r1(near)}" width="${r1(edge(0, 1) - edge(0, -1))}" height="8" fill="#6b5136"/>`,
  );
  // Boats drawn up on the beach, clear of the jetty.
  const room = (jx - 320) / 2;
  for (let i = 0; i < 2; i++) {
    const y = between(rng, beachTop + 60, H - 70);
    out.push(
      boat(
        rng,
        p,
        30 + i * room + between(rng, 0, room - 200),
        y,
        1.3 + ((y - beachTop) / 300) * 0.4,
      ),
    );
  }
  return out.join("\n");
};

const mountainScene: Scene = (rng, p) => {
  const horizon = between(rng, 560, 620);
  const out: string[] = [sky(p, rng, horizon)];
  // Peaks that would leave the frame are pressed down softly, keeping their shape.
  const peaks = ridgePoints(rng, horizon - 320, 200, 0.58).map(([x, y]): [number, number] => [
    x,
    y < 140 ? 140 - (140 - y) * 0.35 : y,
  ]);
  const peakPath = closed(peaks);
  out.push(`<defs><clipPath id="peaks"><path d="${peakPath}"/></clipPath></defs>`);
  out.push(`<path d="${peakPath}" fill="${lighten(p.far, 0.05)}"/>`);
  const snowLine = Math.min(...peaks.map(([, y]) => y)) + between(rng, 90, 140);
  out.push(
    `<g clip-path="url(#peaks)"><path d="${hillPath(rng, snowLine, 25, 4, 0)}" fill="#f4f6f8"/><path d="${closed(peaks.map(([x, y]) => [x + 60, y + 10]))}" fill="#000" opacity="0.08"/></g>`,
  );
  out.push(haze(p, horizon - 120, 160));
  out.push(
    `<path d="${closed(ridgePoints(rng, horizon - 110, 70, 0.5))}" fill="${mix(p.far, p.greens[3]!, 0.45)}"/>`,
  );
  for (let i = 0; i < 30; i++) {
    out.push(
      conifer(
        between(rng, 0, W),
        horizon - between(rng, 30, 90),
        between(rng, 40, 70),
        darken(p.greens[3]!, 0.3),
      ),
    );
  }
  // Alpine pasture, a fence line and a few chalets.
  out.push(`<path d="${hillPath(rng, horizon, 40, 2)}" fill="${p.greens[1]}"/>`);
  out.push(
    `<path d="${hillPath(rng, horizon + 160, 50, 2)}" fill="${lighten(p.greens[0]!, 0.05)}"/>`,
  );
  const fy = horizon + between(rng, 210, 260);
  const fence = Array.from({ length: 22 }, (_, i) => {
    const x = i * 78 - 10;
    return `<rect x="${x}" y="${r1(fy - 40 + Math.sin(i / 3) * 12)}" width="7" height="52" fill="#6b5136"/>`;
  }).join("");
  out.push(
    `${fence}<path d="M-20,${r1(fy - 26)} ${Array.from({ length: 22 }, (_, i) => `L${i * 78 - 6},${r1(fy - 26 + Math.sin(i / 3) * 12)}`).join(" ")}" stroke="#6b5136" stroke-width="4" fill="none"/>`,
  );
  for (let i = 0; i < 3; i++) {
    out.push(
      house(
        rng,
        p,
        between(rng, 80, W - 200),
        horizon + between(rng, 40, 120),
        between(rng, 80, 130),
      ),
    );
  }
  // Grazing animals, as simple shapes.
  for (let i = 0; i < 7; i++) {
    const x = between(rng, 100, W - 100);
    const y = between(rng, horizon + 160, H - 60);
    const s = 0.6 + (y - horizon) / 500;
    const coat = pick(rng, ["#f1ece2", "#6b4a3a", "#3a2e28", "#d9c7a8"]);
    out.push(
      `<g><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(34 * s)}" ry="${r1(16 * s)}" fill="${coat}"/><ellipse cx="${r1(x + 34 * s)}" cy="${r1(y - 8 * s)}" rx="${r1(10 * s)}" ry="${r1(8 * s)}" fill="${darken(coat, 0.2)}"/><rect x="${r1(x - 24 * s)}" y="${r1(y + 8 * s)}" width="${r1(5 * s)}" height="${r1(18 * s)}" fill="${darken(coat, 0.3)}"/><rect x="${r1(x + 18 * s)}" y="${r1(y + 8 * s)}" width="${r1(5 * s)}" height="${r1(18 * s)}" fill="${darken(coat, 0.3)}"/></g>`,
    );
  }
  return out.join("\n");
};

/** Terraced slope: contour bands stepping down a hillside, some flooded and reflecting the sky. */
function terraces(rng: Rng, p: Palette, top: number, bottom: number): string {
  const out: string[] = [];
  const walls: string[] = [];
  const bands = 10;
  const phase = between(rng, 0, Math.PI * 2);
  const bulge = between(rng, W * 0.3, W * 0.7);
  const curve = (i: number) => {
    const t = i / bands;
    const y0 = top + (bottom - top) * Math.pow(t, 1.25);
    const pts: [number, number][] = [];
    for (let x = -20; x <= W + 20; x += 40) {
      const d = (x - bulge) / W;
      const y =
        y0 +
        d * d * (120 + i * 30) +
        Math.sin(x / 260 + phase + i * 0.15) * (10 + i * 3) +
        Math.sin(x / 97 + i) * 3;
      pts.push([x, y]);
    }
    return pts;
  };
  const fmt = (pts: [number, number][]) => pts.map(([x, y]) => `${x},${r1(y)}`).join(" L");
  for (let i = 0; i < bands; i++) {
    const upper = curve(i);
    const lower = curve(i + 1);
    const flooded = rng() < 0.3;
    const base = vary(rng, pick(rng, p.greens), 0.06);
    const fill = flooded ? mix(mix(lighten(p.water, 0.3), p.skyBottom, 0.3), base, 0.22) : base;
    const riser = 8 + i * 2.5;
    out.push(`<path d="M${fmt(upper)} L${fmt([...lower].reverse())} Z" fill="${fill}"/>`);
    if (flooded) {
      // Young rice in rows standing in the water.
      const dots: string[] = [];
      for (const [x, y] of upper) {
        if (x % 80 !== 0) continue;
        dots.push(`M${x},${r1(y + riser + 4)} l0,${r1(-4 - i)}`);
      }
      out.push(
        `<path d="${dots.join(" ")}" stroke="${base}" stroke-width="${r1(2 + i * 0.4)}" opacity="0.8"/>`,
      );
    }
    // The terrace wall: an earth face below the lip of the terrace above.
    walls.push(
      `<path d="M${fmt(lower)} L${fmt([...lower].reverse().map(([x, y]) => [x, y + riser] as [number, number]))} Z" fill="${darken(p.earth, 0.05)}"/>`,
      `<path d="M${fmt(lower)}" stroke="${lighten(base, 0.3)}" stroke-width="3" fill="none" opacity="0.8"/>`,
    );
  }
  return [...out, ...walls].join("\n");
}

const villageScene: Scene = (rng, p) => {
  const horizon = between(rng, 420, 480);
  const out: string[] = [backdrop(rng, p, horizon, rng() > 0.5)];
  out.push(`<path d="${hillPath(rng, horizon + 20, 40, 3)}" fill="${p.greens[3]}"/>`);
  out.push(`<path d="${hillPath(rng, horizon + 160, 40, 2)}" fill="${p.greens[1]}"/>`);
  out.push(`<path d="${hillPath(rng, horizon + 330, 30, 2)}" fill="${p.greens[0]}"/>`);
  // A cluster of houses on the slope, back to front.
  const cx = between(rng, W * 0.25, W * 0.75);
  const houses = Array.from({ length: 14 }, () => ({
    x: cx + between(rng, -520, 520),
    y: horizon + between(rng, 90, 300),
  })).sort((a, b) => a.y - b.y);
  for (const h of houses) {
    const w = 60 + (h.y - horizon) * 0.32;
    out.push(house(rng, p, h.x, h.y, w));
    if (rng() > 0.6)
      out.push(
        roundTree(rng, h.x + w + 20, h.y + 4, w * 0.9, vary(rng, darken(p.greens[2]!, 0.2))),
      );
  }
  // A path winding down to the viewer.
  out.push(
    `<path d="M${r1(cx)},${r1(horizon + 300)} C${r1(cx - 200)},${r1(horizon + 380)} ${r1(cx + 250)},${r1(H - 180)} ${r1(cx - 60)},${H + 10}" stroke="${lighten(p.earth, 0.2)}" stroke-width="34" fill="none" stroke-linecap="round" opacity="0.9"/>`,
  );
  for (let i = 0; i < 6; i++) {
    const x = rng() > 0.5 ? between(rng, 0, W * 0.25) : between(rng, W * 0.75, W);
    out.push(
      roundTree(
        rng,
        x,
        H - between(rng, 0, 60),
        between(rng, 180, 280),
        vary(rng, darken(p.greens[2]!, 0.25)),
      ),
    );
  }
  return out.join("\n");
};

function panelRow(rng: Rng, p: Palette, y: number, s: number, x0: number, x1: number): string {
  const panel = mix("#1d3557", p.accent, 0.15);
  const w = 90 * s;
  const h = 44 * s;
  const out: string[] = [];
  for (let x = x0; x < x1; x += w + 6 * s) {
    out.push(
      `<polygon points="${r1(x + 10 * s)},${r1(y - h)} ${r1(x + w + 10 * s)},${r1(y - h)} ${r1(x + w)},${r1(y)} ${r1(x)},${r1(y)}" fill="${vary(rng, panel, 0.04)}" stroke="#c9d3dc" stroke-width="${r1(1.2 * s)}"/>`,
      `<path d="M${r1(x + 5 * s + w / 2)},${r1(y - h)} L${r1(x + w / 2)},${r1(y)} M${r1(x + 5 * s)},${r1(y - h / 2)} L${r1(x + w + 5 * s)},${r1(y - h / 2)}" stroke="#9fb3c8" stroke-width="${r1(s)}" opacity="0.7"/>`,
      `<polygon points="${r1(x + 14 * s)},${r1(y - h + 3 * s)} ${r1(x + w * 0.45)},${r1(y - h + 3 * s)} ${r1(x + w * 0.3)},${r1(y - 3 * s)} ${r1(x + 5 * s)},${r1(y - 3 * s)}" fill="#ffffff" opacity="0.12"/>`,
      `<rect x="${r1(x + w * 0.45)}" y="${r1(y)}" width="${r1(4 * s)}" height="${r1(16 * s)}" fill="#6c757d"/>`,
    );
  }
  return out.join("");
}

function turbine(rng: Rng, x: number, base: number, h: number): string {
  const hubY = base - h;
  const angle = between(rng, 0, 120);
  const blade = (a: number) =>
    `<path d="M0,0 L${r1(h * 0.03)},${r1(-h * 0.05)} L${r1(h * 0.008)},${r1(-h * 0.45)} L${r1(-h * 0.012)},${r1(-h * 0.05)} Z" transform="rotate(${r1(a)})"/>`;
  return `<g>
    <polygon points="${r1(x - h * 0.018)},${r1(base)} ${r1(x + h * 0.018)},${r1(base)} ${r1(x + h * 0.008)},${r1(hubY)} ${r1(x - h * 0.008)},${r1(hubY)}" fill="#eef1f4"/>
    <g transform="translate(${r1(x)} ${r1(hubY)})" fill="#f6f8fa">${blade(angle)}${blade(angle + 120)}${blade(angle + 240)}<circle r="${r1(h * 0.022)}" fill="#dfe4ea"/></g>
  </g>`;
}

const energyScene: Scene = (rng, p) => {
  const horizon = between(rng, 440, 500);
  const out: string[] = [backdrop(rng, p, horizon, rng() > 0.6)];
  out.push(`<path d="${hillPath(rng, horizon + 10, 25, 3)}" fill="${p.greens[3]}"/>`);
  for (let i = 0; i < 5; i++) {
    out.push(
      turbine(rng, between(rng, 60, W - 60), horizon + between(rng, 0, 20), between(rng, 180, 320)),
    );
  }
  out.push(`<path d="${hillPath(rng, horizon + 120, 20, 2)}" fill="${p.greens[1]}"/>`);
  // A community building and a power line behind the solar rows.
  const bx = between(rng, W * 0.05, W * 0.35);
  out.push(house(rng, p, bx, horizon + 140, 130));
  const poles = [0, 1, 2, 3].map((i) => ({
    x: W * 0.6 + i * 150,
    top: horizon - 30 + i * 12,
    base: horizon + 130 + i * 12,
  }));
  for (const pole of poles) {
    out.push(
      `<rect x="${r1(pole.x)}" y="${r1(pole.top)}" width="8" height="${r1(pole.base - pole.top)}" fill="#5b432c"/><rect x="${r1(pole.x - 26)}" y="${r1(pole.top + 8)}" width="60" height="6" fill="#5b432c"/>`,
    );
  }
  const wires = poles
    .slice(1)
    .map((q, i) => {
      const a = poles[i]!;
      return `M${r1(a.x + 4)},${r1(a.top + 12)} Q${r1((a.x + q.x) / 2 + 4)},${r1((a.top + q.top) / 2 + 34)} ${r1(q.x + 4)},${r1(q.top + 12)}`;
    })
    .join(" ");
  out.push(`<path d="${wires}" stroke="#333" stroke-width="2" fill="none" opacity="0.6"/>`);
  // Rows of solar panels, further rows smaller, with a track left between two blocks.
  const gapAt = between(rng, W * 0.3, W * 0.7);
  for (let r = 0; r < 5; r++) {
    const y = horizon + 200 + r * r * 24 + r * 40;
    const s = 0.55 + r * 0.32;
    out.push(panelRow(rng, p, y, s, between(rng, -60, 0), gapAt - 110 * s));
    out.push(panelRow(rng, p, y, s, gapAt + 70 * s, W + 40));
  }
  return out.join("\n");
};

const libraryScene: Scene = (rng, p) => {
  const out: string[] = [];
  const wall = mix("#e9dfcc", p.accent, 0.08);
  const wood = pick(rng, ["#7a5436", "#8b6240", "#6d4a30"]);
  const floorY = 820;
  out.push(`<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(wall, 0.08)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(wood, 0.1)}"/><stop offset="1" stop-color="${darken(wood, 0.45)}"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7e0" stop-opacity="0.45"/><stop offset="1" stop-color="#fff7e0" stop-opacity="0"/></linearGradient></defs>`);
  out.push(`<rect width="${W}" height="${H}" fill="url(#wall)"/>`);
  // A tall arched window with sky and hills outside.
  const wx = between(rng, 640, 760);
  const ww = 260;
  out.push(
    `<defs><clipPath id="win"><path d="M${wx},${floorY - 120} L${wx},260 A${ww / 2},${ww / 2} 0 0 1 ${wx + ww},260 L${wx + ww},${floorY - 120} Z"/></clipPath></defs>`,
  );
  out.push(
    `<g clip-path="url(#win)"><rect x="${wx}" y="100" width="${ww}" height="700" fill="${p.skyBottom}"/><rect x="${wx}" y="100" width="${ww}" height="260" fill="${p.skyTop}" opacity="0.6"/><path d="M${wx},560 Q${wx + 80},500 ${wx + 150},540 T${wx + ww},520 L${wx + ww},${floorY} L${wx},${floorY} Z" fill="${p.greens[2]}"/></g>`,
  );
  out.push(
    `<path d="M${wx},${floorY - 120} L${wx},260 A${ww / 2},${ww / 2} 0 0 1 ${wx + ww},260 L${wx + ww},${floorY - 120}" stroke="${wood}" stroke-width="16" fill="none"/><rect x="${wx + ww / 2 - 5}" y="140" width="10" height="${floorY - 260}" fill="${wood}"/><rect x="${wx}" y="440" width="${ww}" height="10" fill="${wood}"/>`,
  );
  // Shelves on both sides, full of books.
  const bookColours = [
    p.accent,
    lighten(p.accent, 0.3),
    darken(p.accent, 0.3),
    "#8d3b2c",
    "#2f4f6f",
    "#c9a04a",
    "#3f6b4a",
    "#efe4d0",
    "#5b4a7a",
    "#b4553a",
  ];
  const shelf = (x0: number, x1: number) => {
    out.push(
      `<rect x="${x0 - 14}" y="90" width="${x1 - x0 + 28}" height="${floorY - 80}" fill="${darken(wood, 0.15)}"/>`,
    );
    for (let s = 0; s < 6; s++) {
      const top = 110 + s * 118;
      const bottom = top + 100;
      out.push(
        `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top + 4}" fill="${darken(wood, 0.45)}"/>`,
      );
      let x = x0 + 4;
      while (x < x1 - 20) {
        const bw = between(rng, 12, 30);
        const bh = between(rng, 62, 96);
        if (rng() < 0.06) {
          x += between(rng, 20, 50);
          continue;
        }
        const c = vary(rng, pick(rng, bookColours), 0.1);
        const leaning = rng() < 0.05;
        out.push(
          leaning
            ? `<rect x="${r1(x)}" y="${r1(bottom - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c}" transform="rotate(-12 ${r1(x)} ${bottom})"/>`
            : `<rect x="${r1(x)}" y="${r1(bottom - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c}"/><rect x="${r1(x)}" y="${r1(bottom - bh + 10)}" width="${r1(bw)}" height="4" fill="#ffffff" opacity="0.35"/>`,
        );
        x += bw + 1.5;
      }
      out.push(
        `<rect x="${x0 - 14}" y="${bottom}" width="${x1 - x0 + 28}" height="14" fill="${wood}"/>`,
      );
    }
  };
  shelf(40, wx - 90);
  shelf(wx + ww + 90, W - 40);
  // Floor, light from the window, a reading table with lamps and stools.
  out.push(`<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>`);
  out.push(
    `<polygon points="${wx},${floorY} ${wx + ww},${floorY} ${wx + ww + 260},${H} ${wx - 120},${H}" fill="url(#light)"/>`,
  );
  const tx = 260;
  const ty = 860;
  out.push(
    `<rect x="${tx}" y="${ty}" width="${W - 2 * tx}" height="26" fill="${lighten(wood, 0.1)}"/><rect x="${tx + 30}" y="${ty + 26}" width="22" height="${H - ty}" fill="${darken(wood, 0.2)}"/><rect x="${W - tx - 52}" y="${ty + 26}" width="22" height="${H - ty}" fill="${darken(wood, 0.2)}"/>`,
  );
  for (const lx of [tx + 180, W / 2, W - tx - 180]) {
    out.push(
      `<rect x="${lx - 3}" y="${ty - 70}" width="6" height="70" fill="#5c5040"/><path d="M${lx - 40},${ty - 70} L${lx + 40},${ty - 70} L${lx + 24},${ty - 100} L${lx - 24},${ty - 100} Z" fill="${p.accent}"/><ellipse cx="${lx}" cy="${ty - 2}" rx="90" ry="10" fill="#fff3c4" opacity="0.35"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const bx = tx + 90 + i * 280 + between(rng, -30, 30);
    out.push(
      `<rect x="${r1(bx)}" y="${ty - 8}" width="70" height="8" fill="${pick(rng, bookColours)}"/><rect x="${r1(bx + 6)}" y="${ty - 14}" width="58" height="6" fill="#f4efe6"/>`,
    );
  }
  return out.join("\n");
};

function awning(rng: Rng, p: Palette, x: number, y: number, w: number): string {
  const stripes = 8;
  const sw = w / stripes;
  const colour = pick(rng, [
    p.accent,
    "#b4553a",
    "#2f6f8f",
    "#c9a04a",
    mix(p.accent, "#ffffff", 0.2),
  ]);
  const parts: string[] = [];
  for (let i = 0; i < stripes; i++) {
    const fill = i % 2 ? "#f6f1e7" : colour;
    parts.push(
      `<polygon points="${r1(x + i * sw)},${r1(y)} ${r1(x + (i + 1) * sw)},${r1(y)} ${r1(x + (i + 1) * sw + 10)},${r1(y + 60)} ${r1(x + i * sw - 10)},${r1(y + 60)}" fill="${fill}"/>`,
      `<path d="M${r1(x + i * sw - 10)},${r1(y + 60)} q${r1(sw / 2 + 10)},22 ${r1(sw + 0)},0" fill="${fill}"/>`,
    );
  }
  return parts.join("");
}

const marketScene: Scene = (rng, p) => {
  const out: string[] = [sky(p, rng, 360)];
  // Buildings around a square.
  let x = -20;
  while (x < W) {
    const w = between(rng, 150, 260);
    const h = between(rng, 260, 420);
    const wall = vary(rng, pick(rng, p.walls), 0.06);
    out.push(
      `<rect x="${r1(x)}" y="${r1(620 - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>`,
    );
    out.push(
      `<rect x="${r1(x - 6)}" y="${r1(620 - h - 14)}" width="${r1(w + 12)}" height="16" fill="${pick(rng, p.roofs)}"/>`,
    );
    for (let fy = 620 - h + 40; fy < 540; fy += 90) {
      for (let fx = x + 24; fx < x + w - 40; fx += 64) {
        out.push(
          `<rect x="${r1(fx)}" y="${r1(fy)}" width="30" height="48" fill="${darken(p.waterDeep, 0.2)}" opacity="0.75"/><rect x="${r1(fx - 4)}" y="${r1(fy + 48)}" width="38" height="5" fill="${darken(wall, 0.2)}"/>`,
        );
      }
    }
    x += w;
  }
  out.push(`<rect x="0" y="620" width="${W}" height="${H - 620}" fill="#cdbb9c"/>`);
  // Paving lines in perspective.
  const lines: string[] = [];
  for (let i = -10; i <= 20; i++) lines.push(`M${W / 2 + i * 30},620 L${W / 2 + i * 180},${H}`);
  for (let j = 1; j < 8; j++) {
    const y = 620 + (H - 620) * Math.pow(j / 8, 1.6);
    lines.push(`M0,${r1(y)} L${W},${r1(y)}`);
  }
  out.push(`<path d="${lines.join(" ")}" stroke="#a99877" stroke-width="2" opacity="0.5"/>`);
  // String lights.
  const bulbs: string[] = [];
  for (let k = 0; k < 30; k++) {
    const t = k / 29;
    const bx = t * W;
    const by = 300 + Math.sin(t * Math.PI * 3) * 30 + 40;
    bulbs.push(`<circle cx="${r1(bx)}" cy="${r1(by)}" r="6" fill="#ffe9a8"/>`);
  }
  out.push(
    `<path d="M0,340 ${Array.from({ length: 30 }, (_, k) => `L${r1((k / 29) * W)},${r1(300 + Math.sin((k / 29) * Math.PI * 3) * 30 + 34)}`).join(" ")}" stroke="#3a3a3a" stroke-width="2" fill="none"/>${bulbs.join("")}`,
  );
  // Stalls: awning, table, crates of produce.
  const produce = ["#c0392b", "#e67e22", "#f1c40f", "#7cb342", "#8e44ad", "#d35400", "#27ae60"];
  const stalls = 4;
  for (let s = 0; s < stalls; s++) {
    const sx = 40 + s * (W / stalls) + between(rng, -10, 10);
    const sw = W / stalls - 80;
    const top = 560 + between(rng, -10, 10);
    out.push(
      `<rect x="${r1(sx)}" y="${r1(top)}" width="8" height="${r1(800 - top)}" fill="#5b432c"/><rect x="${r1(sx + sw - 8)}" y="${r1(top)}" width="8" height="${r1(800 - top)}" fill="#5b432c"/>`,
    );
    out.push(awning(rng, p, sx, top, sw));
    out.push(
      `<rect x="${r1(sx - 10)}" y="760" width="${r1(sw + 20)}" height="80" fill="#8a6a47"/><rect x="${r1(sx - 10)}" y="760" width="${r1(sw + 20)}" height="10" fill="#a3825c"/>`,
    );
    const crates = 3;
    for (let c = 0; c < crates; c++) {
      const cx = sx + 10 + c * (sw / crates);
      const cw = sw / crates - 20;
      const colour = pick(rng, produce);
      const fruit: string[] = [];
      for (let f = 0; f < 14; f++) {
        fruit.push(
          `<circle cx="${r1(cx + between(rng, 10, cw - 10))}" cy="${r1(735 + between(rng, -8, 14))}" r="${r1(between(rng, 9, 14))}" fill="${vary(rng, colour, 0.1)}"/>`,
        );
      }
      out.push(
        `${fruit.join("")}<rect x="${r1(cx)}" y="735" width="${r1(cw)}" height="28" fill="#b08a5a"/><rect x="${r1(cx)}" y="745" width="${r1(cw)}" height="3" fill="#8a6a47"/>`,
      );
    }
  }
  // People as simple figures.
  for (let i = 0; i < 9; i++) {
    const px = between(rng, 40, W - 40);
    const py = between(rng, 880, 990);
    const s = 0.8 + (py - 880) / 300;
    const coat = pick(rng, ["#2f4f6f", "#7a3b2e", "#3f6b4a", "#5b4a7a", "#a0492f", p.accent]);
    out.push(
      `<g><path d="M${r1(px - 26 * s)},${r1(py)} L${r1(px - 20 * s)},${r1(py - 110 * s)} Q${r1(px)},${r1(py - 125 * s)} ${r1(px + 20 * s)},${r1(py - 110 * s)} L${r1(px + 26 * s)},${r1(py)} Z" fill="${coat}"/><circle cx="${r1(px)}" cy="${r1(py - 130 * s)}" r="${r1(20 * s)}" fill="${pick(rng, ["#8d5524", "#c68642", "#e0ac69", "#6b4226", "#f1c27d"])}"/></g>`,
    );
  }
  return out.join("\n");
};

function shrine(p: Palette, x: number, base: number, s: number): string {
  const tiers = [0, 1, 2, 3, 4]
    .map((i) => {
      const w = (120 - i * 20) * s;
      const y = base - 60 * s - i * 26 * s;
      return `<polygon points="${r1(x - w / 2)},${r1(y)} ${r1(x + w / 2)},${r1(y)} ${r1(x + w * 0.35)},${r1(y - 18 * s)} ${r1(x - w * 0.35)},${r1(y - 18 * s)}" fill="${darken(p.earth, 0.45)}"/><rect x="${r1(x - w * 0.3)}" y="${r1(y)}" width="${r1(w * 0.6)}" height="${r1(8 * s)}" fill="${darken(p.earth, 0.2)}"/>`;
    })
    .join("");
  return `<rect x="${r1(x - 55 * s)}" y="${r1(base - 60 * s)}" width="${r1(110 * s)}" height="${r1(60 * s)}" fill="#b9ab95"/><rect x="${r1(x - 14 * s)}" y="${r1(base - 44 * s)}" width="${r1(28 * s)}" height="${r1(44 * s)}" fill="${darken(p.accent, 0.2)}"/>${tiers}`;
}

function palm(rng: Rng, x: number, base: number, h: number, fill: string): string {
  const lean = between(rng, -40, 40);
  const topX = x + lean;
  const topY = base - h;
  const fronds = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const a = (-170 + i * 27 + between(rng, -8, 8)) * (Math.PI / 180);
      const len = h * between(rng, 0.32, 0.42);
      const ex = topX + Math.cos(a) * len;
      const ey = topY + Math.sin(a) * len * 0.6 + len * 0.35;
      return `<path d="M${r1(topX)},${r1(topY)} Q${r1((topX + ex) / 2)},${r1(Math.min(topY, ey) - len * 0.25)} ${r1(ex)},${r1(ey)}" stroke="${fill}" stroke-width="${r1(h * 0.035)}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${r1(x)},${r1(base)} Q${r1(x + lean * 0.2)},${r1(base - h * 0.5)} ${r1(topX)},${r1(topY)}" stroke="#6b5136" stroke-width="${r1(h * 0.03)}" fill="none"/>${fronds}`;
}

const terracesScene: Scene = (rng, p) => {
  const horizon = between(rng, 360, 420);
  const out: string[] = [backdrop(rng, p, horizon, true)];
  out.push(`<path d="${hillPath(rng, horizon + 10, 30, 3)}" fill="${darken(p.greens[3]!, 0.1)}"/>`);
  for (let i = 0; i < 22; i++) {
    out.push(
      roundTree(
        rng,
        between(rng, 0, W),
        horizon + between(rng, 10, 50),
        between(rng, 40, 70),
        vary(rng, darken(p.greens[2]!, 0.25)),
      ),
    );
  }
  out.push(terraces(rng, p, horizon + 70, H + 40));
  // A small shrine and a few palms on the upper terraces.
  out.push(shrine(p, between(rng, W * 0.15, W * 0.85), horizon + 120, between(rng, 0.8, 1.1)));
  for (let i = 0; i < 5; i++) {
    const x = between(rng, 0, W);
    out.push(
      palm(
        rng,
        x,
        horizon + between(rng, 70, 120),
        between(rng, 160, 240),
        vary(rng, darken(p.greens[3]!, 0.15)),
      ),
    );
  }
  return out.join("\n");
};

function mast(
  rng: Rng,
  p: Palette,
  x: number,
  roof: number,
  h: number,
): { svg: string; top: [number, number] } {
  const top: [number, number] = [x, roof - h];
  const dishes: string[] = [];
  const n = 1 + Math.floor(rng() * 3);
  for (let i = 0; i < n; i++) {
    const y = roof - h + 14 + i * 22;
    const dir = i % 2 ? -1 : 1;
    dishes.push(
      `<ellipse cx="${r1(x + dir * 14)}" cy="${r1(y)}" rx="7" ry="13" fill="#f1f3f5" stroke="#9aa5b1" stroke-width="2"/>`,
    );
  }
  return {
    svg: `<rect x="${r1(x - 3)}" y="${r1(roof - h)}" width="6" height="${r1(h)}" fill="#6c757d"/><rect x="${r1(x - 4)}" y="${r1(roof - h - 30)}" width="8" height="30" fill="${lighten(p.accent, 0.2)}"/>${dishes.join("")}`,
    top,
  };
}

const networkScene: Scene = (rng, p) => {
  const horizon = between(rng, 520, 580);
  const out: string[] = [backdrop(rng, p, horizon, rng() > 0.5)];
  out.push(
    `<path d="${hillPath(rng, horizon - 30, 50, 3)}" fill="${mix(p.greens[3]!, p.haze, 0.35)}"/>`,
  );
  // A relay tower on the far hill.
  const tx = between(rng, W * 0.55, W * 0.9);
  const ty = horizon - 80;
  out.push(
    `<polygon points="${r1(tx - 26)},${r1(ty)} ${r1(tx + 26)},${r1(ty)} ${r1(tx + 4)},${r1(ty - 230)} ${r1(tx - 4)},${r1(ty - 230)}" fill="none" stroke="#6c757d" stroke-width="4"/>` +
      `<path d="M${r1(tx - 20)},${r1(ty - 40)} L${r1(tx + 16)},${r1(ty - 110)} M${r1(tx + 20)},${r1(ty - 40)} L${r1(tx - 16)},${r1(ty - 110)} M${r1(tx - 13)},${r1(ty - 120)} L${r1(tx + 10)},${r1(ty - 180)} M${r1(tx + 13)},${r1(ty - 120)} L${r1(tx - 10)},${r1(ty - 180)}" stroke="#6c757d" stroke-width="2"/>` +
      `<circle cx="${r1(tx)}" cy="${r1(ty - 236)}" r="6" fill="${p.accent}"/>`,
  );
  const tops: [number, number][] = [[tx, ty - 230]];
  // Rooftops of a small town, with masts on some of them.
  const rows = [horizon + 40, horizon + 170, horizon + 330];
  rows.forEach((base, row) => {
    let x = -40 + between(rng, 0, 60);
    while (x < W) {
      const w = between(rng, 110, 200) * (1 + row * 0.35);
      const h = between(rng, 60, 130) * (1 + row * 0.35);
      const flat = rng() > 0.5;
      const wall = vary(rng, pick(rng, p.walls), 0.07);
      out.push(
        `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h + 400)}" fill="${wall}"/>`,
      );
      out.push(
        `<rect x="${r1(x + w * 0.75)}" y="${r1(base - h)}" width="${r1(w * 0.25)}" height="${r1(h + 400)}" fill="#000" opacity="0.07"/>`,
      );
      for (let wy = base - h + 20; wy < base + 80; wy += 44 * (1 + row * 0.3)) {
        for (let wx = x + 16; wx < x + w - 30; wx += 40 * (1 + row * 0.3)) {
          out.push(
            `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(16 * (1 + row * 0.3))}" height="${r1(22 * (1 + row * 0.3))}" fill="${darken(p.waterDeep, 0.2)}" opacity="0.7"/>`,
          );
        }
      }
      if (flat) {
        out.push(
          `<rect x="${r1(x - 4)}" y="${r1(base - h - 10)}" width="${r1(w + 8)}" height="12" fill="${darken(wall, 0.25)}"/>`,
        );
      } else {
        out.push(
          `<polygon points="${r1(x - 8)},${r1(base - h)} ${r1(x + w / 2)},${r1(base - h - w * 0.3)} ${r1(x + w + 8)},${r1(base - h)}" fill="${pick(rng, p.roofs)}"/>`,
        );
      }
      if (rng() > 0.55 && row < 2) {
        const roofTop = flat ? base - h - 10 : base - h - w * 0.3 + 10;
        const m = mast(
          rng,
          p,
          x + w * between(rng, 0.3, 0.7),
          roofTop,
          between(rng, 70, 120) * (1 + row * 0.3),
        );
        out.push(m.svg);
        tops.push(m.top);
      }
      x += w + between(rng, 0, 20);
    }
  });
  // Radio links between the masts, drawn as dotted arcs.
  const links: string[] = [];
  for (let i = 1; i < tops.length; i++) {
    const a = tops[i]!;
    const b = tops[i % 3 === 0 || i === 1 ? 0 : i - 1]!;
    const mx = (a[0] + b[0]) / 2;
    const my = Math.min(a[1], b[1]) - 40;
    links.push(`M${r1(a[0])},${r1(a[1])} Q${r1(mx)},${r1(my)} ${r1(b[0])},${r1(b[1])}`);
  }
  out.push(
    `<path d="${links.join(" ")}" stroke="#ffffff" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" fill="none" opacity="0.9"/>`,
  );
  out.push(
    `<path d="${links.join(" ")}" stroke="${p.accent}" stroke-width="2" fill="none" opacity="0.35"/>`,
  );
  return out.join("\n");
};

const SCENES: Record<SceneKind, Scene> = {
  water: waterScene,
  fields: fieldsScene,
  forest: forestScene,
  coast: coastScene,
  mountain: mountainScene,
  village: villageScene,
  energy: energyScene,
  library: libraryScene,
  market: marketScene,
  terraces: terracesScene,
  network: networkScene,
};

/** The SVG of a scene, tinted by the domain's colour. Same seed, same picture. */
export function renderSceneSvg(kind: SceneKind, seed: string, domain: string | null): string {
  const rng = makeRng(`${kind}:${seed}`);
  const palette = makePalette(rng, domainColour(domain));
  const body = SCENES[kind](rng, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}${vignette()}</svg>`;
}

/** A JPEG illustration of the scene (1600x1000). */
export async function generateDemoImage(
  kind: SceneKind,
  seed: string,
  domain: string | null,
  quality = 78,
): Promise<Buffer> {
  const svg = renderSceneSvg(kind, seed, domain);
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: false }).toBuffer();
}
