import { queueReport } from './monitors.ts';

/** localStorage key holding the date (YYYY-MM-DD) a debugger was last detected. */
export const DEBUG_DATE_KEY = 'debug_detected_date';
/** A debugger statement that takes longer than this means a debugger is attached and paused. */
const DEBUGGER_SLOW_MS = 100;

const today = () => new Date().toISOString().slice(0, 10);

/** Whether a measured pause means a debugger; split out so the rule is testable without one. */
function isDebuggerPause(elapsedMs: number): boolean {
  return elapsedMs > DEBUGGER_SLOW_MS;
}

/**
 * The hidden anti-debug check of spec section 9: times a debugger statement; when it is slow,
 * reports debugger_detected (once a day) and records the date in local storage.
 */
export function runAntiDebugCheck(measure: () => number = timeDebugger): boolean {
  const elapsed = measure();
  if (!isDebuggerPause(elapsed)) return false;
  const date = today();
  let already = false;
  try {
    already = localStorage.getItem(DEBUG_DATE_KEY) === date;
    localStorage.setItem(DEBUG_DATE_KEY, date);
  } catch {
    // storage unavailable: still report
  }
  if (!already) queueReport({ type: 'event', name: 'debugger_detected', data: { elapsed_ms: Math.round(elapsed) } });
  return true;
}

function timeDebugger(): number {
  const start = performance.now();
  // biome-ignore lint/suspicious/noDebugger: the timing check itself (spec section 9).
  debugger;
  return performance.now() - start;
}
