import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Modals have the states show, closing and destroy (spec section 2): `open` turning false starts the
 * exit animation (closing); when it ends, or after `exitMs` as a fallback, the modal unmounts (destroy).
 */
export type ModalPhase = 'show' | 'closing' | 'destroy';
export const MODAL_EXIT_MS = 220;

export function useModalPhase(open: boolean, exitMs = MODAL_EXIT_MS) {
  const [phase, setPhase] = useState<ModalPhase>(open ? 'show' : 'destroy');
  if (open && phase !== 'show') setPhase('show');
  if (!open && phase === 'show') setPhase('closing');
  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('destroy'), exitMs);
    return () => clearTimeout(timer);
  }, [phase, exitMs]);
  const finishExit = useCallback(() => setPhase((p) => (p === 'closing' ? 'destroy' : p)), []);
  return { phase, finishExit };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** Open modals, newest last: only the top one answers Escape and traps Tab. */
const stack: object[] = [];
let lockedOverflow: string | null = null;

function lockScroll() {
  if (stack.length === 1) {
    lockedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}
function unlockScroll() {
  if (stack.length === 0 && lockedOverflow !== null) {
    document.body.style.overflow = lockedOverflow;
    lockedOverflow = null;
  }
}

/**
 * While `active`: moves focus into the panel (an element with data-autofocus, else the panel itself),
 * keeps Tab inside it, closes on Escape, locks page scroll; afterwards gives focus back to where it was.
 */
export function useModalLayer(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: (() => void) | undefined,
) {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const token = {};
    stack.push(token);
    lockScroll();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = panel.current;
    const initial = container?.querySelector<HTMLElement>('[data-autofocus]') ?? container;
    initial?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || !container) return;
      if (event.key === 'Escape' && escapeRef.current) {
        event.preventDefault();
        escapeRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, container);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [active, panel]);
}

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !container.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}
