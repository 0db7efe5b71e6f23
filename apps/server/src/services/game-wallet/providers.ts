import type { Settings } from '../../config-schema.ts';

/**
 * The game providers that may call Fortune's seamless wallet (docs/fortune-games.md, "Connecting a studio"). The
 * in-house studio (retiger, turbo) is on by default with a development secret; the outside studios are listed with
 * their games but stay off until their secret and launch URL are configured:
 *
 *   GAMES_<ID>_SECRET       the HMAC secret both sides sign wallet messages with (32+ characters in production)
 *   GAMES_<ID>_LAUNCH_URL   the studio's game-launch URL; `{game}`, `{token}`, `{lang}` and `{return}` are filled in
 *
 * for <ID> in INHOUSE, PG, PPGAME, IMPERIUM, BRIDGE.
 */

const PROVIDER_IDS = ['inhouse', 'pg', 'ppgame', 'imperium', 'bridge'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export interface GameProvider {
  id: ProviderId;
  name: string;
  /** Empty when the provider is off. */
  secret: string;
  enabled: boolean;
  launchUrl: string;
}

const NAMES: Record<ProviderId, string> = {
  inhouse: 'Fortune Originals',
  pg: 'PG Soft',
  ppgame: 'Pragmatic Play',
  imperium: 'Imperium Games',
  bridge: 'Bridge',
};

/** The in-house studio's development secret: published here, so production must set GAMES_INHOUSE_SECRET. */
const INHOUSE_DEV_SECRET = 'arcadia-inhouse-studio-development-secret';

export function gameProvidersFrom(settings: Settings, production: boolean): Record<ProviderId, GameProvider> {
  const out = {} as Record<ProviderId, GameProvider>;
  for (const id of PROVIDER_IDS) {
    const key = id.toUpperCase();
    const fallbackSecret = id === 'inhouse' && !production ? INHOUSE_DEV_SECRET : '';
    const secret = (settings[`GAMES_${key}_SECRET`] as string | undefined) ?? fallbackSecret;
    if (production && secret && secret.length < 32)
      throw new Error(`GAMES_${key}_SECRET must be 32 or more characters in production`);
    const launchUrl =
      (settings[`GAMES_${key}_LAUNCH_URL`] as string | undefined) ?? (id === 'inhouse' ? '/fortune/play/{game}' : '');
    out[id] = { id, name: NAMES[id], secret, enabled: Boolean(secret && launchUrl), launchUrl };
  }
  return out;
}

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}
