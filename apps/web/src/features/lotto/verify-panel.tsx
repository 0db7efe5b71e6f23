import { lotto } from '@arcadia/contract';
import { auditLotto } from '@arcadia/contract/games/lotto';
import { auditXoso } from '@arcadia/contract/games/xoso';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './lotto.module.css';

/**
 * The public verifier, in the browser (its own chunk: SHA-256 and HMAC load only here): fetches what was published
 * for a closed draw, checks the seed against its commitment, rebuilds the entry list's hash and recomputes the
 * numbers (lotto) or the whole board (xoso) with the contract's code (docs/lotto.md, "Fairness").
 */
export default function VerifyPanel({ game, drawId }: { game: 'lotto' | 'xoso'; drawId: number }) {
  const { t } = useTranslation('win');
  const check = useQuery({
    queryKey: ['lotto', 'verify', game, drawId],
    queryFn: async () => {
      if (game === 'lotto') {
        const p = await api(lotto.lottoVerify, { draw_id: drawId }, { silent: true });
        const r = auditLotto({ ...p.draw, draw_id: p.draw.id, tickets: p.tickets });
        return { draw: p.draw, entries: p.tickets.length, seedOk: r.seedOk, listOk: r.listOk, resultOk: r.numbersOk };
      }
      const p = await api(lotto.xosoVerify, { draw_id: drawId }, { silent: true });
      const r = auditXoso({ ...p.draw, bets: p.bets });
      return { draw: p.draw, entries: p.bets.length, seedOk: r.seedOk, listOk: r.listOk, resultOk: r.boardOk };
    },
  });
  if (check.isPending) return <Skeleton height="1.2rem" radius="md" />;
  if (check.isError) return <LoadFailed retry={() => check.refetch()} />;
  const c = check.data;
  const mark = (ok: boolean) => (ok ? t('lotto.match') : t('lotto.mismatch'));
  const all = c.seedOk && c.listOk && c.resultOk;
  return (
    <section className={styles.item} aria-labelledby={`verify-${game}-${drawId}`} data-testid="verify-panel">
      <h4 id={`verify-${game}-${drawId}`} className={all ? styles.ok : styles.error} data-testid="verify-verdict">
        {all ? t('lotto.verified') : t('lotto.notVerified')}
      </h4>
      <dl className={styles.facts}>
        <dt>{t('lotto.seedHash')}</dt>
        <dd>{c.draw.seed_hash}</dd>
        <dt>{t('lotto.seed')}</dt>
        <dd>{c.draw.seed}</dd>
        <dt>{t('lotto.listHash')}</dt>
        <dd>{c.draw.list_hash}</dd>
        <dt>{t('lotto.entries')}</dt>
        <dd>{c.entries}</dd>
        <dt>{t('lotto.checkSeed')}</dt>
        <dd>{mark(c.seedOk)}</dd>
        <dt>{t('lotto.checkList')}</dt>
        <dd>{mark(c.listOk)}</dd>
        <dt>{t('lotto.checkResult')}</dt>
        <dd>{mark(c.resultOk)}</dd>
      </dl>
    </section>
  );
}
