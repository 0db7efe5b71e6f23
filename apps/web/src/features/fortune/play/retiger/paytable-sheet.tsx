import { Link } from '../../../../app/router/link.tsx';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Sheet } from '../../../../ui/sheet.tsx';
import parts from '../../parts.module.css';
import type { SlotModel } from '../../queries-retiger.ts';
import { times, weightPercent } from './paytable-math.ts';
import { LineDiagram } from './reels.tsx';
import styles from './retiger.module.css';
import { symbolName, totalBet } from './slot.ts';
import { SymbolArt } from './symbols.tsx';

interface PaytableProps {
  open: boolean;
  onClose: () => void;
  slot: SlotModel;
  lineBet: string;
  money: (usdt: string) => string;
}

/**
 * The paytable and the rules, all from the model the server published with the game (init conf): what three of each
 * symbol pay, the wild, the five lines, the multiplier's odds, the largest win and the exact return to player.
 */
export default function PaytableSheet({ open, onClose, slot, lineBet, money }: PaytableProps) {
  const { t } = useTranslation('fortune');
  const bet = totalBet(lineBet, slot.line_count);
  const symbols = [...slot.symbols].sort((a, b) => (slot.paytable[b] ?? 0) - (slot.paytable[a] ?? 0));
  const weights = slot.multipliers.map((m) => m.weight);
  return (
    <Sheet open={open} onClose={onClose} title={t('retiger.paytable')} testId="retiger-paytable">
      <div className={parts.stack}>
        <section aria-labelledby="rt-pays">
          <h3 id="rt-pays" className={styles.sheetTitle}>
            {t('retiger.pays')}
          </h3>
          <p className={parts.note}>{t('retiger.paysNote', { lineBet: money(lineBet) })}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('retiger.symbol')}</th>
                <th scope="col">{t('retiger.threePay')}</th>
                <th scope="col">{t('retiger.atBet')}</th>
              </tr>
            </thead>
            <tbody>
              {symbols.map((id) => (
                <tr key={id} data-testid={`pay-${id}`}>
                  <th scope="row">
                    <span className={styles.symbolCell}>
                      <SymbolArt id={id} className={styles.paySymbol} />
                      <span>
                        {symbolName(id, t)}
                        {id === slot.wild ? ` · ${t('retiger.wildTag')}` : ''}
                      </span>
                    </span>
                  </th>
                  <td>{`${slot.paytable[id] ?? 0}×`}</td>
                  <td>{money(times(lineBet, slot.paytable[id] ?? 0))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={parts.note} data-testid="retiger-wild">
            {t('retiger.wild', { symbol: symbolName(slot.wild, t) })}
          </p>
        </section>

        <section aria-labelledby="rt-lines">
          <h3 id="rt-lines" className={styles.sheetTitle}>
            {t('retiger.lines', { n: slot.line_count })}
          </h3>
          <ol className={styles.lineList}>
            {slot.lines.map((rows, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by their place in the model
              <li key={i} data-testid={`line-${i}`}>
                <LineDiagram rows={rows} index={i} />
                <span>{t('retiger.lineName', { n: i + 1 })}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="rt-mult">
          <h3 id="rt-mult" className={styles.sheetTitle}>
            {t('retiger.multipliers')}
          </h3>
          <p className={parts.note}>{t('retiger.multipliersNote')}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('retiger.multiplierCol')}</th>
                <th scope="col">{t('retiger.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {slot.multipliers.map((m) => (
                <tr key={m.value} data-testid={`mult-${m.value}`}>
                  <td>{`×${m.value}`}</td>
                  <td>{`${weightPercent(m.weight, weights)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="rt-rules">
          <h3 id="rt-rules" className={styles.sheetTitle}>
            {t('retiger.rules')}
          </h3>
          <dl className={parts.facts}>
            <div>
              <dt>{t('retiger.rtp')}</dt>
              <dd data-testid="retiger-rtp">{`${slot.rtp}%`}</dd>
            </div>
            <div>
              <dt>{t('retiger.maxWin')}</dt>
              <dd data-testid="retiger-max-win">
                {t('retiger.maxWinValue', {
                  x: slot.max_win_total_bets,
                  amount: money(times(bet, slot.max_win_total_bets)),
                })}
              </dd>
            </div>
            {slot.min_spin_ms > 0 ? (
              <div>
                <dt>{t('retiger.pace')}</dt>
                <dd>{t('retiger.paceValue', { s: (slot.min_spin_ms / 1000).toFixed(1) })}</dd>
              </div>
            ) : null}
          </dl>
          <ul className={styles.ruleList}>
            <li>{t('retiger.rule.reels', { lines: slot.line_count })}</li>
            <li>{t('retiger.rule.pay')}</li>
            <li>{t('retiger.rule.multiplier')}</li>
            <li>{t('retiger.rule.fair')}</li>
          </ul>
          <Link to="/fortune/test?mode=spin" className={parts.textLink}>
            {t('retiger.verifyHow')}
          </Link>
        </section>
      </div>
    </Sheet>
  );
}
