import { useEffect, useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { getHost } from '../../hosts/host.ts';
import { openExternal } from '../../hosts/open-external.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { type OfferState, reportAction, useTakeMutation } from './queries.ts';
import styles from './task-flow.module.css';

/** Opens the tracking link: the native app's web view, a new tab in the browser, Telegram's link opener. */
function openTracking(link: string) {
  const host = getHost();
  if (host.platform !== 'h5' && host.can('openWebView')) void host.openWebView(link);
  else openExternal(link);
}

/** Time left until `expiresAt` (unix seconds), as days and hours; recomputed every minute. */
function useTimeLeft(expiresAt: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!expiresAt) return undefined;
  const left = Math.max(0, expiresAt * 1000 - now);
  return { days: Math.floor(left / 86_400_000), hours: Math.floor((left % 86_400_000) / 3_600_000), over: left === 0 };
}

/** Start the task, open the game, check progress: what the player does with their take. */
export function TakePanel({ state, onCheck, checking }: { state: OfferState; onCheck: () => void; checking: boolean }) {
  const { t, locale } = useTranslation('tasks');
  const { offer } = state;
  const take = useTakeMutation(offer.xbOfferId);
  const [problem, setProblem] = useState<string>();
  const left = useTimeLeft(offer.take?.expiresAt);
  const expired = offer.take?.status === 'expired' || left?.over;

  async function start() {
    setProblem(undefined);
    try {
      const answer = await take.mutateAsync();
      reportAction(offer.xbOfferId, 'open');
      openTracking(answer.take.link);
    } catch (error) {
      setProblem(apiErrorText(error));
    }
  }

  return (
    <div className={styles.panel} data-testid="take-panel">
      <div className={styles.row}>
        <span>{t('details.progress', { done: state.completed, total: state.total })}</span>
        <span className={styles.reward}>+{formatAmount(state.earned, { locale })} KC</span>
      </div>
      {state.done ? (
        <p className={styles.stepTitle} role="status" data-testid="task-done">
          {t('details.done')}
        </p>
      ) : null}
      {offer.take && !state.done && left ? (
        <p className={styles.muted} data-testid="task-expiry">
          {expired ? t('details.expired') : t('details.expiresIn', { days: left.days, hours: left.hours })}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.reason} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {!state.done && (!offer.take || expired) ? (
          <Button onClick={start} loading={take.isPending} data-testid="task-start">
            {offer.take ? t('details.restart') : t('details.start')}
          </Button>
        ) : null}
        {offer.take && !state.done && !expired ? (
          <Button
            onClick={() => {
              reportAction(offer.xbOfferId, 'open');
              openTracking(offer.take?.link ?? '');
            }}
            data-testid="task-open"
          >
            {t('details.open')}
          </Button>
        ) : null}
        {offer.take ? (
          <Button variant="secondary" onClick={onCheck} loading={checking} data-testid="task-verify">
            {t('details.verify')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
