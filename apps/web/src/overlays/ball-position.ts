/** Where the feedback ball sits: clamped inside the viewport, snapped to the nearer side after a drag. */
export interface Point {
  x: number;
  y: number;
  /** Docked to a side after a drag: rendered with left/right so a wider variant never spills out. */
  side?: 'left' | 'right';
}

const BALL_MARGIN = 8;
const STORAGE_KEY = 'feedback_ball_pos';

export function clampPoint(p: Point, size: number, viewport: { width: number; height: number }): Point {
  return {
    ...p,
    x: Math.min(Math.max(BALL_MARGIN, p.x), viewport.width - size - BALL_MARGIN),
    y: Math.min(Math.max(BALL_MARGIN, p.y), viewport.height - size - BALL_MARGIN),
  };
}

export function snapToEdge(p: Point, size: number, viewportWidth: number): Point {
  const left = p.x + size / 2 < viewportWidth / 2;
  return { x: left ? BALL_MARGIN : viewportWidth - size - BALL_MARGIN, y: p.y, side: left ? 'left' : 'right' };
}

/** Bottom right, above the tab bar. */
export function defaultPoint(size: number, viewport: { width: number; height: number }): Point {
  return { x: viewport.width - size - BALL_MARGIN, y: viewport.height - size - 140, side: 'right' };
}

/** The inline position: docked balls keep to their side, a dragged ball follows the finger. */
export function ballStyle(p: Point): { left?: number; right?: number; top: number } {
  if (p.side === 'right') return { right: BALL_MARGIN, top: p.y };
  if (p.side === 'left') return { left: BALL_MARGIN, top: p.y };
  return { left: p.x, top: p.y };
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
