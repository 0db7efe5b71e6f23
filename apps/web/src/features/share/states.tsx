import { useTranslation } from '../../i18n/i18n.ts';
import { LoadFailed as SharedLoadFailed, LoginFirst as SharedLoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './share.module.css';

/** The share pages' states: the shared ones with the share area's own words, and its loading skeleton. */
export function LoginFirst({ backUrl }: { backUrl: string }) {
  const { t } = useTranslation('share');
  return <SharedLoginFirst backUrl={backUrl} title={t('loginTitle')} body={t('loginBody')} />;
}

export function LoadFailed({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation('share');
  return <SharedLoadFailed retry={retry} title={t('loadFailed')} />;
}

export function Loading() {
  const { t } = useTranslation('share');
  return (
    <div className={styles.list} role="status" aria-label={t('loading')} data-testid="share-loading">
      <Skeleton height="1.6rem" radius="md" />
      <Skeleton height="0.6rem" radius="md" />
      <Skeleton height="0.6rem" radius="md" />
    </div>
  );
}
