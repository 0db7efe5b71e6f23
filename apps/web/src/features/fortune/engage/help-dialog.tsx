import { ErrorCode } from '@arcadia/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { type Currency, formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import type { ShareHelp } from '../queries.ts';
import { useShareHelpMutation } from '../queries-rewards.ts';
import styles from './engage.module.css';
import { refusalText } from './error-text.ts';

/** The contract's share link id. */
const SLUG = /^[A-Za-z0-9_-]{8,32}$/;

export type HelpOutcome = 'helped' | 'already' | 'closed' | 'own' | 'missing' | 'failed';

/** What a help answered, or the refusal it met (share/help: CONFLICT closed, FORBIDDEN own link, NOT_FOUND). */
export function helpOutcome(answer: ShareHelp | undefined, error: unknown): HelpOutcome {
  if (answer) return answer.helped ? 'helped' : 'already';
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === ErrorCode.CONFLICT) return 'closed';
  if (code === ErrorCode.FORBIDDEN) return 'own';
  if (code === ErrorCode.NOT_FOUND) return 'missing';
  return 'failed';
}

/**
 * /fortune?help=<slug>: a friend's link opened by another player. Nothing is sent before the player taps "help";
 * then the dialog says how it went: helped, already helped, closed (full or expired), or their own link.
 */
export default function HelpDialog({
  slug,
  currency,
  onDone,
}: {
  slug: string;
  currency: Currency;
  onDone: () => void;
}) {
  const { t, locale } = useTranslation('fortune');
  const help = useShareHelpMutation();
  const [open, setOpen] = useState(true);
  const valid = SLUG.test(slug);
  const answered = help.isSuccess || help.isError;
  const outcome: HelpOutcome | null = !valid ? 'missing' : answered ? helpOutcome(help.data, help.error) : null;
  const close = () => {
    setOpen(false);
    onDone();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('help.title')}
      testId="help-dialog"
      footer={
        outcome ? (
          <Button block onClick={close} data-testid="help-close">
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" block onClick={close} data-testid="help-cancel">
              {t('common.cancel')}
            </Button>
            <Button block loading={help.isPending} onClick={() => help.mutate(slug)} data-testid="help-submit">
              {t('help.submit')}
            </Button>
          </>
        )
      }
    >
      <div aria-live="polite" data-testid="help-result" data-outcome={outcome ?? undefined}>
        {outcome === null ? <p className={styles.confirmText}>{t('help.text')}</p> : null}
        {outcome === 'helped' && help.data ? (
          <p className={styles.ok}>
            {t('help.helped', {
              progress: formatMoney(help.data.link.progress, currency, locale),
              target: formatMoney(help.data.link.target, currency, locale),
            })}
          </p>
        ) : null}
        {outcome === 'already' ? <p className={styles.confirmText}>{t('help.already')}</p> : null}
        {outcome === 'closed' ? <p className={styles.confirmText}>{t('help.closed')}</p> : null}
        {outcome === 'own' ? <p className={styles.confirmText}>{t('help.own')}</p> : null}
        {outcome === 'missing' ? <p className={styles.confirmText}>{t('help.missing')}</p> : null}
        {outcome === 'failed' ? (
          <p className={parts.error} role="alert">
            {refusalText(help.error)}
          </p>
        ) : null}
        {outcome && outcome !== 'failed' ? (
          <Link to="/fortune?tab=rewards#share" className={parts.textLink} onClick={() => setOpen(false)}>
            {t('help.mine')}
          </Link>
        ) : null}
      </div>
    </Dialog>
  );
}
