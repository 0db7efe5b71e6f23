import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

/**
 * Toasts (spec section 2): bottom centre, hidden after 3000 ms, no duplicates, at most one at a time.
 * `showToast` can be called from anywhere (API client, hosts); `<ToastViewport/>` renders the current one.
 */
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  persistent: boolean;
}

let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: string, options: { type?: ToastType; persistent?: boolean } = {}) {
  if (!message) return;
  if (current && current.message === message) return; // no duplicates
  clearTimeout(timer);
  current = { id: nextId++, message, type: options.type ?? 'info', persistent: options.persistent ?? false };
  if (!current.persistent) timer = setTimeout(hideToast, TOAST_DURATION_MS);
  emit();
}

export function hideToast() {
  clearTimeout(timer);
  current = null;
  emit();
}

export function getToast(): Toast | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useToast(): Toast | null {
  return useSyncExternalStore(subscribe, getToast, getToast);
}

export function ToastViewport() {
  const toast = useToast();
  // The live region stays mounted so screen readers announce each new message put into it.
  return (
    <div className={styles.viewport} role="status" aria-live="polite">
      {toast ? (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.type]}`}
          data-testid="toast"
          data-type={toast.type}
        >
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.message}>{toast.message}</span>
        </div>
      ) : null}
    </div>
  );
}
