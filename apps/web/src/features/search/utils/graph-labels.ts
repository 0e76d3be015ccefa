/**
 * Where the knowledge graph's labels go, so that no two overlap: each label
 * has a few places it may take (below, above, right or left of its node; the
 * middle of its link), and the labels are placed in order of importance, each
 * at the first of its places that is free. A label with no free place is left
 * out, but an important one (the graph's own node, the picked one) may then
 * lie over a node's disc, its halo keeping it readable; a forced label (the node under the pointer or keyboard focus) is always
 * shown, placed first. All in the graph's own coordinates.
 */

export interface Box {
  /** Left edge. */
  x: number;
  /** Top edge. */
  y: number;
  width: number;
  height: number;
}

export type Align = "start" | "middle" | "end";

/** A place for a label: its reference point and how the text hangs from it (centred vertically). */
export interface Anchor {
  x: number;
  y: number;
  align: Align;
}

export interface LabelRequest {
  id: string;
  text: string;
  fontSize: number;
  bold?: boolean;
  /** Higher first. */
  priority: number;
  /** Always shown (placed before all others). */
  forced?: boolean;
  /** Shown over a node's disc if it must (never over another label). */
  important?: boolean;
  /** Places to try, in order of preference. */
  anchors: readonly Anchor[];
  /** Boxes this label may overlap (its own node). */
  ignore?: readonly string[];
}

export interface PlacedLabel extends Anchor {
  id: string;
  text: string;
  fontSize: number;
  box: Box;
}

/** An area labels must keep clear of (a node's disc), with the id of what it is. */
export interface Obstacle {
  id: string;
  box: Box;
}

export type Measure = (text: string, fontSize: number, bold: boolean) => number;

/** Line height of a label, as a share of its font size. */
const LINE = 1.3;

/**
 * Width of a text, estimated from its letters (narrow, wide, capitals) when the
 * browser cannot measure it; errs on the wide side.
 */
export function estimateWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) {
    if (/[iljtf.,:;'|!\s]/.test(char)) ems += 0.32;
    else if (/[mwMW]/.test(char)) ems += 0.9;
    else if (/[A-Z]/.test(char)) ems += 0.7;
    else ems += 0.58;
  }
  return ems * fontSize * (bold ? 1.08 : 1);
}

/** The box a label takes at an anchor. */
export function boxAt(anchor: Anchor, width: number, fontSize: number): Box {
  const height = fontSize * LINE;
  const x =
    anchor.align === "start"
      ? anchor.x
      : anchor.align === "end"
        ? anchor.x - width
        : anchor.x - width / 2;
  return { x, y: anchor.y - height / 2, width, height };
}

/** Whether two boxes overlap, keeping `gap` between them. */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

/** The four places beside a node of radius `radius` at (x, y): below, above, right, left. */
export function nodeAnchors(x: number, y: number, radius: number, fontSize: number): Anchor[] {
  const gap = 4;
  const half = (fontSize * LINE) / 2;
  return [
    { x, y: y + radius + gap + half, align: "middle" },
    { x, y: y - radius - gap - half, align: "middle" },
    { x: x + radius + gap, y, align: "start" },
    { x: x - radius - gap, y, align: "end" },
  ];
}

/** The middle of a link, then a little to either side of it along the link. */
export function linkAnchors(x1: number, y1: number, x2: number, y2: number): Anchor[] {
  const at = (t: number): Anchor => ({
    x: x1 + (x2 - x1) * t,
    y: y1 + (y2 - y1) * t,
    align: "middle",
  });
  return [at(0.5), at(0.4), at(0.6), at(0.3), at(0.7)];
}

/** A node's disc as an area labels keep clear of. */
export function discObstacle(id: string, x: number, y: number, radius: number): Obstacle {
  return { id, box: { x: x - radius, y: y - radius, width: radius * 2, height: radius * 2 } };
}

/**
 * Places labels without overlaps: forced ones first, then by priority
 * (ties keep the given order). Returns the labels shown, in placing order.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  {
    measure = estimateWidth,
    obstacles = [],
    gap = 2,
    bounds,
  }: {
    measure?: Measure;
    obstacles?: readonly Obstacle[];
    gap?: number;
    /** The area labels must stay inside (the view box), if any. */
    bounds?: Box;
  } = {},
): PlacedLabel[] {
  const order = requests
    .map((request, index) => ({ request, index }))
    .sort(
      (a, b) =>
        Number(Boolean(b.request.forced)) - Number(Boolean(a.request.forced)) ||
        b.request.priority - a.request.priority ||
        a.index - b.index,
    )
    .map(({ request }) => request);
  const placed: PlacedLabel[] = [];
  for (const request of order) {
    if (request.anchors.length === 0 || !request.text) continue;
    const width = measure(request.text, request.fontSize, Boolean(request.bold));
    const ignore = new Set(request.ignore ?? []);
    const inside = (box: Box) =>
      !bounds ||
      (box.x >= bounds.x &&
        box.y >= bounds.y &&
        box.x + box.width <= bounds.x + bounds.width &&
        box.y + box.height <= bounds.y + bounds.height);
    const fits = (box: Box) =>
      inside(box) &&
      !placed.some((label) => overlaps(box, label.box, gap)) &&
      !obstacles.some((obstacle) => !ignore.has(obstacle.id) && overlaps(box, obstacle.box));
    let chosen: PlacedLabel | null = null;
    for (const anchor of request.anchors) {
      const box = boxAt(anchor, width, request.fontSize);
      if (fits(box)) {
        chosen = { ...anchor, id: request.id, text: request.text, fontSize: request.fontSize, box };
        break;
      }
    }
    if (!chosen && request.important) {
      for (const anchor of request.anchors) {
        const box = boxAt(anchor, width, request.fontSize);
        if (inside(box) && !placed.some((label) => overlaps(box, label.box, gap))) {
          chosen = {
            ...anchor,
            id: request.id,
            text: request.text,
            fontSize: request.fontSize,
            box,
          };
          break;
        }
      }
    }
    if (!chosen && request.forced) {
      const anchor = request.anchors[0]!;
      chosen = {
        ...anchor,
        id: request.id,
        text: request.text,
        fontSize: request.fontSize,
        box: boxAt(anchor, width, request.fontSize),
      };
    }
    if (chosen) placed.push(chosen);
  }
  return placed;
}
