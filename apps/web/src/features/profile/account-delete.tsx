import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './account-page.module.css';
import { type AccountInfo, useDeleteCancelMutation, useDeleteRequestMutation } from './account-queries.ts';

type Deletion = NonNullable<AccountInfo['deletion']>;
type Refusal = {
  reason: 'balance' | 'pending_withdrawal' | 'account_frozen';
  balances: { coin: string; amount: string }[];
};

const DAY_MS = 24 * 3600 * 1000;

/** While a deletion cools off: when it happens, why it waits (money arrived), and the way to keep the account. */
export function DeletionBanner({ deletion }: { deletion: Deletion }) {
  const { t } = useTranslation('profile');
  const cancel = useDeleteCancelMutation();

  async function keep() {
    try {
      await cancel.mutateAsync();
      showToast(t('account.banner.kept'), { type: 'success' });
    } catch {
      showToast(t('account.failed'), { type: 'error' });
    }
  }

  return (
    <div className={styles.banner} role="status" data-testid="account-deletion-banner">
      <p className={styles.bannerTitle}>{t('account.banner.title', { date: formatDate(deletion.purge_at) })}</p>
      <p className={styles.body}>
        {deletion.held_reason === 'balance' || deletion.held_reason === 'pending_withdrawal'
          ? t(`account.banner.held.${deletion.held_reason}`)
          : t('account.banner.body')}
      </p>
      <Button onClick={keep} loading={cancel.isPending} data-testid="account-deletion-cancel">
        {t('account.banner.keep')}
      </Button>
    </div>
  );
}

function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || !error.business) return undefined;
  const data = error.data as Partial<Refusal> | null;
  if (data?.reason === 'balance' || data?.reason === 'pending_withdrawal' || data?.reason === 'account_frozen')
    return { reason: data.reason, balances: data.balances ?? [] };
  return undefined;
}

/** Asking to delete the account: a dialog that has the player type their account id; money left says why not. */
export function DeleteSection({ userId, coolingOffDays }: { userId: number; coolingOffDays: number }) {
  const { t } = useTranslation('profile');
  const request = useDeleteRequestMutation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<Refusal>();
  const purgeDate = formatDate(Date.now() + coolingOffDays * DAY_MS);

  function close() {
    setOpen(false);
    setTyped('');
  }

  async function confirm() {
    setRefusal(undefined);
    try {
      await request.mutateAsync(typed.trim());
      close();
      showToast(t('account.delete.requested'), { type: 'success' });
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        setRefusal(refused);
        close();
      } else if (!(error instanceof ApiError && error.fieldErrors.confirm)) {
        showToast(t('account.failed'), { type: 'error' });
      }
    }
  }

  const typedWrong = request.error instanceof ApiError && !!request.error.fieldErrors.confirm;
  return (
    <Card className={styles.danger}>
      <section className={styles.section} aria-labelledby="account-delete-title" data-testid="account-delete">
        <h2 id="account-delete-title" className={styles.sectionTitle}>
          {t('account.delete.title')}
        </h2>
        <p className={styles.body}>{t('account.delete.body')}</p>
        {refusal ? <RefusalNote refusal={refusal} /> : null}
        <Button variant="danger" onClick={() => setOpen(true)} data-testid="account-delete-open">
          {t('account.delete.button')}
        </Button>
      </section>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title={t('account.delete.confirmTitle')}
        description={t('account.delete.confirmBody', { date: purgeDate })}
        testId="account-delete-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              loading={request.isPending}
              disabled={typed.trim() !== String(userId)}
              data-testid="account-delete-confirm"
            >
              {t('account.delete.confirmButton')}
            </Button>
          </>
        }
      >
        <Input
          label={t('account.delete.confirmLabel', { id: userId })}
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          onChange={(event) => setTyped(event.target.value)}
          error={typedWrong ? t('account.delete.confirmWrong') : undefined}
          data-testid="account-delete-input"
        />
      </Dialog>
    </Card>
  );
}

function RefusalNote({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('profile');
  const list = refusal.balances.map((b) => `${b.amount} ${b.coin}`).join(', ');
  return (
    <div className={styles.notice} role="alert" data-testid="account-delete-refused">
      <p className={styles.strong}>{t(`account.delete.refused.${refusal.reason}`)}</p>
      {list ? <p>{t('account.delete.balances', { list })}</p> : null}
      {refusal.reason === 'account_frozen' ? null : (
        <Link to="/wallet" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('account.delete.openWallet')}
        </Link>
      )}
    </div>
  );
}
