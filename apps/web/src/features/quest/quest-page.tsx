import { Link } from '../../app/router/link.tsx';
import { getHost } from '../../hosts/host.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { openInDappBrowser, questLink } from './open-quest.ts';
import { type Quest, useEarnedProductsQuery, useQuestsQuery } from './queries.ts';
import styles from './quest.module.css';

/**
 * /quest: on-chain quests, the tasks of the library's Web3 games and apps. In the native app each opens in the
 * dapp browser with the player's login; elsewhere it opens the product's task page.
 */
export default function QuestPage() {
  const { t } = useTranslation('quest');
  const quests = useQuestsQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="quest-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t(getHost().platform === 'app' ? 'leadDapp' : 'lead')}</p>
      {quests.isPending ? (
        <QuestSkeleton />
      ) : quests.isError ? (
        <LoadFailed retry={quests.refetch} />
      ) : quests.data.list.length === 0 ? (
        <Empty
          title={t('emptyTitle')}
          description={t('emptyBody')}
          action={
            <Link to="/library" className={buttonClassName({})}>
              {t('library')}
            </Link>
          }
        />
      ) : (
        <QuestList quests={quests.data.list} />
      )}
    </section>
  );
}

function QuestList({ quests }: { quests: Quest[] }) {
  const { t, locale } = useTranslation('quest');
  const loggedIn = useSession((s) => s.hasLogin && s.userId > 0);
  const earned = useEarnedProductsQuery(loggedIn);
  const coin = quests[0]?.reward.coin ?? 'KC';
  const total = quests.reduce((sum, q) => sum + Number(q.reward.amount), 0);
  return (
    <>
      <div className={styles.summary} data-testid="quest-summary">
        <span className={styles.muted}>{t('available', { count: quests.length })}</span>
        <span className={styles.total}>
          {formatAmount(String(total), { locale, decimals: 0 })} {coin}
        </span>
      </div>
      <ul className={styles.list}>
        {quests.map((quest) => (
          <QuestCard key={quest.productId} quest={quest} earned={earned.data?.has(quest.productId) ?? false} />
        ))}
      </ul>
    </>
  );
}

function QuestCard({ quest, earned }: { quest: Quest; earned: boolean }) {
  const { t, locale } = useTranslation('quest');
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (getHost().platform !== 'app') return;
    event.preventDefault();
    void openInDappBrowser(quest);
  };
  return (
    <li className={styles.card} data-testid="quest-card">
      <img className={styles.icon} src={quest.icon} alt="" width={56} height={56} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.name}>{quest.title}</p>
        <p className={styles.muted}>
          {t('steps', { count: quest.offerCount })}
          {earned ? <span className={styles.badge}>{t('earned')}</span> : null}
        </p>
        <p className={styles.reward}>
          +{formatAmount(quest.reward.amount, { locale, decimals: 0 })} {quest.reward.coin}
          <span className={styles.usd}> ≈ ${formatAmount(quest.reward.usd, { locale })}</span>
        </p>
      </div>
      <Link
        to={questLink(quest)}
        onClick={open}
        className={buttonClassName({ size: 'sm' })}
        aria-label={`${t(earned ? 'continue' : 'start')}: ${quest.title}`}
        data-testid="quest-open"
      >
        {t(earned ? 'continue' : 'start')}
      </Link>
    </li>
  );
}

function QuestSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height="0.9rem" radius="md" />
      ))}
    </div>
  );
}
