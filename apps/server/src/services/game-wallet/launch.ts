import { randomBytes } from 'node:crypto';
import type { Exec } from '../../ledger/sql.ts';
import type { GameProvider } from './providers.ts';
import { insertSession } from './wallet-repo.ts';

/** How long a launch token may place bets; wins and refunds are accepted after it (docs/fortune-games.md). */
const LAUNCH_TTL_MS = 6 * 3600 * 1000;

export interface Launch {
  token: string;
  url: string;
  expiresAt: Date;
}

/** A new session of `gameCode` at `provider` for the player, and the URL that opens it. */
export async function launchGame(
  db: Exec,
  provider: GameProvider,
  game: { userId: number; gameCode: string; market: string; lang: string; returnUrl: string },
  now = new Date(),
): Promise<Launch> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
  await insertSession(db, {
    token,
    userId: game.userId,
    provider: provider.id,
    gameCode: game.gameCode,
    market: game.market,
    createdAt: now,
    expiresAt,
  });
  const url = provider.launchUrl
    .replaceAll('{game}', encodeURIComponent(game.gameCode))
    .replaceAll('{token}', encodeURIComponent(token))
    .replaceAll('{lang}', encodeURIComponent(game.lang))
    .replaceAll('{return}', encodeURIComponent(game.returnUrl));
  return { token, url, expiresAt };
}
