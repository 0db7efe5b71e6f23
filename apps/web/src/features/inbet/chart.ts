/** The chart's drawing: a dependency-free SVG line through the ticks, scaled to a box with a margin. */

export interface ChartPoint {
  at: number;
  price: string;
}

export interface ChartPath {
  /** The line's `d`. */
  line: string;
  /** The area under it (closed to the bottom). */
  area: string;
  min: number;
  max: number;
  /** The y of a price, for the lock line. */
  y: (price: number) => number;
  last: { x: number; y: number } | null;
}

export function chartPath(points: readonly ChartPoint[], width: number, height: number, pad = 4): ChartPath {
  const values = points.map((p) => Number(p.price));
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 1;
  const span = max - min || Math.max(Math.abs(max) * 0.001, 1);
  const y = (price: number) => pad + (height - 2 * pad) * (1 - (price - min) / span);
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  const xy = values.map((v, i) => [pad + i * step, y(v)] as const);
  const line = xy.map(([x, py], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${py.toFixed(1)}`).join(' ');
  const tail = xy.at(-1);
  const area = tail ? `${line} L${tail[0].toFixed(1)} ${height} L${pad} ${height} Z` : '';
  return { line, area, min, max, y, last: tail ? { x: tail[0], y: tail[1] } : null };
}

/** Seconds left until `at` on the server's clock (a client corrects its own clock by `offset`). */
export function secondsLeft(at: number, now: number, offset: number): number {
  return Math.max(0, Math.ceil((at - (now + offset)) / 1000));
}
