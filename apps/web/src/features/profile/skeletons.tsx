import { useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './profile.module.css';

/** The header's shape while a profile loads. */
export function HeaderSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')} data-testid="profile-loading">
      <Skeleton height="1.5rem" className={styles.square} />
      <div className={styles.skeletonBody}>
        <Skeleton width="0.8rem" circle />
        <Skeleton width="60%" height="0.24rem" radius="md" />
        <Skeleton width="90%" height="0.16rem" radius="md" />
      </div>
    </div>
  );
}

/** Rows of a list while it loads. */
export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.rowsSkeleton} role="status" aria-label={t('loading')} data-testid="profile-loading">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} height="0.64rem" radius="md" />
      ))}
    </div>
  );
}
