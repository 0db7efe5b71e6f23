import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Catalogue } from './catalogue.tsx';
import styles from './rewards.module.css';

/** /reward/guide: every way to earn, step by step, with what it pays now. */
export default function RewardGuidePage() {
  const { t } = useTranslation('reward');
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="reward-guide-page">
      <h1 id="page-title" className={styles.title}>
        {t('guideTitle')}
      </h1>
      <p className={styles.lead}>{t('guideLead')}</p>
      <Catalogue detailed />
      <div className={styles.panel}>
        <p className={styles.name}>{t('safetyTitle')}</p>
        <p className={styles.muted}>{t('safetyBody')}</p>
        <Link to="/reward" className={styles.link}>
          {t('myRewards')}
        </Link>
      </div>
    </section>
  );
}
