import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Card } from '../../ui/card.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AddProductForm } from './add-product-form.tsx';
import { SubmissionList } from './add-product-list.tsx';
import styles from './add-product-page.module.css';
import { useCreatorId, useProductConfigQuery } from './add-product-queries.ts';

/** /profile/addProduct: a creator sends their game or app for review and follows what became of it. */
export default function AddProductPage() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const userId = useCreatorId();
  // The list comes below the form once the form has its height, so the form never grows over it.
  const formPending = useProductConfigQuery().isPending;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="add-product-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.profileAddProduct')}
      </h1>
      <p className={styles.intro}>{t('product.intro')}</p>
      {userId === 0 ? (
        <LoginFirst backUrl="/profile/addProduct" />
      ) : (
        <>
          <Card>
            <FormCard />
          </Card>
          {formPending ? null : (
            <section className={styles.section} aria-labelledby="add-product-list-title">
              <h2 id="add-product-list-title" className={styles.sectionTitle}>
                {t('product.list.title')}
              </h2>
              <SubmissionList />
            </section>
          )}
        </>
      )}
    </section>
  );
}

function FormCard() {
  const config = useProductConfigQuery();
  // A sent product starts a new, empty form (its pickers' messages included).
  const [round, setRound] = useState(0);
  if (config.isPending)
    return (
      <div className={styles.form} data-testid="add-product-loading">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height="0.48rem" radius="md" />
        ))}
      </div>
    );
  if (config.isError || !config.data) return <LoadFailed retry={() => config.refetch()} />;
  return <AddProductForm key={round} config={config.data} onSent={() => setRound((n) => n + 1)} />;
}
