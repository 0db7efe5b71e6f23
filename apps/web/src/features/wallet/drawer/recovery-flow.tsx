import { type FormEvent, useState } from 'react';
import { useQueryClient } from '../../../app/query/use-query.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import type { WalletAddresses } from '../../wallet/keys/vault.ts';
import { loadVault, walletErrorMessage } from '../errors.ts';
import { useWalletAddrQuery, walletKeys } from '../queries.ts';
import { openWalletDrawer } from './drawer-store.ts';
import styles from './flows.module.css';
import { AddressList } from './parts.tsx';
import { useDriveOption } from './use-drive.ts';

/**
 * Recovery on any device: the backup file (with its password) joined with the server's share. The
 * wallet is then split anew, so this device gets its own share and the player saves a new backup.
 */
export function RecoveryFlow() {
  const { t } = useTranslation('wallet');
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const [fileText, setFileText] = useState('');
  const [fileName, setFileName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [recovered, setRecovered] = useState<WalletAddresses | null>(null);

  const pickFile = async (file: File | undefined) => {
    setError('');
    setFromDrive(false);
    setFileName(file?.name ?? '');
    setFileText(file ? await file.text() : '');
  };

  const drive = useDriveOption();
  const [fromDrive, setFromDrive] = useState(false);
  /** Fetches the backup file from the player's Google Drive; the password and the server's share do the rest. */
  const pickDrive = async () => {
    setBusy(true);
    setError('');
    try {
      const { module, drive: source } = await drive.open();
      await source.connect(); // Google's popup, from this tap
      const found = await module.loadBackupFromDrive(source, drive.recordedFileId);
      setFileText(found.text);
      setFileName('Google Drive');
      setFromDrive(true);
    } catch (failure) {
      setError(walletErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const addr = useWalletAddrQuery();
  const canEscrow = Boolean(addr.data?.has_shard);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || (!fileText && !canEscrow)) return;
    setBusy(true);
    setError('');
    try {
      const vault = await loadVault();
      setRecovered(
        fileText
          ? await vault.recoverFromBackup(userId, fileText, password)
          : await vault.recoverFromEscrow(userId, password),
      );
      await client.invalidateQueries({ queryKey: walletKeys.all(userId) });
    } catch (failure) {
      setError(walletErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (recovered)
    return (
      <div className={styles.flow} data-testid="wallet-recovered">
        <p className={styles.success}>{t('recovery.done')}</p>
        <AddressList addresses={recovered} />
        <p className={styles.warning}>{t('recovery.newBackup')}</p>
        <Button block onClick={() => openWalletDrawer('backup')}>
          {t('backup.start')}
        </Button>
      </div>
    );

  return (
    <form className={styles.flow} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('recovery.lead')}</p>
      <label className={styles.file}>
        {fileName ? t('recovery.fileChosen', { file: fileName }) : t('recovery.file')}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => void pickFile(e.target.files?.[0])}
          data-testid="wallet-recovery-file"
        />
      </label>
      {drive.available && !fromDrive ? (
        <Button
          block
          variant="secondary"
          loading={busy && !fileText}
          onClick={() => void pickDrive()}
          data-testid="wallet-recovery-drive"
        >
          {t('recovery.drive')}
        </Button>
      ) : null}
      {canEscrow && !fileText ? <p className={styles.lead}>{t('recovery.escrow')}</p> : null}
      <Input
        label={t('backup.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        data-testid="wallet-recovery-password"
      />
      {error ? (
        <p className={styles.error} role="alert" data-testid="wallet-recovery-error">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        loading={busy}
        disabled={!password || (!fileText && !canEscrow)}
        data-testid="wallet-recover"
      >
        {t('recovery.action')}
      </Button>
      <button type="button" className={styles.link} onClick={() => openWalletDrawer('reset')}>
        {t('recovery.lost')}
      </button>
    </form>
  );
}
