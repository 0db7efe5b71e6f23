/**
 * The wheel's geometry. Segment k of n covers the angles [k, k + 1) x 360/n, clockwise from 12 o'clock, where the
 * pointer sits. Turning the rotor by R degrees clockwise puts the rotor's angle (-R mod 360) under the pointer.
 */

export function segmentAngle(count: number): number {
  return 360 / Math.max(1, count);
}

export function segmentCenter(position: number, count: number): number {
  return (position + 0.5) * segmentAngle(count);
}

const mod360 = (angle: number) => ((angle % 360) + 360) % 360;

/**
 * The rotation that brings segment `position` under the pointer after at least `turns` full turns from `current`.
 * `offset` (degrees, within the segment's half width) keeps the landing from always hitting the exact centre.
 */
export function landingRotation(current: number, position: number, count: number, turns: number, offset = 0): number {
  const base = current + turns * 360;
  const target = -(segmentCenter(position, count) + offset);
  return base + mod360(target - base);
}

/** The segment under the pointer at a rotation. */
export function segmentAtPointer(rotation: number, count: number): number {
  return Math.floor(mod360(-rotation) / segmentAngle(count)) % Math.max(1, count);
}

/** A point on the circle of radius r around (c, c) at `angle` degrees clockwise from 12 o'clock. */
export function polar(c: number, r: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [c + r * Math.sin(rad), c - r * Math.cos(rad)];
}

/** The SVG path of a pie segment. */
export function segmentPath(c: number, r: number, from: number, to: number): string {
  const [x0, y0] = polar(c, r, from);
  const [x1, y1] = polar(c, r, to);
  const large = to - from > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M${c} ${c}L${f(x0)} ${f(y0)}A${r} ${r} 0 ${large} 1 ${f(x1)} ${f(y1)}Z`;
}
