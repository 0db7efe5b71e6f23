import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';
import { Link } from '../router/link.tsx';
import styles from './app-shell.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found">
      <Empty
        title={t('notFound.heading')}
        description={t('notFound.text')}
        action={
          <Link to="/" className={styles.retry}>
            {t('notFound.home')}
          </Link>
        }
      />
    </section>
  );
}
