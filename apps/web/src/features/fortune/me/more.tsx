import type { Currency } from '../money.ts';
import { HistoryList } from './history-list.tsx';
import { MyBets } from './my-bets.tsx';
import { SeedsCard } from './seeds-card.tsx';

/** What the me screen shows below its first screen: fairness seeds, the bets of every game, the wheel and lottery draws. */
export default function MeMore({ currency }: { currency: Currency }) {
  return (
    <>
      <SeedsCard />
      <MyBets currency={currency} />
      <HistoryList currency={currency} />
    </>
  );
}
