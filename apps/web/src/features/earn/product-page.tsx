import { useParams } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './earn.module.css';
import { ProductView } from './product-view.tsx';

/** /products/$productId: a product of the library with its offers (the server renders its title and preview). */
export default function ProductPage() {
  const { t } = useTranslation('earn');
  const params = useParams<{ productId?: string }>();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="product-page">
      <h1 id="page-title" className={styles.title}>
        {t('product.title')}
      </h1>
      <ProductView productId={Number(params.productId ?? 0)} namespace="earn" from="product" />
    </section>
  );
}
