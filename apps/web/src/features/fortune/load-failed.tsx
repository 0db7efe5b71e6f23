import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';

/** A part of a Fortune screen that did not load, with a way to ask again. */
export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('fortune');
  return (
    <Empty
      title={t('common.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry} data-testid={testId ?? 'fortune-retry'}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
