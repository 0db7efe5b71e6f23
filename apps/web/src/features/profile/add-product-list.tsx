import { Link } from '../../app/router/link.tsx';
import { formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './add-product-page.module.css';
import { type Submission, useMySubmissionsQuery, useWithdrawMutation } from './add-product-queries.ts';

const TONE: Record<Submission['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** The creator's submissions, newest first, each with its status; a pending one can be withdrawn. */
export function SubmissionList() {
  const { t } = useTranslation('profile');
  const mine = useMySubmissionsQuery();
  if (mine.isPending)
    return (
      <div className={styles.list} data-testid="add-product-list-loading">
        {[1, 2].map((n) => (
          <Skeleton key={n} height="0.72rem" radius="md" />
        ))}
      </div>
    );
  if (mine.isError) return <LoadFailed retry={() => mine.refetch()} />;
  const list = (mine.data?.pages ?? []).flatMap((p) => p.list);
  if (list.length === 0)
    return <Empty compact title={t('product.list.empty')} description={t('product.list.emptyBody')} />;
  return (
    <>
      <ul className={styles.list} data-testid="add-product-list">
        {list.map((s) => (
          <SubmissionItem key={s.submission_id} submission={s} />
        ))}
      </ul>
      {mine.hasNextPage ? (
        <Button variant="ghost" loading={mine.isFetchingNextPage} onClick={() => mine.fetchNextPage()}>
          {t('product.list.more')}
        </Button>
      ) : null}
    </>
  );
}

function SubmissionItem({ submission: s }: { submission: Submission }) {
  const { t } = useTranslation('profile');
  const withdraw = useWithdrawMutation();

  async function takeBack() {
    try {
      await withdraw.mutateAsync(s.submission_id);
      showToast(t('product.list.withdrawn'), { type: 'success' });
    } catch {
      showToast(t('product.errors.network'), { type: 'error' });
    }
  }

  return (
    <li className={styles.item} data-testid="add-product-item" data-status={s.status}>
      <Image src={s.icon_url} alt="" width={48} height={48} radius="md" />
      <div className={styles.itemText}>
        {/* The creator's words, as text: never rendered as HTML. */}
        <span className={styles.itemTitle}>{s.title}</span>
        <span className={styles.meta}>
          {s.category_name} · {t('product.list.sent', { date: formatDate(s.created_at) })}
        </span>
        <span>
          <Badge tone={TONE[s.status]}>{t(`product.list.status.${s.status}`)}</Badge>
        </span>
        {s.status === 'rejected' && s.reason ? (
          <span className={styles.reason}>{t('product.list.reason', { reason: s.reason })}</span>
        ) : null}
        <div className={styles.itemActions}>
          {s.status === 'approved' && s.product_id ? (
            <Link to={`/products/${s.product_id}`} className={styles.textLink} data-testid="add-product-open">
              {t('product.list.open')}
            </Link>
          ) : null}
          {s.status === 'pending' ? (
            <Button
              variant="ghost"
              size="sm"
              loading={withdraw.isPending}
              onClick={takeBack}
              aria-label={t('product.list.withdrawLabel', { title: s.title })}
              data-testid="add-product-withdraw"
            >
              {t('product.list.withdraw')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
