import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CreateForm } from './create-form.tsx';
import styles from './giftcode.module.css';
import { GiftHistory } from './history.tsx';
import { useGiftConfigQuery, useUserId } from './queries.ts';
import { RedPacketArt } from './red-packet-art.tsx';

/** /giftcode: wrap a red packet from your balance, and your history of packets sent and opened. */
export default function GiftcodePage() {
  const { t } = useTranslation('giftcode');
  const { t: tc } = useTranslation();
  const userId = useUserId();
  const config = useGiftConfigQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="giftcode-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.giftcode')}
      </h1>
      <div className={styles.hero}>
        <RedPacketArt size={64} />
        <div className={styles.heroText}>
          <p className={styles.heroTitle}>{t('hero.title')}</p>
          <p className={styles.heroBody}>{t('hero.body')}</p>
        </div>
      </div>
      {userId === 0 ? (
        <Empty
          title={t('login')}
          action={
            <Link to={`/user/login-home?backUrl=${encodeURIComponent('/giftcode')}`} className={styles.cta}>
              {t('login')}
            </Link>
          }
        />
      ) : (
        <>
          <Card>
            {config.isPending ? (
              <div className={styles.form} data-testid="giftcode-loading">
                {[1, 2, 3, 4].map((n) => (
                  <Skeleton key={n} height="0.48rem" radius="md" />
                ))}
              </div>
            ) : null}
            {config.isError ? (
              <Empty
                compact
                title={t('loadFailed')}
                action={
                  <Button variant="secondary" onClick={() => config.refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : null}
            {config.data ? <CreateForm config={config.data} /> : null}
          </Card>
          {/* Below the form once it has its height: the form never grows over the list the player is reading. */}
          {config.isPending ? null : <GiftHistory />}
        </>
      )}
    </section>
  );
}
