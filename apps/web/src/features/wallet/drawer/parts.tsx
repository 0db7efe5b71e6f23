import { useTranslation } from '../../../i18n/i18n.ts';
import { CloudIcon, LockIcon, PhoneIcon } from '../../wallet/components/icons.tsx';
import type { WalletAddresses } from '../../wallet/keys/vault.ts';
import styles from './flows.module.css';

/** The three shares and where each lives. */
export function ShareDiagram() {
  const { t } = useTranslation('wallet');
  const shares = [
    { icon: <PhoneIcon />, label: t('shares.device') },
    { icon: <CloudIcon />, label: t('shares.server') },
    { icon: <LockIcon />, label: t('shares.backup') },
  ];
  return (
    <ul className={styles.shares} aria-label={t('shares.title')}>
      {shares.map((share) => (
        <li key={share.label} className={styles.share}>
          <span className={styles.shareIcon} aria-hidden="true">
            {share.icon}
          </span>
          {share.label}
        </li>
      ))}
    </ul>
  );
}

export function AddressList({ addresses }: { addresses: WalletAddresses }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className={styles.addresses}>
      <div className={styles.addressRow}>
        <dt>{t('chains.evm')}</dt>
        <dd data-testid="wallet-evm-address">{addresses.evm}</dd>
      </div>
      <div className={styles.addressRow}>
        <dt>{t('chains.sol')}</dt>
        <dd data-testid="wallet-sol-address">{addresses.sol}</dd>
      </div>
      <div className={styles.addressRow}>
        <dt>{t('chains.ton')}</dt>
        <dd data-testid="wallet-ton-address">{addresses.ton}</dd>
      </div>
    </dl>
  );
}
