/**
 * The hosts' event reporter: init errors (error_jsb_init), Telegram failures, device-id helper errors.
 * Events are kept for the dev panel and tests, and logged as warnings.
 */
interface HostEvent {
  name: string;
  detail: Record<string, unknown>;
  at: number;
}

const ERROR_TEXT_LIMIT = 256;
const events: HostEvent[] = [];

export function truncateMessage(message: unknown): string {
  const text = message instanceof Error ? message.message : String(message);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

export function reportHostEvent(name: string, detail: Record<string, unknown> = {}) {
  events.push({ name, detail, at: Date.now() });
  if (events.length > 100) events.shift();
  console.warn(`[host] ${name}`, JSON.stringify(detail));
}

export function hostEvents(): readonly HostEvent[] {
  return events;
}
