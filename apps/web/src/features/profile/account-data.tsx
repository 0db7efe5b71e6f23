import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './account-page.module.css';
import { saveJson, useExportMutation } from './account-queries.ts';

const timeOf = (seconds: number, locale: string) =>
  new Date(seconds * 1000).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** A copy of everything we hold about the player, saved as a JSON file; once an hour. */
export function DataSection({ availableAt }: { availableAt: number }) {
  const { t, locale } = useTranslation('profile');
  const exporter = useExportMutation();
  const [nextAt, setNextAt] = useState(availableAt);
  const waiting = nextAt * 1000 > Date.now();

  async function download() {
    try {
      const data = await exporter.mutateAsync();
      saveJson(
        data,
        `arcadia-data-${data.user.user_id}-${new Date(data.generated_at * 1000).toISOString().slice(0, 10)}.json`,
      );
      setNextAt(Math.floor(Date.now() / 1000) + 3600);
      showToast(t('account.data.ready'), { type: 'success' });
    } catch (error) {
      const retry = (error instanceof ApiError ? (error.data as { retry_after?: number } | null)?.retry_after : 0) ?? 0;
      if (retry > 0) setNextAt(Math.floor(Date.now() / 1000) + retry);
      else showToast(t('account.data.failed'), { type: 'error' });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="account-data-title" data-testid="account-data">
      <h2 id="account-data-title" className={styles.sectionTitle}>
        {t('account.data.title')}
      </h2>
      <p className={styles.body}>{t('account.data.body')}</p>
      <Button
        variant="secondary"
        onClick={download}
        loading={exporter.isPending}
        disabled={waiting}
        data-testid="account-export"
      >
        {t('account.data.download')}
      </Button>
      {waiting ? (
        <p className={styles.meta} role="status">
          {t('account.data.again', { time: timeOf(nextAt, locale) })}
        </p>
      ) : null}
    </section>
  );
}
