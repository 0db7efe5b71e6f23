import { api } from '../api/client.ts';
import { getLocale } from '../i18n/i18n.ts';
import { statsReportCall } from '../session/calls.ts';
import type { MonitorEvent } from './monitors.ts';

/** Sends queued monitor events to the stats service (POST /svc/stats/report). Losing one is acceptable. */
export async function sendReports(events: MonitorEvent[]) {
  try {
    await api(statsReportCall, { events, env: { platform: 'h5', locale: getLocale() } }, { silent: true });
  } catch {
    // analytics never disturb the player
  }
}
