import { opsLottoCancel, opsLottoDrawNow, opsLottoDraws } from '@arcadia/contract/ops/index';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Draw = z.output<typeof opsLottoDraws.response>['list'][number];
type Game = Draw['game'];

/**
 * The main brand's scheduled draws (docs/lotto.md): lotto and xoso draws with state, seeds (hash before, seed after),
 * entries and money; an open draw can be drawn now or cancelled (refunding every entry), after a confirm step
 * (both audited on the server: lotto.draw_now, lotto.cancel).
 */
export default function GameDrawsPage() {
  const { t } = useT();
  const [game, setGame] = useState<Game>('lotto');
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsLottoDraws, { game, page });
  return (
    <Page title={t('gameDraws.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('gameDraws.hint')}</p>
      <Filters
        label={t('gameDraws.title')}
        value={game}
        options={['lotto', 'xoso'] as const}
        text={(g) => t(`gameDraws.${g}`)}
        onChange={(g: Game) => {
          setGame(g);
          setPage(1);
        }}
      />
      <QueueItems
        query={list}
        emptyText={t('gameDraws.empty')}
        render={(draw: Draw) => <DrawCard key={`${draw.game}-${draw.id}`} draw={draw} onDone={list.reload} />}
      />
      <div className={styles.row}>
        {page > 1 ? (
          <Button variant="secondary" onClick={() => setPage(page - 1)}>
            {t('gameDraws.newer')}
          </Button>
        ) : null}
        {list.data?.has_more ? (
          <Button variant="secondary" onClick={() => setPage(page + 1)}>
            {t('gameDraws.older')}
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
  const [confirming, setConfirming] = useState<'draw' | 'cancel' | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const drawNow = useOpsAction(opsLottoDrawNow);
  const cancel = useOpsAction(opsLottoCancel);
  const action = confirming === 'cancel' ? cancel : drawNow;
  const act = async () => {
    const done = await action.run({ game: draw.game, draw_id: draw.id });
    setConfirming(null);
    if (done) onDone();
  };
  const usdt = (v: string) => `${formatAmount(v, locale)} USDT`;
  const result = draw.numbers ? draw.numbers.join(' ') : draw.board ? (draw.board[0]?.numbers[0] ?? '—') : '—';
  const gameName = t(`gameDraws.${draw.game}`);
  return (
    <article className={styles.card} data-testid={`ops-draw-${draw.game}-${draw.id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>{t('gameDraws.draw', { game: gameName, id: draw.id, label: draw.label })}</h2>
        <StatusTag status={TONE_OF[draw.status]} label={t(`gameDraws.status.${draw.status}`)} />
      </header>
      <Facts
        items={[
          ...(draw.region ? ([[t('gameDraws.region'), draw.region]] as [string, string][]) : []),
          [t('gameDraws.closesAt'), formatTime(draw.closes_at, locale)],
          [t('gameDraws.closedAt'), draw.closed_at ? formatTime(draw.closed_at, locale) : '—'],
          [t('gameDraws.closedBy'), draw.closed_by ? t(`gameDraws.by.${draw.closed_by}`) : '—'],
          [t('gameDraws.entries'), draw.entries],
          [t('gameDraws.sales'), usdt(draw.sales)],
          [t('gameDraws.paidOut'), usdt(draw.paid_out)],
          [t('gameDraws.house'), usdt(draw.house)],
          [t('gameDraws.result'), result],
          [t('gameDraws.seedHash'), draw.seed_hash],
          [t('gameDraws.seed'), draw.seed ?? '—'],
        ]}
      />
      {action.error ? <ErrorNote error={action.error} /> : null}
      {draw.status !== 'open' ? null : confirming ? (
        <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-draw-confirm">
          <p>
            {t(confirming === 'cancel' ? 'gameDraws.confirmCancel' : 'gameDraws.confirmDraw', {
              game: gameName,
              id: draw.id,
              entries: draw.entries,
            })}
          </p>
          <div className={styles.row}>
            <Button onClick={act} loading={action.pending} data-testid="ops-draw-confirm-yes">
              {t('gameDraws.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={action.pending}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={() => setConfirming('draw')} data-testid="ops-draw-now">
            {t('gameDraws.drawNow')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming('cancel')} data-testid="ops-draw-cancel">
            {t('gameDraws.cancel')}
          </Button>
        </div>
      )}
    </article>
  );
}
