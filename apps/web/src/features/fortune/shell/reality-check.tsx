import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { compareDecimal } from '../../../ui/decimal.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatMoney } from '../money.ts';
import { type Account, useRgQuery } from '../queries.ts';
import { stopPlaying } from '../session-end.ts';
import { formatDuration } from '../time.ts';
import styles from './shell.module.css';

const ACK_KEY = 'fortune_reality_ack';

/** The first reality check due after `after` (ms): one every `minutes` from the session's start. */
export function nextCheckAt(startedAt: number, minutes: number, after: number): number {
  const interval = minutes * 60_000;
  const passed = Math.floor((Math.max(after, startedAt) - startedAt) / interval);
  return startedAt + (passed + 1) * interval;
}

function readAck(): number {
  try {
    return Number(sessionStorage.getItem(ACK_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeAck(at: number) {
  try {
    sessionStorage.setItem(ACK_KEY, String(at));
  } catch {
    // Without storage the check simply comes again on the next Fortune page.
  }
}

/**
 * The reality check (UKGC RTS 13): every `reality_check_minutes` of the session while a Fortune page is open, a
 * dialog with the time played and the net result; "keep playing" acknowledges it, "stop" leaves Fortune.
 */
export function RealityCheck({ account }: { account: Account }) {
  const minutes = account.reality_check_minutes;
  const rg = useRgQuery(minutes > 0);
  const startedAt = rg.data ? rg.data.session.started_at * 1000 : undefined;
  const [ackAt, setAckAt] = useState(readAck);
  const [open, setOpen] = useState(false);
  const refetch = rg.refetch;

  useEffect(() => {
    if (!minutes || startedAt === undefined || open) return;
    const due = nextCheckAt(startedAt, minutes, ackAt);
    const timer = setTimeout(
      () => {
        setOpen(true);
        void refetch();
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [minutes, startedAt, ackAt, open, refetch]);

  if (!open || startedAt === undefined || !rg.data) return null;
  const keepPlaying = () => {
    const now = Date.now();
    writeAck(now);
    setAckAt(now);
    setOpen(false);
  };
  return (
    <RealityDialog
      startedAt={startedAt}
      net={rg.data.session.net}
      account={account}
      onKeep={keepPlaying}
      minutes={minutes}
    />
  );
}

function RealityDialog({
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
          <dd data-testid="reality-net">
            {!net.startsWith('-') && compareDecimal(net, '0') > 0 ? `+${netText}` : netText}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
