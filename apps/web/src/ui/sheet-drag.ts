import { type PointerEvent, type RefObject, useRef } from 'react';

/** How far (px) a sheet must be pulled down, or how fast (px/ms), to close when released. */
const CLOSE_DISTANCE = 96;
const CLOSE_VELOCITY = 0.6;

/**
 * Pull-down-to-close for a bottom sheet: handlers for the grabber/header. The panel follows the finger
 * (transform set through the CSSOM, which the CSP allows); released far or fast enough, it asks to close and
 * the exit animation continues from where the finger left it.
 */
export function useDragToClose(panel: RefObject<HTMLElement | null>, onClose: (() => void) | undefined) {
  const start = useRef<{ y: number; t: number } | null>(null);

  const setOffset = (dy: number, animate: boolean) => {
    const el = panel.current;
    if (!el) return;
    el.style.transition = animate ? 'transform var(--dur-base) var(--ease-out)' : 'none';
    el.style.transform = dy > 0 ? `translateY(${dy}px)` : '';
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!onClose || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // Buttons in the header (close) keep their own taps.
    if (event.target instanceof Element && event.target.closest('button')) return;
    start.current = { y: event.clientY, t: event.timeStamp };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current) setOffset(Math.max(0, event.clientY - start.current.y), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dy = event.clientY - from.y;
    const velocity = dy / Math.max(1, event.timeStamp - from.t);
    if (onClose && (dy > CLOSE_DISTANCE || (dy > 24 && velocity > CLOSE_VELOCITY))) onClose();
    else setOffset(0, true);
  };
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
