/** Where the feedback ball sits: clamped inside the viewport, snapped to the nearer side after a drag. */
export interface Point {
  x: number;
  y: number;
}

export const BALL_MARGIN = 8;
const STORAGE_KEY = 'feedback_ball_pos';

export function clampPoint(p: Point, size: number, viewport: { width: number; height: number }): Point {
  return {
    x: Math.min(Math.max(BALL_MARGIN, p.x), viewport.width - size - BALL_MARGIN),
    y: Math.min(Math.max(BALL_MARGIN, p.y), viewport.height - size - BALL_MARGIN),
  };
}

export function snapToEdge(p: Point, size: number, viewportWidth: number): Point {
  const left = p.x + size / 2 < viewportWidth / 2;
  return { x: left ? BALL_MARGIN : viewportWidth - size - BALL_MARGIN, y: p.y };
}

export function defaultPoint(size: number, viewport: { width: number; height: number }): Point {
  return { x: viewport.width - size - BALL_MARGIN, y: Math.round(viewport.height * 0.68) };
}

export function readPoint(): Point | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Point | null;
    return value && Number.isFinite(value.x) && Number.isFinite(value.y) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function savePoint(p: Point) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(p));
  } catch {
    // private mode: the ball just forgets its place
  }
}
