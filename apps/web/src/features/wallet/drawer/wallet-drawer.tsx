import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { BackupFlow } from './backup-flow.tsx';
import { CreateFlow } from './create-flow.tsx';
import { closeWalletDrawer, useWalletDrawer, type WalletDrawerType } from './drawer-store.ts';
import { RecoveryFlow } from './recovery-flow.tsx';
import { ResetFlow } from './reset-flow.tsx';

const FLOWS: Record<WalletDrawerType, () => React.JSX.Element> = {
  create: CreateFlow,
  backup: BackupFlow,
  recovery: RecoveryFlow,
  reset: ResetFlow,
};

/** The wallet drawer and its four flows; the last type stays rendered while the sheet slides away. */
export function WalletDrawer() {
  const { t } = useTranslation('wallet');
  const type = useWalletDrawer((s) => s.type);
  const [shown, setShown] = useState<WalletDrawerType>('create');
  useEffect(() => {
    if (type) setShown(type);
  }, [type]);
  const Flow = FLOWS[type ?? shown];
  return (
    <Sheet open={type !== null} onClose={closeWalletDrawer} title={t(`drawer.${type ?? shown}`)} testId="wallet-drawer">
      <Flow key={type ?? shown} />
    </Sheet>
  );
}
