import { opsGameProviderSet, opsGameSet, opsGameSettings } from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { toMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { type Exec, rows } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { usdtMinor, usdtText } from '../fortune/money-format.ts';
import {
  forgetGameRules,
  GAME_DEFAULTS,
  type GameDefault,
  type GameRule,
  gameDefault,
  rulesOf,
  savedRows,
} from '../fortune-games/game-settings.ts';
import type { GameProvider, ProviderId } from '../game-wallet/providers.ts';
import { areaOpsDeps, operatorOf } from './area-deps.ts';
import { writeAudit } from './audit.ts';
import { registerOpsCall } from './register-ops-call.ts';

/**
 * The console's game settings (docs/ops.md "Game settings"): reads and saves the switches and bet limits that
 * fortune-games/game-settings.ts applies. Each save runs under a transaction lock, writes its row and the audit
 * record (before and after) in one transaction, and drops this server's kept settings; a save that changes nothing
 * writes nothing.
 */

interface Operator {
  id: number;
  ip: string;
}
interface Deps {
  db: Db;
  providers: Record<ProviderId, GameProvider>;
  /** GAMES_BET_CEILING_USDT in minor units. */
  ceiling: bigint;
}

interface WhoRow {
  key: string;
  updated_at: string | Date;
  email: string | null;
}

async function whoChanged(db: Exec) {
  const found = await rows<WhoRow>(
    db,
    sql`select 'provider:' || s.provider as key, s.updated_at, o.email
          from game_provider_settings s left join operators o on o.id = s.updated_by
        union all
        select 'game:' || s.game_code as key, s.updated_at, o.email
          from game_settings s left join operators o on o.id = s.updated_by`,
  );
  return new Map(found.map((r) => [r.key, r]));
}

const whoOf = (row: WhoRow | undefined) => ({
  updated_at: row ? Math.floor(new Date(row.updated_at).getTime() / 1000) : null,
  updated_by_email: row ? (row.email ?? '') : null,
});

export async function readGameSettings(deps: Deps, db: Exec = deps.db) {
  const rules = rulesOf(await savedRows(db));
  const who = await whoChanged(db);
  const ids = Object.keys(deps.providers) as ProviderId[];
  const providerOn = (id: ProviderId) => deps.providers[id].enabled && rules.providerSwitch(id);
  return {
    coin: 'USDT',
    ceiling: usdtText(deps.ceiling),
    providers: ids.map((id) => {
      const p = deps.providers[id];
      const enabled = rules.providerSwitch(id);
      return {
        id,
        name: p.name,
        configured: p.enabled,
        enabled,
        on: providerOn(id),
        off_reason: !p.enabled ? ('not_configured' as const) : !enabled ? ('switched_off' as const) : null,
        games: GAME_DEFAULTS.filter((g) => g.provider === id).length,
        ...whoOf(who.get(`provider:${id}`)),
      };
    }),
    games: GAME_DEFAULTS.map((g) => {
      const rule = rules.game(g.code) as GameRule;
      return {
        code: g.code,
        name: g.name,
        provider: g.provider,
        brand: g.brand,
        enabled: rule.enabled,
        on: g.built && providerOn(g.provider) && rule.enabled,
        off_reason: !providerOn(g.provider)
          ? ('provider_off' as const)
          : !rule.enabled
            ? ('switched_off' as const)
            : !g.built
              ? ('not_built' as const)
              : null,
        min_bet: usdtText(rule.minBet),
        max_bet: usdtText(rule.maxBet),
        default_min_bet: usdtText(g.minBet),
        default_max_bet: usdtText(g.maxBet),
        ...whoOf(who.get(`game:${g.code}`)),
      };
    }),
  };
}

const lock = (tx: Exec) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('games:settings'))`);

export async function setProvider(
  deps: Deps,
  operator: Operator,
  input: { provider: ProviderId; enabled: boolean },
  now = new Date(),
) {
  const provider = deps.providers[input.provider];
  if (input.enabled && !provider.enabled)
    throw fieldError({
      enabled: [`No secret configured: set GAMES_${input.provider.toUpperCase()}_SECRET and _LAUNCH_URL first`],
    });
  const changed = await inTransaction(deps.db, async (tx) => {
    await lock(tx);
    const before = rulesOf(await savedRows(tx)).providerSwitch(input.provider);
    if (before === input.enabled) return false;
    await tx.execute(
      sql`insert into game_provider_settings (provider, enabled, updated_by, updated_at)
          values (${input.provider}, ${input.enabled}, ${operator.id}, ${now.toISOString()})
          on conflict (provider) do update set enabled = excluded.enabled, updated_by = excluded.updated_by,
            updated_at = excluded.updated_at`,
    );
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'games.settings.provider',
      target: `game_provider:${input.provider}`,
      before: { enabled: before },
      after: { enabled: input.enabled },
    });
    return true;
  });
  forgetGameRules(deps.db);
  return { settings: await readGameSettings(deps), changed };
}

/** A USDT amount in minor units, or the field's error. */
function amountOf(text: string, field: string, errors: Record<string, string[]>): bigint | undefined {
  const minor = toMinor(text.trim(), 6);
  if (minor === undefined) errors[field] = ['At most 6 decimals'];
  return minor;
}

export async function setGame(
  deps: Deps,
  operator: Operator,
  input: { game: string; enabled: boolean; min_bet: string; max_bet: string },
  now = new Date(),
) {
  const game: GameDefault | undefined = gameDefault(input.game);
  if (!game) throw fieldError({ game: ['No such game'] });
  const errors: Record<string, string[]> = {};
  const min = amountOf(input.min_bet, 'min_bet', errors);
  const max = amountOf(input.max_bet, 'max_bet', errors);
  if (min !== undefined && min <= 0n) errors.min_bet = ['Must be more than 0'];
  if (max !== undefined && max > deps.ceiling)
    errors.max_bet = [`At most ${usdtText(deps.ceiling)} USDT (GAMES_BET_CEILING_USDT)`];
  if (min !== undefined && max !== undefined && min > max && !errors.min_bet)
    errors.min_bet = ['Must not be more than the largest bet'];
  if (Object.keys(errors).length > 0 || min === undefined || max === undefined) throw fieldError(errors);
  const changed = await inTransaction(deps.db, async (tx) => {
    await lock(tx);
    const rule = rulesOf(await savedRows(tx)).game(game.code) as GameRule;
    const view = (r: GameRule) => ({
      enabled: r.enabled,
      min_bet: usdtText(r.minBet),
      max_bet: usdtText(r.maxBet),
    });
    const before = view(rule);
    const after = view({ enabled: input.enabled, minBet: min, maxBet: max });
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await tx.execute(
      sql`insert into game_settings (game_code, enabled, min_bet, max_bet, updated_by, updated_at)
          values (${game.code}, ${input.enabled}, ${String(min)}, ${String(max)}, ${operator.id},
            ${now.toISOString()})
          on conflict (game_code) do update set enabled = excluded.enabled, min_bet = excluded.min_bet,
            max_bet = excluded.max_bet, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    );
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'games.settings.game',
      target: `game:${game.code}`,
      before,
      after,
    });
    return true;
  });
  forgetGameRules(deps.db);
  return { settings: await readGameSettings(deps), changed };
}

/** The game settings' console calls (games.settings: games and admin), mounted with Fortune's game routes. */
export function registerGameSettingsOps(app: FastifyInstance) {
  const opsDeps = areaOpsDeps(app);
  const deps: Deps = {
    db: app.db,
    providers: app.gameProviders,
    ceiling: usdtMinor(app.config.settings.GAMES_BET_CEILING_USDT),
  };
  registerOpsCall(app, opsDeps, opsGameSettings, () => readGameSettings(deps));
  registerOpsCall(app, opsDeps, opsGameProviderSet, (input, caller) => setProvider(deps, operatorOf(caller), input));
  registerOpsCall(app, opsDeps, opsGameSet, (input, caller) => setGame(deps, operatorOf(caller), input));
}
