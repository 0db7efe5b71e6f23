import { type AuditResult, auditDraw } from '@arcadia/contract/calls/luckycode/fairness';
import { useEffect, useState } from 'react';
import { formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './luckycode.module.css';
import { ticketNo } from './parts.tsx';
import { type Audit, useAuditQuery } from './queries.ts';

/**
 * The audit view: fetches a closed draw's published data and recomputes it here, in the browser, with Web Crypto
 * (fairness.ts in the contract, the procedure docs/luckycode.md publishes): the seed against its commitment, the
 * ticket list against its hash, and the winning number; then says whether everything matches.
 */
export function AuditSheet({ drawId, onClose }: { drawId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('luckycode');
  const audit = useAuditQuery(drawId);
  return (
    <Sheet
      open={drawId !== undefined}
      onClose={onClose}
      title={t('audit.title', { id: drawId ?? '' })}
      testId="lucky-audit"
    >
      {audit.isPending ? <Skeleton height="2rem" radius="md" /> : null}
      {audit.isError ? (
        <div role="alert" className={styles.error}>
          <p>{t('audit.loadFailed')}</p>
          <Button variant="secondary" onClick={() => audit.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {audit.data ? <AuditBody audit={audit.data} /> : null}
    </Sheet>
  );
}

function AuditBody({ audit }: { audit: Audit }) {
  const { t } = useTranslation('luckycode');
  const { draw, ranges } = audit;
  const [result, setResult] = useState<AuditResult | 'failed'>();
  useEffect(() => {
    let live = true;
    auditDraw({
      draw_id: draw.id,
      seed_hash: draw.seed_hash,
      seed: draw.seed,
      list_hash: draw.list_hash,
      winning_number: draw.winning_number,
      ranges,
    }).then(
      (r) => live && setResult(r),
      () => live && setResult('failed'),
    );
    return () => {
      live = false;
    };
  }, [draw, ranges]);

  if (draw.status === 'open')
    return (
      <div className={styles.auditBody}>
        <p>{t('audit.open')}</p>
        <dl className={styles.facts}>
          <Fact label={t('audit.seedHash')} value={draw.seed_hash} mono />
        </dl>
      </div>
    );
  const refund = draw.winning_number === null;
  const verdict =
    result === undefined ? undefined : result !== 'failed' && (refund ? result.seedOk && result.listOk : result.match);
  return (
    <div className={styles.auditBody}>
      <p
        className={styles.verdict}
        data-state={verdict === undefined ? 'checking' : verdict ? 'match' : 'mismatch'}
        data-testid="lucky-audit-verdict"
        role="status"
      >
        {verdict === undefined ? t('audit.checking') : verdict ? t('audit.match') : t('audit.mismatch')}
      </p>
      <ol className={styles.checks}>
        <Check
          ok={result === undefined || result === 'failed' ? undefined : result.seedOk}
          label={t('audit.checkSeed')}
        />
        <Check
          ok={result === undefined || result === 'failed' ? undefined : result.listOk}
          label={t('audit.checkList')}
        />
        {refund ? null : (
          <Check
            ok={result === undefined || result === 'failed' ? undefined : result.winnerOk}
            label={t('audit.checkWinner', {
              computed: result && result !== 'failed' && result.computed !== null ? ticketNo(result.computed) : '…',
            })}
          />
        )}
      </ol>
      <dl className={styles.facts}>
        <Fact label={t('audit.closedAt')} value={formatDate(draw.closed_at)} />
        <Fact label={t('audit.tickets')} value={String(draw.sold)} />
        <Fact label={t('audit.winning')} value={refund ? t('audit.refunded') : ticketNo(draw.winning_number ?? 0)} />
        <Fact label={t('audit.seedHash')} value={draw.seed_hash} mono />
        <Fact label={t('audit.seed')} value={draw.seed ?? '-'} mono />
        <Fact label={t('audit.listHash')} value={draw.list_hash ?? '-'} mono />
      </dl>
      <p className={styles.note}>{t('audit.how')}</p>
    </div>
  );
}

function Check({ ok, label }: { ok: boolean | undefined; label: string }) {
  const { t } = useTranslation('luckycode');
  return (
    <li className={styles.check} data-ok={ok === undefined ? 'pending' : String(ok)}>
      <span aria-hidden="true" className={styles.checkMark}>
        {ok === undefined ? '…' : ok ? '✓' : '✗'}
      </span>
      <span>{label}</span>
      <span className={styles.srOnly}>
        {ok === undefined ? t('audit.checking') : ok ? t('audit.ok') : t('audit.bad')}
      </span>
    </li>
  );
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined}>{value}</dd>
    </>
  );
}
