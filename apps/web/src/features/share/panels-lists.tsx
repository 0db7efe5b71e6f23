import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { InviteArt } from './invite-art.tsx';
import { type BonusRow, type InviteRow, useBonusQuery, useHistoryQuery } from './queries.ts';
import styles from './share.module.css';
import { LoadFailed, Loading } from './states.tsx';

/** Share history: the player's invitees, newest first, 20 a page. */
export function HistoryPanel() {
  const { t } = useTranslation('share');
  const q = useHistoryQuery(true);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed retry={q.refetch} />;
  const rows = q.data.pages.flatMap((p) => p.list);
  if (rows.length === 0)
    return (
      <Empty
        art={<InviteArt size="1rem" />}
        title={t('historyEmpty')}
        description={t('historyEmptyBody')}
        action={
          <Link to="/share" className={buttonClassName({ variant: 'accent' })}>
            {t('shareButton')}
          </Link>
        }
      />
    );
  return (
    <>
      <ul className={styles.list} data-testid="share-history">
        {rows.map((row) => (
          <HistoryItem key={`${row.bound_at}:${row.name}:${row.source}`} row={row} />
        ))}
      </ul>
      {q.hasNextPage ? (
        <Button variant="secondary" onClick={() => q.fetchNextPage()} loading={q.isFetchingNextPage}>
          {t('more')}
        </Button>
      ) : null}
    </>
  );
}

function HistoryItem({ row }: { row: InviteRow }) {
  const { t, locale } = useTranslation('share');
  return (
    <li className={styles.item} data-testid="share-history-item">
      <Avatar name={row.name} size="sm" />
      <div className={styles.itemBody}>
        <p className={styles.name}>{row.name}</p>
        <p className={styles.muted}>
          {t(`source.${row.source}`)} · {formatDate(row.bound_at)}
        </p>
        {row.refused_reason ? <p className={styles.muted}>{t(`refused.${row.refused_reason}`)}</p> : null}
      </div>
      {row.reward ? <span className={styles.amount}>+{formatAmount(row.reward, { locale })}</span> : null}
      <span className={styles.status} data-status={row.status}>
        {t(`status.${row.status}`)}
      </span>
    </li>
  );
}

/** Bonus: invite rewards received, as inviter and as invitee. */
export function BonusPanel() {
  const { t, locale } = useTranslation('share');
  const q = useBonusQuery(true);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed retry={q.refetch} />;
  const first = q.data.pages[0];
  const rows = q.data.pages.flatMap((p) => p.list);
  return (
    <>
      <div className={styles.panel}>
        <span className={styles.muted}>{t('bonusTotal')}</span>
        <span className={styles.code} data-testid="share-bonus-total">
          {formatAmount(first?.total_amount ?? '0', { locale })} {first?.coin}
        </span>
      </div>
      {rows.length === 0 ? (
        <Empty compact title={t('bonusEmpty')} description={t('bonusEmptyBody')} />
      ) : (
        <ul className={styles.list} data-testid="share-bonus">
          {rows.map((row) => (
            <BonusItem key={`${row.kind}:${row.paid_at}:${row.name}:${row.amount}`} row={row} />
          ))}
        </ul>
      )}
      {q.hasNextPage ? (
        <Button variant="secondary" onClick={() => q.fetchNextPage()} loading={q.isFetchingNextPage}>
          {t('more')}
        </Button>
      ) : null}
    </>
  );
}

function BonusItem({ row }: { row: BonusRow }) {
  const { t, locale } = useTranslation('share');
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        <p className={styles.name}>{t(`bonusKind.${row.kind}`, { name: row.name })}</p>
        <p className={styles.muted}>
          {formatDate(row.paid_at)}
          {row.level_bonus_percent > 0 ? ` · ${t('levelBonus', { bonus: row.level_bonus_percent })}` : ''}
        </p>
      </div>
      <span className={styles.amount}>
        +{formatAmount(row.amount, { locale })} {row.coin}
      </span>
    </li>
  );
}
