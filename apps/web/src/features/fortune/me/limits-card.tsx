import { LIMIT_KINDS, LIMIT_PERIODS } from '@arcadia/contract/calls/fortune/common';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { type Currency, formatMoney, progressPercent } from '../money.ts';
import parts from '../parts.module.css';
import type { Limit, RgStatus } from '../queries.ts';
import { formatDateTime } from '../time.ts';
import styles from './me.module.css';

/** The dialog that sets a limit (with its amount field) loads when a limit is tapped. */
const LimitDialog = lazy(() => import('./limit-dialog.tsx').then((m) => ({ default: m.LimitDialog })));

type Kind = Limit['kind'];
type Period = Limit['period'];

function limitOf(limits: Limit[], kind: Kind, period: Period): Limit {
  return (
    limits.find((l) => l.kind === kind && l.period === period) ?? {
      kind,
      period,
      amount: null,
      pending: null,
      used: '0',
    }
  );
}

/**
 * Deposit, loss and wager limits for a day, a week and a month (UKGC RTS 12): what each allows, what is used, and a
 * raise or removal waiting for its 24 hours. The lowest limit that applies binds.
 */
export function LimitsCard({ rg, currency }: { rg: RgStatus; currency: Currency }) {
  const { t } = useTranslation('fortune');
  const [editing, setEditing] = useState<Limit | null>(null);
  return (
    <section id="limits" className={styles.card} aria-labelledby="limits-title" data-testid="limits-card">
      <h2 id="limits-title" className={parts.cardTitle}>
        {t('limits.title')}
      </h2>
      <p className={parts.note}>{t('limits.text')}</p>
      {LIMIT_KINDS.map((kind) => (
        <div key={kind} className={styles.group}>
          <h3 className={styles.groupTitle}>{t(`limits.kind.${kind}`)}</h3>
          <ul className={parts.list}>
            {LIMIT_PERIODS.map((period) => (
              <LimitRow key={period} limit={limitOf(rg.limits, kind, period)} currency={currency} onEdit={setEditing} />
            ))}
          </ul>
        </div>
      ))}
      {editing ? (
        <Suspense fallback={null}>
          <LimitDialog limit={editing} currency={currency} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function LimitRow({ limit, currency, onEdit }: { limit: Limit; currency: Currency; onEdit: (l: Limit) => void }) {
  const { t, locale } = useTranslation('fortune');
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const id = `${limit.kind}-${limit.period}`;
  return (
    <li className={styles.limit} data-testid={`limit-${id}`}>
      <span className={styles.limitMain}>
        <span className={styles.limitName}>{t(`limits.period.${limit.period}`)}</span>
        {limit.amount === null ? (
          <span className={parts.note}>{t('limits.none')}</span>
        ) : (
          <>
            <span data-testid={`limit-${id}-used`}>
              {t('limits.used', { used: money(limit.used), amount: money(limit.amount) })}
            </span>
            <span className={parts.bar} aria-hidden="true">
              <span style={{ width: `${progressPercent(limit.used, limit.amount)}%` }} />
            </span>
          </>
        )}
        {limit.pending ? (
          <span className={styles.pending} data-testid={`limit-${id}-pending`}>
            {limit.pending.amount === null
              ? t('limits.pendingRemove', { date: formatDateTime(limit.pending.from, locale) })
              : t('limits.pendingRaise', {
                  amount: money(limit.pending.amount),
                  date: formatDateTime(limit.pending.from, locale),
                })}
          </span>
        ) : null}
      </span>
      <Button size="sm" variant="secondary" onClick={() => onEdit(limit)} data-testid={`limit-${id}-edit`}>
        {limit.amount === null ? t('limits.set') : t('limits.change')}
      </Button>
    </li>
  );
}
