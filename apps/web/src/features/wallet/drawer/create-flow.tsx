import { useRef, useState } from 'react';
import { useQueryClient } from '../../../app/query/use-query.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import type { WalletAddresses } from '../../wallet/keys/vault.ts';
import { loadVault, walletErrorMessage } from '../errors.ts';
import { walletKeys } from '../queries.ts';
import { openWalletDrawer } from './drawer-store.ts';
import styles from './flows.module.css';
import { AddressList, ShareDiagram } from './parts.tsx';

/** Create: keys are made here, split 2-of-3; device and server shares are stored, the backup comes next. */
export function CreateFlow() {
  const { t } = useTranslation('wallet');
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<WalletAddresses | null>(null);

  const running = useRef(false);
  const create = async () => {
    if (running.current) return; // a double tap creates one wallet
    running.current = true;
    setBusy(true);
    setError('');
    try {
      const vault = await loadVault();
      setCreated(await vault.createWallet(userId));
      await client.invalidateQueries({ queryKey: walletKeys.all(userId) });
    } catch (failure) {
      setError(walletErrorMessage(failure, t));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  if (created)
    return (
      <div className={styles.flow} data-testid="wallet-created">
        <p className={styles.success}>{t('create.done')}</p>
        <AddressList addresses={created} />
        <p className={styles.warning}>{t('create.backupNow')}</p>
        <Button block onClick={() => openWalletDrawer('backup')} data-testid="wallet-go-backup">
          {t('backup.start')}
        </Button>
      </div>
    );

  return (
    <div className={styles.flow}>
      <p className={styles.lead}>{t('create.lead')}</p>
      <ShareDiagram />
      <ol className={styles.steps}>
        <li>{t('create.step1')}</li>
        <li>{t('create.step2')}</li>
        <li>{t('create.step3')}</li>
      </ol>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button block loading={busy} onClick={create} data-testid="wallet-create">
        {t('create.action')}
      </Button>
      <button type="button" className={styles.link} onClick={() => openWalletDrawer('recovery')}>
        {t('create.haveOne')}
      </button>
    </div>
  );
}
