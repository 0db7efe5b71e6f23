import { useState } from 'react';
import { useQueryClient } from '../../../app/query/use-query.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { loadVault, walletErrorMessage } from '../errors.ts';
import { walletKeys } from '../queries.ts';
import { openWalletDrawer } from './drawer-store.ts';
import styles from './flows.module.css';

/** Reset: this device forgets its share and a new wallet takes the old one's place. */
export function ResetFlow() {
  const { t } = useTranslation('wallet');
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const reset = async () => {
    setBusy(true);
    setError('');
    try {
      const vault = await loadVault();
      await vault.resetDevice(userId);
      await client.invalidateQueries({ queryKey: walletKeys.all(userId) });
      openWalletDrawer('create');
    } catch (failure) {
      setError(walletErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.flow}>
      <p className={styles.warning}>{t('reset.warning')}</p>
      <p className={styles.lead}>{t('reset.lead')}</p>
      <label className={styles.check}>
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        {t('reset.understand')}
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="danger" block loading={busy} disabled={!understood} onClick={reset}>
        {t('reset.action')}
      </Button>
      <button type="button" className={styles.link} onClick={() => openWalletDrawer('recovery')}>
        {t('reset.tryRecovery')}
      </button>
    </div>
  );
}
