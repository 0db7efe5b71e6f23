import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './earn.module.css';
import { ProductView } from './product-view.tsx';

/** /task/product and /task/product_v2 (?productId&gameName&from): a product's tasks, opened from a task card. */
export default function TaskProductPage() {
  const { t } = useTranslation('tasks');
  const search = useSearch();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="task-product-page">
      <h1 id="page-title" className={styles.title}>
        {search.get('gameName') || t('product.title')}
      </h1>
      <ProductView productId={Number(search.get('productId') ?? 0)} namespace="tasks" from="task_product" />
    </section>
  );
}
