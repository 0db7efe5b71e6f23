import { randomUUID } from 'node:crypto';
import { launchGame } from '../../src/services/game-wallet/launch.ts';
import type { ProviderId } from '../../src/services/game-wallet/providers.ts';
import { type WalletClientOptions, walletClient } from '../../src/services/studio/wallet-client.ts';
import type { TestApp } from '../helpers.ts';

/** A studio's wallet client that reaches the test app through its full request pipeline. */
export function studioClient(t: TestApp, provider: ProviderId = 'inhouse', options: Partial<WalletClientOptions> = {}) {
  return walletClient({
    provider,
    secret: t.app.gameProviders[provider].secret,
    send: async (path, payload, headers) => {
      const res = await t.app.inject({ method: 'POST', url: path, payload, headers });
      return { statusCode: res.statusCode, body: res.body };
    },
    ...options,
  });
}

/** A launch token of `game` for the player, as the lobby would make it. */
export async function launch(
  t: TestApp,
  userId: number,
  game = 'retiger',
  provider: ProviderId = 'inhouse',
  now?: Date,
) {
  const made = await launchGame(
    t.database.db,
    t.app.gameProviders[provider],
    { userId, gameCode: game, market: 'vn', lang: 'en', returnUrl: '/fortune' },
    now,
  );
  return made.token;
}

export const uid = (prefix: string) => `${prefix}-${randomUUID()}`;
