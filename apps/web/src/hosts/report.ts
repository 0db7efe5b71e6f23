/**
 * The hosts' event reporter: init errors (error_jsb_init), Telegram failures, device-id helper errors.
 * Logged as warnings.
 */
const ERROR_TEXT_LIMIT = 256;

export function truncateMessage(message: unknown): string {
  const text = message instanceof Error ? message.message : String(message);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

export function reportHostEvent(name: string, detail: Record<string, unknown> = {}) {
  console.warn(`[host] ${name}`, JSON.stringify(detail));
}
