import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { requestWalletDrawer } from '../../wallet/drawer/drawer-store.ts';
import { useMoney } from '../format.ts';
import type { useWalletStatus } from '../wallet-status.ts';
import styles from './custody-card.module.css';
import { SkeletonBlock } from './skeleton.tsx';

/** The self-custody wallet: create it, back it up, recover it on this device, or reset it. */
export function CustodyCard({ status }: { status: ReturnType<typeof useWalletStatus> }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  // The skeleton takes the room of the card it stands for (title, two lines, buttons): no shift when it arrives.
  if (status.stage === 'loading')
    return (
      <Card className={styles.card} aria-busy="true">
        <SkeletonBlock width="1.6rem" height="0.21rem" />
        <SkeletonBlock width="3rem" height="0.58rem" />
        <div className={styles.buttons}>
          <SkeletonBlock width="1.1rem" height="0.44rem" />
          <SkeletonBlock width="1.1rem" height="0.44rem" />
        </div>
      </Card>
    );
  if (status.stage === 'error') return null;
  if (status.stage === 'none')
    return (
      <Card className={styles.card} data-testid="wallet-custody">
        <p className={styles.title}>{t('selfCustody.title')}</p>
        <p className={styles.text}>{t('selfCustody.noneText')}</p>
        <div className={styles.buttons}>
          <Button onClick={() => requestWalletDrawer('create')} data-testid="wallet-open-create">
            {t('create.action')}
          </Button>
          <Button variant="ghost" onClick={() => requestWalletDrawer('recovery')}>
            {t('recovery.action')}
          </Button>
        </div>
      </Card>
    );
  const ready = status.stage === 'ready';
  return (
    <Card className={styles.card} data-testid="wallet-custody">
      <div className={styles.row}>
        <p className={styles.title}>{t('selfCustody.title')}</p>
        <span
          className={`${styles.badge} ${ready && status.backedUp ? styles.ok : styles.warn}`}
          data-testid="wallet-custody-badge"
        >
          {!ready
            ? t('selfCustody.notOnDevice')
            : status.backedUp
              ? t('selfCustody.backedUp')
              : t('selfCustody.notBackedUp')}
        </span>
      </div>
      <span className={styles.address}>
        {t('chains.evm')} {money.address(status.evmAddress)} · {t('chains.sol')} {money.address(status.solAddress)}
        {status.tonAddress ? ` · ${t('chains.ton')} ${money.address(status.tonAddress)}` : null}
      </span>
      {!ready ? <p className={styles.text}>{t('selfCustody.recoverText')}</p> : null}
      <div className={styles.buttons}>
        {ready ? (
          <Button
            size="sm"
            variant={status.backedUp ? 'secondary' : 'primary'}
            onClick={() => requestWalletDrawer('backup')}
            data-testid="wallet-open-backup"
          >
            {t('backup.start')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => requestWalletDrawer('recovery')} data-testid="wallet-open-recovery">
            {t('recovery.action')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => requestWalletDrawer('reset')}>
          {t('reset.action')}
        </Button>
      </div>
    </Card>
  );
}
