import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './giftcode.module.css';
import { type GiftDetail, useClaimGiftMutation, useGiftDetailQuery, useUserId } from './queries.ts';
import { RedPacketArt } from './red-packet-art.tsx';
import { useIntentKey } from './use-intent-key.ts';

/** The gift-code format (packages/contract/src/calls/giftcode/code.ts): a malformed code is never sent. */
const WELL_FORMED = /^[A-HJKMNP-Z2-9]{10}$/;

/** /gift/<code>: anyone sees who sent it and what is left; a player opens it once; a visitor logs in and comes back. */
export default function GiftPage() {
  const { t } = useTranslation('giftcode');
  const { t: tc } = useTranslation();
  const { t: tu } = useTranslation('user');
  const code = (useParams<{ code: string }>().code ?? '').trim().toUpperCase();
  const wellFormed = WELL_FORMED.test(code);
  const detail = useGiftDetailQuery(code, wellFormed);
  const invalid = !wellFormed || (detail.error instanceof ApiError && detail.error.business);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="gift-page">
      <h1 id="page-title" className={styles.title}>
        {detail.data?.nickname ? t('gift.title', { name: detail.data.nickname }) : tc('titles.gift')}
      </h1>
      {wellFormed && detail.isPending ? (
        <div className={styles.form} data-testid="gift-loading">
          <Skeleton height="3.2rem" radius="lg" />
          <Skeleton height="0.48rem" radius="md" />
        </div>
      ) : null}
      {!wellFormed || detail.isError ? (
        <Empty
          title={!wellFormed ? tu('errors.2201') : invalid ? apiErrorText(detail.error) : t('loadFailed')}
          description={invalid ? t('gift.invalidText') : undefined}
          action={
            invalid ? (
              <Link to="/giftcode" className={styles.cta}>
                {t('gift.makeOwn')}
              </Link>
            ) : (
              <Button variant="secondary" onClick={() => detail.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        />
      ) : null}
      {detail.data ? <Envelope gift={detail.data} /> : null}
    </section>
  );
}

function Envelope({ gift }: { gift: GiftDetail }) {
  const { t, locale } = useTranslation('giftcode');
  const userId = useUserId();
  const claim = useClaimGiftMutation();
  const intent = useIntentKey();
  const amount = (value: string) => `${formatAmount(value, { locale })} ${gift.coin}`;
  const got = gift.my_claim?.amount ?? (claim.data?.code === gift.code ? claim.data.amount : undefined);
  const back = `/gift/${gift.code}`;
  let action: React.ReactNode;
  if (got !== undefined)
    action = (
      <p className={styles.big} role="status" data-testid="gift-got">
        +{amount(got)}
      </p>
    );
  else if (gift.is_mine)
    action = (
      <Link to={`/giftcode/share?code=${gift.code}`} className={styles.openButton} data-testid="gift-share-own">
        {t('gift.shareOwn')}
      </Link>
    );
  else if (gift.status !== 'active') action = <p className={styles.envelopeMeta}>{t(`gift.closed.${gift.status}`)}</p>;
  else if (userId === 0)
    action = (
      <Link
        to={`/user/login-home?backUrl=${encodeURIComponent(back)}`}
        className={styles.openButton}
        data-testid="gift-login"
      >
        {t('gift.loginToOpen')}
      </Link>
    );
  else
    action = (
      <button
        type="button"
        className={styles.openButton}
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => claim.mutate({ code: gift.code, key: intent.current() })}
        data-testid="gift-open"
      >
        {t('gift.open')}
      </button>
    );
  return (
    <>
      <div className={styles.envelope} data-testid="gift-envelope">
        <RedPacketArt open={got !== undefined} size={88} />
        <p className={styles.sender}>{gift.nickname ? t('gift.from', { name: gift.nickname }) : t('gift.fromTeam')}</p>
        {gift.message ? <p className={styles.message}>“{gift.message}”</p> : null}
        {action}
        {claim.isError ? (
          <p className={styles.envelopeMeta} role="alert" data-testid="gift-claim-error">
            {apiErrorText(claim.error)}
          </p>
        ) : null}
        <p className={styles.envelopeMeta} data-testid="gift-left">
          {gift.status === 'active'
            ? t('gift.left', {
                amount: amount(gift.amount_left),
                claims: gift.max_claims - gift.claims,
                max: gift.max_claims,
              })
            : t('gift.total', { amount: amount(gift.total), claims: gift.claims })}
        </p>
        {gift.status === 'active' ? (
          <p className={styles.envelopeMeta}>{t('gift.expires', { date: formatDate(gift.expires_at) })}</p>
        ) : null}
      </div>
      <section className={styles.form} aria-labelledby="gift-recent-title">
        <h2 id="gift-recent-title" className={styles.sectionTitle}>
          {t('gift.recent')}
        </h2>
        {gift.recent.length === 0 ? (
          <Empty compact title={t('gift.noneYet')} />
        ) : (
          <ul className={styles.list}>
            {gift.recent.map((r) => (
              <li key={`${r.name}-${r.at}-${r.amount}`} className={styles.item}>
                <span className={styles.itemMain}>
                  <span className={styles.itemTitle}>{r.name}</span>
                  <span className={styles.itemMeta}>{formatDate(r.at)}</span>
                </span>
                <span className={styles.amount}>{amount(r.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/giftcode" className={styles.textLink}>
          {t('gift.makeOwn')}
        </Link>
      </section>
    </>
  );
}
