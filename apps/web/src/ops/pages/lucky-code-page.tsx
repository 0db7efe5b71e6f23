import { opsLuckycodeDrawNow, opsLuckycodeDraws } from '@arcadia/contract/ops/index';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Draw = z.output<typeof opsLuckycodeDraws.response>['list'][number];

/**
 * Lucky code's draws (docs/luckycode.md): each with its sales, prize, the house's edge and the winner; the open one
 * can be closed and drawn now, after a confirm step (audited on the server as luckycode.draw_now).
 */
export default function LuckyCodePage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsLuckycodeDraws, { page });
  return (
    <Page title={t('luckycode.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('luckycode.hint')}</p>
      <QueueItems
        query={list}
        emptyText={t('luckycode.empty')}
        render={(draw: Draw) => <DrawCard key={draw.id} draw={draw} onDone={list.reload} />}
      />
      <div className={styles.row}>
        {page > 1 ? (
          <Button variant="secondary" onClick={() => setPage(page - 1)}>
            {t('luckycode.newer')}
          </Button>
        ) : null}
        {list.data?.has_more ? (
          <Button variant="secondary" onClick={() => setPage(page + 1)}>
            {t('luckycode.older')}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}

const TONE_OF: Record<Draw['status'], string> = {
  open: 'pending',
  drawn: 'review',
  paid: 'approved',
  refunding: 'paying',
  refunded: 'rejected',
};

function DrawCard({ draw, onDone }: { draw: Draw; onDone: () => void }) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const drawNow = useOpsAction(opsLuckycodeDrawNow);
  const act = async () => {
    const done = await drawNow.run({ draw_id: draw.id });
    setConfirming(false);
    if (done) onDone();
  };
  const kc = (v: string) => `${formatAmount(v, locale)} KC`;
  const result: [string, string | number][] =
    draw.status === 'open'
      ? [[t('luckycode.closesAt'), formatTime(draw.closes_at, locale)]]
      : [
          [t('luckycode.closedAt'), draw.closed_at ? formatTime(draw.closed_at, locale) : '—'],
          [t('luckycode.closedBy'), draw.closed_by ? t(`luckycode.by.${draw.closed_by}`) : '—'],
          [t('luckycode.winning'), draw.winning_number ?? '—'],
          [t('luckycode.winner'), draw.winner_user_id ? `${draw.winner ?? ''} (${draw.winner_user_id})` : '—'],
          [t('luckycode.prize'), kc(draw.prize)],
          [t('luckycode.edge'), kc(draw.edge)],
        ];
  return (
    <article className={styles.card} data-testid={`ops-lucky-${draw.id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>{t('luckycode.draw', { id: draw.id })}</h2>
        <StatusTag status={TONE_OF[draw.status]} label={t(`luckycode.status.${draw.status}`)} />
      </header>
      <Facts
        items={[
          [t('luckycode.sold'), `${draw.sold} / ${draw.cap} (${t('luckycode.min', { min: draw.min_tickets })})`],
          [t('luckycode.orders'), draw.orders],
          [t('luckycode.sales'), kc(draw.sales)],
          [t('luckycode.price'), kc(draw.price)],
          [t('luckycode.share'), `${draw.prize_bps / 100}%`],
          ...result,
          [t('luckycode.seedHash'), draw.seed_hash],
        ]}
      />
      {drawNow.error ? <ErrorNote error={drawNow.error} /> : null}
      {draw.status !== 'open' ? null : confirming ? (
        <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-lucky-confirm">
          <p>
            {t(draw.sold < draw.min_tickets ? 'luckycode.confirmRefund' : 'luckycode.confirmDraw', {
              id: draw.id,
              sold: draw.sold,
              min: draw.min_tickets,
            })}
          </p>
          <div className={styles.row}>
            <Button onClick={act} loading={drawNow.pending} data-testid="ops-lucky-confirm-yes">
              {t('luckycode.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={drawNow.pending}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={() => setConfirming(true)} data-testid="ops-lucky-draw-now">
            {t('luckycode.drawNow')}
          </Button>
        </div>
      )}
    </article>
  );
}
