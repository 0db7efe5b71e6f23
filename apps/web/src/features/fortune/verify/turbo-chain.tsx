import { crashPointHundredths, multiplierText, type VerifiedGame, verifyChain } from '@arcadia/contract/games/turbo';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { formatMultiplier } from '../play/turbo/format.ts';
import styles from './turbo-verify.module.css';
import { Computing, type TurboHistory } from './turbo-verify.tsx';
import verify from './verify.module.css';

const ROWS_SHOWN = 25;

interface RoundRow {
  game: number;
  shown: string;
  recomputed: string;
  ok: boolean;
}

export interface RoundCheck {
  hash: string;
  /** How many times the round's hash is hashed to reach the commitment (its place in the chain). */
  times: number;
  chainOk: boolean;
  /** The round and the earlier rounds listed, newest first. */
  rows: RoundRow[];
}

/**
 * Checks round `game` with the contract's own procedure (packages/contract/src/games/turbo.ts): `verifyChain` walks
 * from its hash down the chain to the commitment, giving every earlier round's hash and crash point on the way. A
 * listed round matches when its hash is the chain's and its crash point is the one its hash gives. When the chain does
 * not reach the commitment, each round is still recomputed from the hash shown for it.
 */
function checkRound(history: TurboHistory, game: number): RoundCheck | null {
  const target = history.games.find((g) => g.game === game);
  if (!target) return null;
  const times = game - history.chain_first_game + 1;
  let chain: VerifiedGame[] | null = null;
  try {
    chain = verifyChain(target.hash.toLowerCase(), times, history.commitment.toLowerCase(), history.salt);
  } catch {
    chain = null;
  }
  const rows = history.games
    .filter((g) => g.game <= game && g.game >= history.chain_first_game)
    .map((g) => {
      const link = chain?.[game - g.game];
      const crash = link ? link.crash : crashPointHundredths(g.hash.toLowerCase(), history.salt);
      const recomputed = multiplierText(crash);
      const hashOk = chain ? link?.hash === g.hash.toLowerCase() : true;
      return { game: g.game, shown: g.crash, recomputed, ok: hashOk && recomputed === g.crash };
    });
  return { hash: target.hash, times, chainOk: chain !== null, rows };
}

/** The check's result: the chain, then the crash points shown against those recomputed. Computed after a paint. */
export default function TurboChain({ history, game }: { history: TurboHistory; game: number }) {
  const { t, locale } = useTranslation('fortune');
  const [check, setCheck] = useState<{ game: number; history: TurboHistory; result: RoundCheck | null }>();
  useEffect(() => {
    const timer = setTimeout(() => setCheck({ game, history, result: checkRound(history, game) }), 0);
    return () => clearTimeout(timer);
  }, [history, game]);
  if (!check || check.game !== game || check.history !== history) return <Computing />;
  const result = check.result;
  if (!result)
    return (
      <p className={verify.note} role="status" data-testid="turbo-verify-missing">
        {t('turbo.verify.missing', { game })}
      </p>
    );
  const bad = result.rows.filter((row) => !row.ok).length;
  return (
    <section className={verify.steps} aria-labelledby="turbo-verify-title" data-testid="turbo-verify-result">
      <h2 id="turbo-verify-title" className={verify.cardTitle}>
        {t('turbo.verify.title', { game })}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('turbo.verify.hash', { game })}</dt>
          <dd>
            <code>{result.hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('turbo.verify.commitment')}</dt>
          <dd>
            <code>{history.commitment}</code>
          </dd>
        </div>
        <div>
          <dt>{t('turbo.verify.salt')}</dt>
          <dd>
            <code>{history.salt}</code>
          </dd>
        </div>
      </dl>
      <p
        className={result.chainOk ? verify.ok : verify.bad}
        role="status"
        data-testid="turbo-verify-chain"
        data-ok={result.chainOk}
      >
        {t(result.chainOk ? 'turbo.verify.chainOk' : 'turbo.verify.chainBad', { n: result.times })}
      </p>
      <p className={bad === 0 ? verify.ok : verify.bad} data-testid="turbo-verify-summary" data-bad={bad}>
        {t('turbo.verify.summary', { n: result.rows.length, bad })}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('turbo.verify.rows')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('turbo.verify.round')}</th>
            <th scope="col">{t('turbo.verify.shown')}</th>
            <th scope="col">{t('turbo.verify.recomputed')}</th>
            <th scope="col">{t('turbo.verify.result')}</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.slice(0, ROWS_SHOWN).map((row) => (
            <tr key={row.game} data-testid="turbo-verify-row" data-game={row.game} data-ok={row.ok}>
              <td>{row.game}</td>
              <td>{formatMultiplier(row.shown, locale)}</td>
              <td>{formatMultiplier(row.recomputed, locale)}</td>
              <td className={row.ok ? verify.ok : verify.bad}>
                {row.ok ? t('turbo.verify.match') : t('turbo.verify.mismatch')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.rows.length > ROWS_SHOWN ? (
        <p className={verify.note}>{t('turbo.verify.more', { shown: ROWS_SHOWN, n: result.rows.length })}</p>
      ) : null}
    </section>
  );
}
