// Where the cluster map's names go: the highest-scoring overlapping environments are named, each beside its
// point on the first side (right or left, above or below) where its box neither leaves the plot nor covers a
// name already placed; a name that fits nowhere is left to the tooltip and the tables. Text widths are
// estimated from the character count (the SVG is drawn in Node, with no font metrics), generously.

export interface MapPoint {
  x: number;
  y: number;
  label: string;
}

export interface PlacedLabel extends MapPoint {
  /** The label's anchor in data coordinates and its alignment there. */
  at: { x: number; y: number };
  align: 'left' | 'right';
}

export interface Plot {
  width: number;
  height: number;
  x: [number, number];
  y: [number, number];
  fontSize: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function placeLabels(points: MapPoint[], plot: Plot): PlacedLabel[] {
  const px = (x: number) => ((x - plot.x[0]) / (plot.x[1] - plot.x[0])) * plot.width;
  const py = (y: number) => plot.height - ((y - plot.y[0]) / (plot.y[1] - plot.y[0])) * plot.height;
  const back = (u: number, v: number) => ({ x: plot.x[0] + (u / plot.width) * (plot.x[1] - plot.x[0]), y: plot.y[0] + ((plot.height - v) / plot.height) * (plot.y[1] - plot.y[0]) });
  const width = (text: string) => text.length * plot.fontSize * 0.62;
  const height = plot.fontSize + 2;
  const placed: Box[] = [];
  const out: PlacedLabel[] = [];
  for (const p of points) {
    const u = px(p.x);
    const v = py(p.y);
    const w = width(p.label);
    const candidates: Array<{ box: Box; align: 'left' | 'right'; anchor: [number, number] }> = [
      { box: { left: u + 6, right: u + 6 + w, top: v - 6 - height, bottom: v - 6 }, align: 'left', anchor: [u + 6, v - 6 - height / 2] },
      { box: { left: u + 6, right: u + 6 + w, top: v + 6, bottom: v + 6 + height }, align: 'left', anchor: [u + 6, v + 6 + height / 2] },
      { box: { left: u - 6 - w, right: u - 6, top: v - 6 - height, bottom: v - 6 }, align: 'right', anchor: [u - 6, v - 6 - height / 2] },
      { box: { left: u - 6 - w, right: u - 6, top: v + 6, bottom: v + 6 + height }, align: 'right', anchor: [u - 6, v + 6 + height / 2] },
    ];
    const fit = candidates.find((c) => c.box.left >= 0 && c.box.right <= plot.width && c.box.top >= 0 && c.box.bottom <= plot.height && !placed.some((b) => overlaps(b, c.box)));
    if (!fit) continue;
    placed.push(fit.box);
    out.push({ ...p, at: back(fit.anchor[0], fit.anchor[1]), align: fit.align });
  }
  return out;
}
