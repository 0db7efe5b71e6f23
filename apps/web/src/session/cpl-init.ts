import { task } from '@arcadia/contract';
import { api } from '../api/client.ts';
import { navigate } from '../app/router/history.ts';
import { localeHref } from '../app/router/navigation.ts';
import { getHost } from '../hosts/host.ts';
import { getLocale } from '../i18n/i18n.ts';
import { runCplInitOnce } from './cpl-once.ts';
import { useSession } from './session-store.ts';

/**
 * CPL init (spec section 4): once per player per session, after startup and after each login, /cpl/init records the
 * player's market and device with the app environment. When the app was opened by a deep link to a task
 * (deeplink_offer_task_id, app environment) and the server knows that offer, the task's screen opens.
 * Loaded after startup (not in the startup chunk).
 */
export function startCplInit(): () => void {
  const run = (userId: number) =>
    void runCplInitOnce(
      userId,
      async () => {
        const env = getHost().environment?.();
        const answer = await api(task.taskCplInit, env ? { envContext: env } : {}, { silent: true });
        if (answer.deeplink_offer_task_id)
          navigate(localeHref(`/task/details?taskId=${answer.deeplink_offer_task_id}&from=deeplink`, getLocale()));
      },
      (error) => console.warn('[cpl_init_error]', error instanceof Error ? error.message : String(error)),
    );
  run(useSession.getState().userId);
  return useSession.subscribe((state, previous) => {
    if (state.userId !== previous.userId) run(state.userId);
  });
}
