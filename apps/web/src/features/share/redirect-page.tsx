import { useEffect } from 'react';
import { useNavigate } from '../../app/router/navigation.ts';
import { useParams } from '../../app/router/route-context.ts';
import { SHARE_UID_KEY } from '../../hosts/page-links.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './share.module.css';

/**
 * /r/<slug> inside the app (a link followed without a page load). A loaded /r/<slug> never gets here: the server
 * answers it with a redirect to the landing page, which works without JavaScript.
 */
export default function ShortLinkPage() {
  const { t } = useTranslation('redirect');
  const { slug = '' } = useParams<{ slug: string }>();
  const navigate = useNavigate();
  useEffect(() => {
    const uid = /^[A-Za-z0-9_-]{1,64}$/.test(slug) ? slug.toUpperCase() : '';
    if (uid) sessionStorage.setItem(SHARE_UID_KEY, uid);
    navigate(uid ? `/share/land?share_uid=${uid}` : '/share/land', { replace: true });
  }, [slug, navigate]);
  return (
    <section className={styles.center} aria-busy="true">
      <Spinner label={t('opening')} />
      <p className={styles.muted}>{t('opening')}</p>
    </section>
  );
}
