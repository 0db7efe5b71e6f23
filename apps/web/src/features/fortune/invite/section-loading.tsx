import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './invite.module.css';

/** A section's card while its code loads: its frame, a title line and a few rows. */
export function SectionLoading() {
  const { t } = useTranslation('fortune');
  return (
    <div className={styles.card} role="status" data-testid="invite-section-loading">
      <span className="visually-hidden">{t('invite.loading')}</span>
      <Skeleton height="0.3rem" width="60%" radius="md" />
      <Skeleton height="0.8rem" radius="md" />
      <Skeleton height="0.8rem" radius="md" />
    </div>
  );
}
