import { useEffect, useState } from 'react';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import styles from './luckycode.module.css';
import type { Draw } from './queries.ts';

/** Ticket numbers as players read them: #000123, six digits. */
export const ticketNo = (n: number) => `#${String(n).padStart(6, '0')}`;
export const rangeText = (from: number, to: number) =>
  from === to ? ticketNo(from) : `${ticketNo(from)} – ${ticketNo(to)}`;

/** Seconds left until `closesAt`, on the server's clock (`serverNow` when the answer came, `receivedAt` locally). */
export function useSecondsLeft(closesAt: number | undefined, serverNow: number | undefined, receivedAt: number) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (closesAt === undefined || serverNow === undefined) return undefined;
  const now = serverNow + Math.floor((tick - receivedAt) / 1000);
  return Math.max(0, closesAt - now);
}

export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('luckycode');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <p className={styles.countdown} data-testid="lucky-countdown">
      <span className={styles.countdownLabel}>{t('draw.closesIn')}</span>
      <time className={styles.countdownValue} dateTime={`PT${h}H${m}M${s}S`} aria-live="off">
        {seconds > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : t('draw.closing')}
      </time>
    </p>
  );
}

export function SoldBar({ draw }: { draw: Draw }) {
  const { t } = useTranslation('luckycode');
  const percent = Math.min(100, Math.round((draw.sold / draw.cap) * 100));
  return (
    <div className={styles.sold}>
      <div className={styles.soldText}>
        <span>{t('draw.sold', { sold: draw.sold, cap: draw.cap })}</span>
        <span>{t('draw.min', { min: draw.min_tickets })}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('draw.soldLabel')}
        aria-valuemin={0}
        aria-valuemax={draw.cap}
        aria-valuenow={draw.sold}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const TONES: Record<Draw['status'], BadgeTone> = {
  open: 'primary',
  drawn: 'warning',
  paid: 'success',
  refunding: 'warning',
  refunded: 'neutral',
};

export function StatusBadge({ status }: { status: Draw['status'] }) {
  const { t } = useTranslation('luckycode');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

export function Kc({ value }: { value: string }) {
  const { locale } = useTranslation('luckycode');
  return (
    <span className={styles.amount}>
      {formatAmount(value, { locale })} <span className={styles.coin}>KC</span>
    </span>
  );
}

/** The land page's artwork: a ticket with a lucky clover, drawn for the app. */
export function TicketArt() {
  return (
    <svg className={styles.art} viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lucky-ticket" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd76a" />
          <stop offset="1" stopColor="#ff9f43" />
        </linearGradient>
      </defs>
      <path
        d="M14 10h132a6 6 0 0 1 6 6v20a12 12 0 0 0 0 24v20a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6V60a12 12 0 0 0 0-24V16a6 6 0 0 1 6-6z"
        fill="url(#lucky-ticket)"
      />
      <path d="M112 14v68" stroke="#fff" strokeWidth="2" strokeDasharray="4 4" opacity="0.8" />
      <g fill="#2f9e61" transform="translate(132 48)">
        <circle cx="-6" cy="-6" r="7" />
        <circle cx="6" cy="-6" r="7" />
        <circle cx="-6" cy="6" r="7" />
        <circle cx="6" cy="6" r="7" />
        <path d="M0 4c2 8 4 12 8 16" stroke="#2f9e61" strokeWidth="3" fill="none" />
      </g>
      <text x="24" y="44" fontSize="14" fontWeight="700" fill="#7a3b00" fontFamily="sans-serif">
        LUCKY
      </text>
      <text x="24" y="68" fontSize="18" fontWeight="800" fill="#7a3b00" fontFamily="monospace">
        #000777
      </text>
    </svg>
  );
}
