import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ApplyForm } from './apply-form.tsx';
import { Checklist } from './checklist.tsx';
import styles from './partner.module.css';
import { PartnerArt } from './partner-art.tsx';
import { type PartnerInfo, usePartnerInfoQuery } from './queries.ts';
import { StatusCard } from './status-card.tsx';

function Hero({ terms }: { terms: PartnerInfo['terms'] }) {
  const { t, locale } = useTranslation('partner');
  return (
    <div className={styles.hero} data-testid="partner-hero">
      <span className={styles.art}>
        <PartnerArt />
      </span>
      <div className={styles.heroText}>
        <p className={styles.heroTitle}>{t('hero.title', { percent: terms.bonus_percent })}</p>
        <p className={styles.heroBody}>
          {t('hero.body', {
            reward: formatAmount(terms.inviter_reward, { locale }),
            partner: formatAmount(terms.partner_reward, { locale }),
            coin: terms.coin,
          })}
        </p>
        <p className={styles.heroBody}>{t('hero.levels', { percent: terms.top_level_bonus })}</p>
      </div>
    </div>
  );
}

/** /partner: what partners earn, who may join (the player's own checklist), the application and its state. */
export default function PartnerPage() {
  const { t } = useTranslation('partner');
  const { t: tc } = useTranslation();
  const info = usePartnerInfoQuery();
  const me = info.data?.me ?? null;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="partner-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.partner')}
      </h1>
      {info.isPending ? (
        <div className={styles.loading} data-testid="partner-loading">
          <Skeleton height="1.2rem" radius="lg" />
          <Skeleton height="1.6rem" radius="lg" />
        </div>
      ) : null}
      {info.isError ? <LoadFailed retry={() => info.refetch()} /> : null}
      {info.data ? (
        <>
          <Hero terms={info.data.terms} />
          <Checklist info={info.data} />
          {me ? <StatusCard me={me} /> : null}
          {me?.can_apply ? <ApplyForm terms={info.data.terms} me={me} /> : null}
          {me && !me.can_apply && !me.phone_bound ? <p className={styles.muted}>{t('needPhone')}</p> : null}
          {me ? null : <LoginFirst backUrl="/partner" body={t('login')} />}
        </>
      ) : null}
    </section>
  );
}
