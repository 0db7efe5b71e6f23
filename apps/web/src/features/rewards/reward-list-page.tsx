import { useTranslation } from '../../i18n/i18n.ts';
import { Catalogue } from './catalogue.tsx';
import styles from './rewards.module.css';

/** /reward/list: the catalogue of rewards, what each pays and how often. */
export default function RewardListPage() {
  const { t } = useTranslation('reward');
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="reward-list-page">
      <h1 id="page-title" className={styles.title}>
        {t('listTitle')}
      </h1>
      <p className={styles.lead}>{t('listLead')}</p>
      <Catalogue />
    </section>
  );
}
