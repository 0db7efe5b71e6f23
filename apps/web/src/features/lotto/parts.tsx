import { useEffect, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import styles from './lotto.module.css';
import type { LottoDraw } from './queries.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as YYYY-MM-DD HH:mm in the phone's time zone. */
export function formatDateTime(seconds: number | null | undefined) {
  if (!seconds) return '-';
  const d = new Date(seconds * 1000);
  return `${formatDate(seconds)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Seconds left until `at`, on the server's clock (`serverNow` when the answer came, `receivedAt` locally). */
export function useSecondsLeft(at: number | undefined, serverNow: number | undefined, receivedAt: number) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (at === undefined || serverNow === undefined) return undefined;
  return Math.max(0, at - (serverNow + Math.floor((tick - receivedAt) / 1000)));
}

export function countdownText(seconds: number) {
  const h = Math.floor(seconds / 3600);
  return `${pad(h)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export function Usdt({ value }: { value: string }) {
  const { locale } = useTranslation('win');
  return <span>{formatAmount(value, { locale })} USDT</span>;
}

/** Numbers as balls; those in `hits` stand out. */
export function Balls({ numbers, hits, label }: { numbers: number[]; hits?: number[]; label: string }) {
  const set = new Set(hits ?? []);
  return (
    <ul className={styles.balls} aria-label={label}>
      {numbers.map((n) => (
        <li key={n} className={`${styles.ball} ${set.has(n) ? styles.hit : ''}`}>
          {pad(n)}
        </li>
      ))}
    </ul>
  );
}

const TONE: Record<LottoDraw['status'], BadgeTone> = {
  open: 'primary',
  drawn: 'warning',
  paid: 'success',
  refunding: 'neutral',
  refunded: 'neutral',
};

export function StatusBadge({ status }: { status: LottoDraw['status'] }) {
  const { t } = useTranslation('win');
  return <Badge tone={TONE[status]}>{t(`lotto.status.${status}`)}</Badge>;
}

/** The game balance with the way to top it up (/win/money). */
export function BalanceLine({ balance }: { balance: string }) {
  const { t } = useTranslation('win');
  return (
    <p className={styles.row}>
      <span className={styles.muted}>
        {t('lotto.balance')}: <Usdt value={balance} />
      </span>
      <Link to="/win/money" className={styles.link} data-testid="lotto-topup">
        {t('lotto.topUp')}
      </Link>
    </p>
  );
}
