import type { Db } from '../../db/client.ts';
import type { GameProvider, ProviderId } from '../game-wallet/providers.ts';
import type { PaymentMarkets } from '../payment/markets.ts';

/** What the lobby and the in-house studio read: the database, the providers' switches and the markets' currencies. */
export interface LobbyDeps {
  db: Db;
  providers: Record<ProviderId, GameProvider>;
  markets: PaymentMarkets;
  defaultMarket: string;
}
