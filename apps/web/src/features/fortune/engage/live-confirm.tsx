import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './rewards.module.css';

/** A live code as the form plans it, in USDT. */
export interface Plan {
  perClaim: string;
  claims: number;
  hours: number;
  total: string;
}

/**
 * The question before a live code is funded: the whole total leaves the cash now, the unclaimed rest comes back at
 * `expiry`. Loaded on the tap that asks it (live-codes.tsx), with the dialog kit.
 */
export default function LiveConfirm({
  open,
  plan,
  money,
  expiry,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  plan: Plan;
  money: (usdt: string) => string;
  expiry: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('fortune');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={t('live.confirmTitle')}
      testId="live-confirm-dialog"
      footer={
        <>
          <Button variant="secondary" block onClick={onCancel} data-testid="live-cancel">
            {t('common.cancel')}
          </Button>
          <Button block loading={pending} onClick={onConfirm} data-testid="live-confirm">
            {t('live.confirm', { total: money(plan.total) })}
          </Button>
        </>
      }
    >
      <p className={styles.confirmText} data-testid="live-confirm-text">
        {t('live.confirmText', {
          total: money(plan.total),
          claims: plan.claims,
          amount: money(plan.perClaim),
          date: expiry,
        })}
      </p>
    </Dialog>
  );
}
