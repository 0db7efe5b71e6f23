import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatMoney, isPositive } from '../money.ts';
import type { Account } from '../queries.ts';
import { stopPlaying } from '../session-end.ts';
import { formatDuration } from '../time.ts';
import styles from './shell.module.css';

/** The reality check itself: the time played and the net result, with "stop" and "keep playing". */
export default function RealityDialog({
  startedAt,
  net,
  account,
  onKeep,
  minutes,
}: {
  startedAt: number;
  net: string;
  account: Account;
  onKeep: () => void;
  minutes: number;
}) {
  const { t, locale } = useTranslation('fortune');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const netText = formatMoney(net, account.currency, locale);
  return (
    <Dialog
      open
      onClose={onKeep}
      dismissible={false}
      role="alertdialog"
      title={t('reality.title')}
      description={t('reality.text', { minutes })}
      testId="fortune-reality-check"
      footer={
        <>
          <Button variant="secondary" block onClick={() => stopPlaying(locale)} data-testid="reality-stop">
            {t('reality.stop')}
          </Button>
          <Button block onClick={onKeep} data-testid="reality-keep">
            {t('reality.keep')}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t('reality.played')}</dt>
          <dd data-testid="reality-time">{formatDuration(now - startedAt)}</dd>
        </div>
        <div>
          <dt>{t('reality.net')}</dt>
          <dd data-testid="reality-net">{isPositive(net) ? `+${netText}` : netText}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
