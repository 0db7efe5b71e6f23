import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';
import styles from './payment.module.css';

/** What a visitor sees on a money page that needs a player: the page's title and a way to log in and come back. */
export function VisitorPage({ title, back }: { title: string; back: string }) {
  const { t } = useTranslation('payment');
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="payment-visitor">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <Empty
        title={t('login')}
        action={
          <Link to={`/user/login-home?backUrl=${encodeURIComponent(back)}`} className={styles.cta}>
            {t('login')}
          </Link>
        }
      />
    </section>
  );
}
