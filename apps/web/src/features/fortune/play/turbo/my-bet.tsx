import { fortune } from '@arcadia/contract';
import { multiplierText } from '@arcadia/contract/games/turbo-curve';
import { api } from '../../../../api/client.ts';
import { useMutation } from '../../../../app/query/use-query.ts';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { multiplyDecimal } from '../../money.ts';
import { formatMultiplier } from './format.ts';
import styles from './my-bet.module.css';
import type { TurboState } from './queries.ts';
import type { MyBet } from './use-turbo-live.ts';

/**
 * The player's bet in this round, under the bet panel's button (bet-panel.tsx loads this with the first tap on Bet):
 * Cash out with the win so far while the round flies, then the bet's line (placed, cashed out, lost, refunded).
 */
export default function MyBetPart({
  own,
  state,
  current,
  autoReached,
  money,
  onStart,
  onPlaced,
  onRefused,
}: {
  own: MyBet['bet'];
  state: TurboState;
  /** The multiplier now, in hundredths. */
  current: number;
  autoReached: boolean;
  money: (usdt: string) => string;
  onStart: () => void;
  onPlaced: (bet: MyBet, balance: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('fortune');
  const cashout = useMutation({
    mutationFn: (game: number) => api(fortune.fortuneTurboCashout, { game }, { silent: true }),
  });
  const cashOut = async () => {
    onStart();
    try {
      const answer = await cashout.mutateAsync(state.game);
      onPlaced({ game: state.game, bet: answer.bet }, answer.balance);
    } catch (error) {
      onRefused(error);
    }
  };
  return (
    <>
      {state.phase === 'running' && own.status === 'placed' && !autoReached ? (
        <Button
          variant="accent"
          size="lg"
          block
          disabled={cashout.isPending}
          loading={cashout.isPending}
          onClick={() => void cashOut()}
          data-testid="turbo-cashout"
        >
          {t('turbo.bet.cashOut', { amount: money(multiplyDecimal(own.amount, multiplierText(current), 6, true)) })}
        </Button>
      ) : null}
      <MyBetLine own={own} state={state} autoReached={autoReached} money={money} />
    </>
  );
}

function MyBetLine({
  own,
  state,
  autoReached,
  money,
}: {
  own: MyBet['bet'];
  state: TurboState;
  autoReached: boolean;
  money: (usdt: string) => string;
}) {
  const { t, locale } = useTranslation('fortune');
  let text: string;
  if (own.status === 'cashed' || own.status === 'cashing' || autoReached) {
    const at = own.cashout ?? own.auto_cashout ?? '1.00';
    const win = own.win ?? multiplyDecimal(own.amount, at, 6, true);
    text = t('turbo.bet.cashed', { m: formatMultiplier(at, locale), amount: money(win) });
  } else if (own.status === 'lost' || own.status === 'losing' || (state.phase === 'crashed' && own.status === 'placed'))
    text = t('turbo.bet.lost', { amount: money(own.amount) });
  else if (own.status === 'refunded' || own.status === 'refunding') text = t('turbo.bet.refunded');
  else if (own.status === 'refused') text = t('turbo.bet.refused');
  else if (own.auto_cashout)
    text = t('turbo.bet.placedAuto', { amount: money(own.amount), m: formatMultiplier(own.auto_cashout, locale) });
  else text = t('turbo.bet.placed', { amount: money(own.amount) });
  return (
    <p
      className={styles.mine}
      role="status"
      data-testid="turbo-mine"
      data-status={autoReached ? 'cashing' : own.status}
    >
      {text}
    </p>
  );
}
