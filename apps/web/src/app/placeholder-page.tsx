import { useTranslation } from '../i18n/i18n.ts';
import { Empty } from '../ui/empty.tsx';
import { useCurrentRoute } from './router/route-context.ts';

/** Stands in for a page whose feature has not been built yet: its title and an honest empty state. */
export default function PlaceholderPage() {
  const route = useCurrentRoute();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" data-testid="placeholder-page">
      <h1 id="page-title" className="page-title">
        {route ? t(`titles.${route.id}`) : ''}
      </h1>
      <Empty title={t('empty.comingSoonTitle')} description={t('empty.comingSoonText')} />
    </section>
  );
}
