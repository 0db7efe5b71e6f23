import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { showToast } from '../../../ui/toast.tsx';

export interface Shortfall {
  coin: string;
  need: string;
  have: string;
}

/**
 * The insufficient-balance dialog: shown when a payment falls short. In audit mode (spec section 4) it
 * becomes a warning toast instead.
 */
export function InsufficientDialog({
  shortfall,
  onClose,
  onTopUp,
}: {
  shortfall: Shortfall | null;
  onClose: () => void;
  onTopUp?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const audit = useSession((s) => s.isAudit);
  useEffect(() => {
    if (!shortfall || !audit) return;
    showToast(t('insufficient.title'), { type: 'warning' });
    onClose();
  }, [shortfall, audit, onClose, t]);
  if (audit) return null;
  return (
    <Dialog
      open={shortfall !== null}
      onClose={onClose}
      role="alertdialog"
      title={t('insufficient.title')}
      description={shortfall ? t('insufficient.body', { ...shortfall }) : ''}
      testId="wallet-insufficient"
      footer={
        <>
          {onTopUp ? (
            <Button block onClick={onTopUp}>
              {t('insufficient.topUp')}
            </Button>
          ) : null}
          <Button block variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </>
      }
    />
  );
}
