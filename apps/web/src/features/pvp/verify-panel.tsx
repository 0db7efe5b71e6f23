import { pvpMatch, verifyPvp } from '@arcadia/contract/games/pvp';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './pvp.module.css';
import type { PvpMatch } from './queries.ts';

/**
 * The verifier, in the browser (its own chunk): re-hashes the revealed server seed, compares it with the commitment
 * shown during the match and recomputes every die and the result with the contract's code (docs/pvp.md, Fairness).
 */
export default function VerifyPanel({ match }: { match: PvpMatch }) {
  const { t } = useTranslation('pvp');
  if (!match.server_seed) return null;
  const seeds = { serverSeed: match.server_seed, clientSeedA: match.client_seed_a, clientSeedB: match.client_seed_b };
  const recomputed = pvpMatch(seeds);
  // A void match was decided by an operator: only the seed and the dice can be checked, not the result.
  const claimed = match.status === 'void' ? recomputed.result : (match.result as 'a' | 'b' | 'draw');
  const check = verifyPvp(seeds, match.server_seed_hash, claimed);
  const diceOk = match.rounds.every(
    (r, i) =>
      (r.a === null || r.a.join() === recomputed.rounds[i]?.a.join()) &&
      (r.b === null || r.b.join() === recomputed.rounds[i]?.b.join()),
  );
  const forfeit = match.status === 'forfeit';
  const all = check.hashOk && diceOk && (forfeit || check.resultOk);
  const mark = (ok: boolean) => (ok ? t('verify.ok') : t('verify.bad'));
  const side = (r: 'a' | 'b' | 'draw') =>
    r === 'draw' ? t('outcome.draw') : r === match.me ? t('you') : match.opponent;
  return (
    <section className={styles.panel} aria-labelledby="pvp-verify" data-testid="pvp-verify">
      <h2 id="pvp-verify" className={all ? styles.won : styles.lost} data-testid="pvp-verdict">
        {all ? t('verify.verified') : t('verify.notVerified')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('verify.serverSeed')}</dt>
        <dd>{match.server_seed}</dd>
        <dt>{t('seedHash')}</dt>
        <dd>{match.server_seed_hash}</dd>
        <dt>{t('verify.clientSeeds')}</dt>
        <dd>
          {match.client_seed_a} : {match.client_seed_b}
        </dd>
        <dt>{t('verify.totals')}</dt>
        <dd data-testid="pvp-recomputed">
          {recomputed.totals.a} : {recomputed.totals.b} → {side(recomputed.result)}
        </dd>
        <dt>{t('verify.hashCheck')}</dt>
        <dd>{mark(check.hashOk)}</dd>
        <dt>{t('verify.diceCheck')}</dt>
        <dd>{mark(diceOk)}</dd>
        <dt>{t('verify.resultCheck')}</dt>
        <dd>{forfeit || match.status === 'void' ? t('verify.decided') : mark(check.resultOk)}</dd>
      </dl>
    </section>
  );
}
