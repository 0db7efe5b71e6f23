import { type FormEvent, useState } from 'react';
import { useQueryClient } from '../../../app/query/use-query.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { MIN_PASSWORD_LENGTH } from '../../wallet/keys/limits.ts';
import { loadVault, walletErrorMessage } from '../errors.ts';
import { walletKeys } from '../queries.ts';
import { markBackedUp } from '../wallet-status.ts';
import { closeWalletDrawer } from './drawer-store.ts';
import styles from './flows.module.css';
import { useDriveOption } from './use-drive.ts';

/** Backup: the third share, encrypted with a password the player chooses, saved as a file. */
export function BackupFlow() {
  const { t } = useTranslation('wallet');
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fileName, setFileName] = useState('');
  const [escrow, setEscrow] = useState(false);
  const [driveDone, setDriveDone] = useState<{ account: string | null } | null>(null);
  const drive = useDriveOption();

  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  const mismatch = confirm.length > 0 && confirm !== password;
  const ready = password.length >= MIN_PASSWORD_LENGTH && confirm === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError('');
    try {
      const vault = await loadVault();
      const file = await vault.makeBackup(userId, password);
      vault.downloadBackup(file);
      if (escrow) await vault.escrowBackup(file);
      vault.forgetPendingBackup();
      markBackedUp(file.addresses.evm);
      setFileName(vault.backupFileName(file.fingerprint));
      await client.invalidateQueries({ queryKey: walletKeys.all(userId) });
    } catch (failure) {
      setError(walletErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  /** The same encrypted file, uploaded to the player's Google Drive instead of downloaded. */
  const toDrive = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError('');
    try {
      const { module, drive: target } = await drive.open();
      const { accountEmail } = await target.connect(); // Google's popup, from this tap
      const vault = await loadVault();
      const file = await vault.makeBackup(userId, password);
      await module.saveBackupToDrive(target, file, accountEmail);
      if (escrow) await vault.escrowBackup(file);
      vault.forgetPendingBackup();
      markBackedUp(file.addresses.evm);
      setDriveDone({ account: accountEmail });
      await client.invalidateQueries({ queryKey: walletKeys.all(userId) });
    } catch (failure) {
      setError(walletErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (driveDone)
    return (
      <div className={styles.flow} data-testid="wallet-backup-drive-done">
        <p className={styles.success}>{t('backup.driveDone')}</p>
        <p className={styles.lead}>{t('backup.driveDoneText')}</p>
        {driveDone.account ? <p className={styles.lead}>{driveDone.account}</p> : null}
        <Button block onClick={closeWalletDrawer}>
          {t('actions.done')}
        </Button>
      </div>
    );

  if (fileName)
    return (
      <div className={styles.flow} data-testid="wallet-backup-done">
        <p className={styles.success}>{t('backup.done')}</p>
        <p className={styles.lead}>{t('backup.doneText', { file: fileName })}</p>
        <Button block onClick={closeWalletDrawer}>
          {t('actions.done')}
        </Button>
      </div>
    );

  return (
    <form className={styles.flow} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('backup.lead')}</p>
      <Input
        label={t('backup.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('backup.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        error={tooShort ? t('backup.tooShort', { count: MIN_PASSWORD_LENGTH }) : undefined}
        data-testid="wallet-backup-password"
      />
      <Input
        label={t('backup.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch ? t('backup.mismatch') : undefined}
        data-testid="wallet-backup-confirm"
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={escrow}
          onChange={(e) => setEscrow(e.target.checked)}
          data-testid="wallet-backup-escrow"
        />
        <span>
          {t('backup.escrow')}
          <br />
          <small>{t('backup.escrowHint')}</small>
        </span>
      </label>
      <p className={styles.warning}>{t('backup.warning')}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block loading={busy} disabled={!ready} data-testid="wallet-backup-download">
        {t('backup.download')}
      </Button>
      {drive.available ? (
        <Button
          block
          variant="secondary"
          disabled={!ready || busy}
          onClick={() => void toDrive()}
          data-testid="wallet-backup-drive"
        >
          {t('backup.drive')}
        </Button>
      ) : null}
    </form>
  );
}
