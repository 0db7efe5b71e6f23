import { Link } from '../../app/router/link.tsx';
import { localeHref } from '../../app/router/navigation.ts';
import { useLocale, useSearch } from '../../app/router/route-context.ts';
import { shareFromHost } from '../../hosts/host-actions.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './giftcode.module.css';
import { useGiftDetailQuery } from './queries.ts';
import { RedPacketArt } from './red-packet-art.tsx';

/** /giftcode/share?code=: the packet's link (/gift/<code>), its share text and image, ready to send. */
export default function GiftSharePage() {
  const { t, locale } = useTranslation('giftcode');
  const { t: tc } = useTranslation();
  const routeLocale = useLocale();
  const code = (useSearch().get('code') ?? '').trim().toUpperCase();
  const detail = useGiftDetailQuery(code);
  const link = `${window.location.origin}${localeHref(`/gift/${code}`, routeLocale)}`;
  const gift = detail.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('share.copied'), { type: 'success' });
    } catch {
      showToast(t('share.copyFailed'), { type: 'warning' });
    }
  };

  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="giftcode-share-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.giftcodeShare')}
      </h1>
      {!code ? (
        <Empty
          title={t('share.noCode')}
          action={
            <Link to="/giftcode" className={styles.cta}>
              {t('gift.makeOwn')}
            </Link>
          }
        />
      ) : null}
      {code && detail.isPending ? (
        <div className={styles.form} data-testid="share-loading">
          <Skeleton height="2rem" radius="lg" />
          <Skeleton height="0.6rem" radius="md" />
        </div>
      ) : null}
      {detail.isError ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => detail.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {gift ? (
        <>
          <div className={styles.envelope}>
            <RedPacketArt size={72} />
            {gift.message ? <p className={styles.message}>“{gift.message}”</p> : null}
            <p className={styles.big}>
              {formatAmount(gift.total, { locale })} {gift.coin}
            </p>
            <p className={styles.envelopeMeta} data-testid="share-progress">
              {t(`share.split.${gift.split}`, { claims: gift.max_claims })} ·{' '}
              {t('history.progress', { claims: gift.claims, max: gift.max_claims })}
            </p>
          </div>
          <div className={styles.codeBox}>
            <span className={styles.code} data-testid="share-code">
              {gift.code}
            </span>
            <Button variant="secondary" onClick={copy} data-testid="share-copy">
              {t('share.copy')}
            </Button>
          </div>
          <p className={styles.link} data-testid="share-link">
            {link}
          </p>
          <img className={styles.shareImage} src={gift.share_img} width={1200} height={630} alt={t('share.imageAlt')} />
          <p className={styles.summary}>{gift.share_text}</p>
          <div className={styles.actions}>
            <Button
              size="lg"
              onClick={() =>
                void shareFromHost({
                  text: gift.share_text,
                  url: link,
                  image: `${window.location.origin}${gift.share_img}`,
                })
              }
              data-testid="share-send"
            >
              {t('share.send')}
            </Button>
          </div>
          <Link to={`/gift/${gift.code}`} className={styles.textLink} data-testid="share-open">
            {t('share.view')}
          </Link>
          <Link to="/giftcode" className={styles.textLink}>
            {t('share.back')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
