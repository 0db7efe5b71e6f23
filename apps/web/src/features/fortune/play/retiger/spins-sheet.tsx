import { Link } from '../../../../app/router/link.tsx';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Empty } from '../../../../ui/empty.tsx';
import { Sheet } from '../../../../ui/sheet.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { LoadFailed } from '../../load-failed.tsx';
import parts from '../../parts.module.css';
import type { SpinView } from '../../queries-retiger.ts';
import { useRetigerHistoryQuery } from '../../queries-retiger-spins.ts';
import { formatDateTime } from '../../time.ts';
import styles from './retiger.module.css';

const TONES: Record<SpinView['status'], BadgeTone> = {
  settled: 'success',
  refunded: 'neutral',
  refused: 'danger',
  open: 'warning',
  drawn: 'warning',
};

/** The player's spins, newest first, each with its bet, win, multiplier and a link to verify it. */
export default function SpinsSheet({
  open,
  onClose,
  money,
}: {
  open: boolean;
  onClose: () => void;
  money: (usdt: string) => string;
}) {
  const { t, locale } = useTranslation('fortune');
  const history = useRetigerHistoryQuery(open);
  const spins = history.data?.pages.flatMap((page) => page.spins) ?? [];
  return (
    <Sheet open={open} onClose={onClose} title={t('retiger.history')} testId="retiger-spins">
      {history.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {history.isError && !history.data ? (
        <LoadFailed onRetry={() => void history.refetch()} testId="retiger-spins-retry" />
      ) : null}
      {history.data && spins.length === 0 ? <Empty compact title={t('retiger.noSpins')} /> : null}
      <ul className={parts.list}>
        {spins.map((spin) => (
          <li key={spin.id} className={styles.spinRow} data-testid={`spin-${spin.id}`}>
            <span className={styles.spinMain}>
              <span>
                <strong>{t('retiger.spinNo', { id: spin.id })}</strong>{' '}
                <Badge tone={TONES[spin.status]}>{t(`retiger.status.${spin.status}`)}</Badge>
              </span>
              <span>
                {t('retiger.spinLine', { bet: money(spin.bet), win: money(spin.win) })}
                {spin.multiplier > 1 ? ` · ×${spin.multiplier}` : ''}
              </span>
              <span className={parts.note}>{formatDateTime(spin.at, locale)}</span>
            </span>
            {spin.stops ? (
              <Link
                to={`/fortune/test?spin=${spin.id}`}
                className={parts.textLink}
                aria-label={t('retiger.verifySpin', { id: spin.id })}
                data-testid={`spin-verify-${spin.id}`}
              >
                {t('retiger.verify')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          data-testid="retiger-spins-more"
        >
          {t('retiger.more')}
        </Button>
      ) : null}
    </Sheet>
  );
}
