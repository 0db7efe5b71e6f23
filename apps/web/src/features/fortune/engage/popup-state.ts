import type { Popup } from '../queries.ts';

/** Popups closed in this visit: coming back to home does not show them again (a reload is a new visit). */
const closed = new Set<number>();

export function closePopup(id: number) {
  closed.add(id);
}

export function unclosedPopups(popups: readonly Popup[]): Popup[] {
  return popups.filter((popup) => !closed.has(popup.id));
}

/** Test seam: a new visit. */
export function forgetClosedPopups() {
  closed.clear();
}
