import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { InviteArt } from './invite-art.tsx';
import { type Land, storedShareUid, useLandQuery } from './queries.ts';
import styles from './share.module.css';
import { LoadFailed, Loading } from './states.tsx';

/**
 * /share/land: what an invitee sees from a friend's link (also without login and in messenger mode): who invited
 * them (masked), what both get, and registering. The share_uid stays in session storage, and registering sends it,
 * which binds the inviter.
 */
export default function ShareLandPage() {
  const { t } = useTranslation('share');
  const shareUid = storedShareUid(useSearch());
  const land = useLandQuery(shareUid);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="share-land-page">
      <h1 id="page-title" className={styles.title}>
        {t('landTitle')}
      </h1>
      {land.isPending ? <Loading /> : land.isError ? <LoadFailed retry={land.refetch} /> : <Welcome land={land.data} />}
    </section>
  );
}

function Welcome({ land }: { land: Land }) {
  const { t, locale } = useTranslation('share');
  const coin = (v: string) => `${formatAmount(v, { locale })} ${land.terms.coin}`;
  const inviter = land.inviter;
  return (
    <>
      <div className={styles.hero} data-testid="share-land-hero">
        {inviter ? <Avatar name={inviter.name} size="lg" ring /> : <InviteArt />}
        <p className={styles.heroText} data-testid="share-land-inviter">
          {inviter ? t('landInvitedBy', { name: inviter.name }) : t('landJoin')}
        </p>
        <div className={styles.rewards}>
          <div className={styles.reward}>
            <span className={styles.muted}>{t('landYouGet')}</span>
            <span className={styles.rewardAmount}>{coin(land.terms.invitee_reward)}</span>
          </div>
          <div className={styles.reward}>
            <span className={styles.muted}>{inviter ? t('landFriendGets') : t('landInviterGets')}</span>
            <span className={styles.rewardAmount}>{coin(land.terms.inviter_reward)}</span>
          </div>
        </div>
      </div>
      <div className={styles.panel}>
        <strong>{t('landHow')}</strong>
        <ol className={styles.steps}>
          <li>{t('landStep1')}</li>
          <li>{t('landStep2')}</li>
          <li>{t('landStep3')}</li>
        </ol>
      </div>
      {land.logged_in ? (
        <>
          <Link
            to="/share"
            className={buttonClassName({ variant: 'accent', block: true })}
            data-testid="share-land-cta"
          >
            {t('landOpenCentre')}
          </Link>
          {inviter ? (
            <Link to={`/user/bindCode?code=${inviter.code}`} className={styles.textLink}>
              {t('landBindThis')}
            </Link>
          ) : null}
        </>
      ) : (
        <Link
          to={`/user/login-home?backUrl=${encodeURIComponent('/share')}`}
          className={buttonClassName({ variant: 'accent', block: true })}
          data-testid="share-land-cta"
        >
          {t('landRegister')}
        </Link>
      )}
    </>
  );
}
