import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useWalletStatus } from '../wallet-status.ts';
import styles from './sheets.module.css';

interface ReceiveProps {
  open: boolean;
  onClose: () => void;
  userId: number;
  evm: string | null;
  sol: string | null;
  onCreate: () => void;
}

/** Receive: in-app transfers use the player id; on-chain ones use the wallet's addresses. */
export function ReceiveSheet({ open, onClose, userId, evm, sol, onCreate }: ReceiveProps) {
  const { t } = useTranslation('wallet');
  const ton = useWalletStatus().tonAddress;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('receive.copied'), { type: 'success' });
    } catch {
      showToast(text);
    }
  };
  const rows = [
    { label: t('receive.userId'), value: String(userId) },
    ...(evm ? [{ label: t('chains.evm'), value: evm }] : []),
    ...(sol ? [{ label: t('chains.sol'), value: sol }] : []),
    ...(ton ? [{ label: t('chains.ton'), value: ton }] : []),
  ];
  return (
    <Sheet open={open} onClose={onClose} title={t('receive.title')} testId="wallet-receive">
      <div className={styles.body}>
        {rows.map((row) => (
          <div key={row.label} className={styles.address}>
            <span className={styles.addressLabel}>{row.label}</span>
            <span className={styles.addressText}>{row.value}</span>
            <Button size="sm" variant="secondary" onClick={() => void copy(row.value)}>
              {t('receive.copy')}
            </Button>
          </div>
        ))}
        {!evm ? (
          <>
            <p className={styles.muted}>{t('receive.noWallet')}</p>
            <Button block onClick={onCreate}>
              {t('create.action')}
            </Button>
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
