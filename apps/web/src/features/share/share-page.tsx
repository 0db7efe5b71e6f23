import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { InviteArt } from './invite-art.tsx';
import { type MyShare, useLoggedIn, useMyShareQuery } from './queries.ts';
import styles from './share.module.css';
import { copyText, shareInvite } from './share-text.ts';
import { LoadFailed, Loading, LoginFirst } from './states.tsx';
import { SHARE_TABS } from './tab-ids.ts';

/** /share: the invite centre: my code and link, the share sheet, my level, this week, what I earned. */
export default function SharePage() {
  const { t } = useTranslation('share');
  const loggedIn = useLoggedIn();
  const mine = useMyShareQuery(loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="share-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {!loggedIn ? (
        <LoginFirst backUrl="/share" />
      ) : mine.isPending ? (
        <Loading />
      ) : mine.isError ? (
        <LoadFailed retry={mine.refetch} />
      ) : (
        <Centre mine={mine.data} />
      )}
    </section>
  );
}

function Centre({ mine }: { mine: MyShare }) {
  const { t, locale } = useTranslation('share');
  const coin = (value: string) => `${formatAmount(value, { locale })} ${mine.terms.coin}`;
  const share = () =>
    shareInvite({
      title: t('shareTitle'),
      text: t('shareText', { reward: coin(mine.terms.invitee_reward), code: mine.code }),
      url: mine.link,
    });
  const { level } = mine;
  const progress = level.next_min_active ? Math.min(1, level.active / level.next_min_active) : 1;
  return (
    <>
      <div className={styles.hero} data-testid="share-hero">
        <InviteArt />
        <p className={styles.heroText}>{t('heroTitle')}</p>
        <div className={styles.rewards}>
          <div className={styles.reward}>
            <span className={styles.muted}>{t('youGet')}</span>
            <span className={styles.rewardAmount}>{coin(mine.terms.inviter_reward)}</span>
          </div>
          <div className={styles.reward}>
            <span className={styles.muted}>{t('friendGets')}</span>
            <span className={styles.rewardAmount}>{coin(mine.terms.invitee_reward)}</span>
          </div>
        </div>
        <p className={styles.muted}>{t('qualifyHint', { max: mine.terms.max_per_day })}</p>
      </div>

      <div className={styles.panel}>
        <span className={styles.muted}>{t('myCode')}</span>
        <div className={styles.codeRow}>
          <p className={styles.code} data-testid="share-code">
            {mine.code}
          </p>
          <Button size="sm" variant="secondary" onClick={() => copyText(mine.code, t('copied'), t('copyFailed'))}>
            {t('copyCode')}
          </Button>
        </div>
        <p className={styles.link} data-testid="share-link">
          {mine.link}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => copyText(mine.link, t('copied'), t('copyFailed'))}>
            {t('copyLink')}
          </Button>
          <Button variant="accent" onClick={share} data-testid="share-invite">
            {t('shareButton')}
          </Button>
        </div>
      </div>

      <div className={styles.stats}>
        <Stat label={t('statInvited')} value={String(mine.invitees)} testId="share-invitees" />
        <Stat label={t('statActive')} value={String(level.active)} />
        <Stat label={t('statBonus')} value={formatAmount(mine.bonus_total, { locale })} />
      </div>

      <div className={styles.panel} data-testid="share-level">
        <div className={styles.row}>
          <strong>{t('levelN', { level: level.level })}</strong>
          <span className={styles.muted}>{t('levelBonus', { bonus: level.bonus_percent })}</span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('levelProgress')}
          aria-valuemin={0}
          aria-valuemax={level.next_min_active ?? level.active}
          aria-valuenow={level.active}
        >
          <div className={styles.barFill} style={{ width: `${progress * 100}%` }} />
        </div>
        <p className={styles.muted}>
          {level.next_min_active === null
            ? t('levelTop')
            : t('levelNext', { left: level.next_min_active - level.active, level: level.level + 1 })}
        </p>
      </div>

      <div className={styles.panel} data-testid="share-week">
        <div className={styles.row}>
          <strong>{t('weekTitle')}</strong>
          <span className={styles.muted}>
            {mine.week.rank === null ? t('weekUnranked') : t('weekRank', { rank: mine.week.rank })}
          </span>
        </div>
        <p className={styles.muted}>{t('weekInvites', { n: mine.week.invites })}</p>
      </div>

      {mine.inviter ? (
        <p className={styles.muted} data-testid="share-inviter">
          {t('invitedBy', { name: mine.inviter.name, date: formatDate(mine.inviter.bound_at) })}
        </p>
      ) : mine.bind_until ? (
        <Link to="/user/bindCode" className={styles.textLink}>
          {t('bindPrompt', { date: formatDate(mine.bind_until) })}
        </Link>
      ) : null}

      <nav aria-label={t('moreNav')}>
        <ul className={styles.nav}>
          {SHARE_TABS.map((tab) => (
            <li key={tab}>
              <Link to={`/shareTab?tab=${tab}`} className={styles.navLink} data-testid={`share-nav-${tab}`}>
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.statValue} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
