import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './earn.module.css';
import { offerLink } from './links.ts';
import { type ProductDetail, useProductQuery } from './queries.ts';

const NOT_FOUND = 4040;

/**
 * A product and its offers (/products/$productId, /task/product, /task/product_v2): artwork, rating, description,
 * markets, and each offer with its steps, reward and the player's status, leading to the task screen. Texts come
 * from `namespace` (the route's own: earn or tasks, which hold the same product texts).
 */
export function ProductView({
  productId,
  namespace,
  from,
}: {
  productId: number;
  namespace: 'earn' | 'tasks';
  from: string;
}) {
  const { t } = useTranslation(namespace);
  const product = useProductQuery(productId);
  if (!(productId > 0) || (product.error instanceof ApiError && product.error.code === NOT_FOUND))
    return (
      <Empty
        title={t('product.notFound')}
        action={
          <Link to="/library" className={styles.link}>
            {t('product.browse')}
          </Link>
        }
      />
    );
  if (product.isPending) return <Skeleton height="2rem" radius="md" />;
  if (product.isError)
    return (
      <Empty
        title={t('product.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => product.refetch()} data-testid="product-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  return <ProductBody data={product.data} namespace={namespace} from={from} />;
}

function ProductBody({ data, namespace, from }: { data: ProductDetail; namespace: 'earn' | 'tasks'; from: string }) {
  const { t, locale } = useTranslation(namespace);
  const { product, offers } = data;
  return (
    <div className={styles.stack} data-testid="product-view">
      <img className={styles.hero} src={product.ImageUrl} alt="" width={343} height={193} />
      <div className={styles.row}>
        <h2 className={styles.sectionTitle}>{product.title}</h2>
        <span className={styles.cardReward}>
          +{formatAmount(product.reward.amount, { locale, decimals: 0 })} {product.reward.coin}
        </span>
      </div>
      <p className={styles.muted}>
        {product.categoryName} · ★ {product.rating.toFixed(1)}
      </p>
      <p className={styles.desc}>{product.desc}</p>
      {!product.available ? <Empty compact title={t('product.unavailable')} /> : null}
      {product.available && offers.length === 0 ? <Empty compact title={t('product.noOffers')} /> : null}
      {offers.length > 0 ? (
        <section aria-labelledby="offers-title" className={styles.stack}>
          <h3 id="offers-title" className={styles.sectionTitle}>
            {t('product.offers')}
          </h3>
          <ul className={styles.cards}>
            {offers.map((offer) => (
              <li key={offer.xbOfferId} className={styles.panel} data-testid="product-offer">
                <div className={styles.row}>
                  <p className={styles.offerTitle}>{offer.title}</p>
                  <span className={styles.cardReward}>
                    +{formatAmount(offer.reward.amount, { locale, decimals: 0 })} {offer.reward.coin}
                  </span>
                </div>
                <ol className={styles.steps}>
                  {offer.steps.map((s) => (
                    <li key={s.stepId}>
                      {s.title} · +{formatAmount(s.reward.amount, { locale, decimals: 0 })} {s.reward.coin}
                      {s.status === 'done' ? ` · ${t('product.done')}` : ''}
                    </li>
                  ))}
                </ol>
                <p className={styles.muted}>
                  {t('product.expiry', { days: offer.expired })}
                  {offer.subCount > 0 ? ` · ${t('product.more', { count: offer.subCount })}` : ''}
                </p>
                <Link
                  to={offerLink(offer.xbOfferId, product.productType, product.title, from)}
                  className={styles.link}
                  data-testid="product-offer-open"
                >
                  {offer.take ? t('product.resume') : t('product.start')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
