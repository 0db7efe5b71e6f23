/**
 * Daily-limit helper (spec section 4): an action may run if it has not been done today and its
 * count is below an optional cap. State per action: the last day it ran and how often it ran.
 */
export interface DailyRecord {
  day: string;
  count: number;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

const PREFIX = 'daily_limit_';

export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function read(storage: KeyValue | undefined, action: string): DailyRecord | undefined {
  try {
    const raw = storage?.getItem(PREFIX + action);
    const parsed = raw ? (JSON.parse(raw) as DailyRecord) : undefined;
    return parsed && typeof parsed.day === 'string' && typeof parsed.count === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function mayRunToday(action: string, options: { cap?: number; now?: Date; storage?: KeyValue } = {}): boolean {
  const record = read(options.storage ?? globalThis.localStorage, action);
  if (!record) return true;
  if (record.day === localDay(options.now ?? new Date())) return false;
  return options.cap === undefined || record.count < options.cap;
}

/** Records that the action ran today. */
export function markRanToday(action: string, options: { now?: Date; storage?: KeyValue } = {}): DailyRecord {
  const storage = options.storage ?? globalThis.localStorage;
  const previous = read(storage, action);
  const record = { day: localDay(options.now ?? new Date()), count: (previous?.count ?? 0) + 1 };
  storage?.setItem(PREFIX + action, JSON.stringify(record));
  return record;
}
