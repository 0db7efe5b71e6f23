import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import styles from './earn.module.css';
import { type LibrarySort, type ProductSummary, useCategoriesQuery, useLibraryQuery } from './queries.ts';

const SORTS: LibrarySort[] = ['popular', 'new', 'reward'];

/** /library: every game and app of the player's market, by category, sorted by popularity, novelty or reward. */
export default function LibraryPage() {
  const { t } = useTranslation('earn');
  const { t: tc } = useTranslation();
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<LibrarySort>('popular');
  const categories = useCategoriesQuery();
  const library = useLibraryQuery(category, sort);
  const list = library.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="library-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.library')}
      </h1>
      <ul className={styles.chips} aria-label={t('library.categories')}>
        {[{ id: '', name: t('library.all'), count: -1 }, ...(categories.data?.categories ?? [])].map((c) => (
          <li key={c.id || 'all'}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
            >
              {c.name}
              {c.count >= 0 ? <span className={styles.count}>{c.count}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Tabs
        id="library-sort"
        label={t('library.sort')}
        value={sort}
        onChange={setSort}
        variant="pill"
        items={SORTS.map((s) => ({ value: s, label: t(`library.sortBy.${s}`) }))}
      />
      {library.isPending ? <Skeleton height="1.6rem" radius="md" /> : null}
      {library.isError ? (
        <Empty
          title={t('library.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => library.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {library.data && list.length === 0 ? <Empty title={t('library.empty')} /> : null}
      {list.length > 0 ? (
        <ul className={styles.cards}>
          {list.map((p) => (
            <ProductRow key={p.productId} product={p} />
          ))}
        </ul>
      ) : null}
      {library.hasNextPage ? (
        <Button variant="secondary" loading={library.isFetchingNextPage} onClick={() => library.fetchNextPage()}>
          {t('library.more')}
        </Button>
      ) : null}
    </section>
  );
}

function ProductRow({ product }: { product: ProductSummary }) {
  const { t, locale } = useTranslation('earn');
  return (
    <li>
      <Link to={`/products/${product.productId}`} className={styles.card} data-testid="library-product">
        <img className={styles.cardIcon} src={product.icon} alt="" width={56} height={56} loading="lazy" />
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>{product.title}</span>
          <span className={styles.cardMeta}>
            ★ {product.rating.toFixed(1)} · {t('library.offers', { count: product.offerCount })}
          </span>
        </span>
        <span className={styles.cardReward}>
          +{formatAmount(product.reward.amount, { locale, decimals: 0 })} {product.reward.coin}
        </span>
      </Link>
    </li>
  );
}
