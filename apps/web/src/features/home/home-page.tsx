import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('brand.product')}
      </h1>
      <Empty title={t('empty.comingSoonTitle')} description={t('empty.comingSoonText')} />
    </section>
  );
}
