import { pvp } from '@arcadia/contract';
import {
  opsPvpBanSet,
  opsPvpBans,
  opsPvpDecide,
  opsPvpMatches,
  opsPvpSettings,
  opsPvpSettingsSet,
} from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { testClock } from '../../lib/test-clock.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { decideMatch, expireMatches, pvpSettingsFrom } from './duel.ts';
import {
  getEntry,
  getMatch,
  join,
  joinAnswered,
  leave,
  myMatches,
  opsBans,
  opsMatches,
  rollMatch,
  setBan,
  tiers,
} from './service.ts';
import { pvpSettingsStore, readSettings, saveSettings } from './settings.ts';

const clock = testClock('pvp');
const JOB_MS = 15_000;
/**
 * New joins: 60 per minute per player (a repeat of an answered key is not counted; a burst of one key's retries fits);
 * rolls: 30 per 10 s (three are needed per match).
 */
const JOIN_LIMIT = { max: 60, windowSeconds: 60 };
const ROLL_LIMIT = { max: 30, windowSeconds: 10 };

/**
 * PvP (issue 21, docs/pvp.md): the players' calls under /svc/pvp/pvp/ (tiers, join, entry, leave, roll, match, my
 * matches), the operators' calls (matches, decide, bans; permission pvp.admin) and the grace job that settles matches
 * whose idle player ran out of time. Stakes, fee and grace are the operator's settings (settings.ts), the PVP_* settings
 * (config-schema.ts) until an operator saves some.
 */
export async function pvpRoutes(app: FastifyInstance) {
  const db = app.db;
  const settings = pvpSettingsStore(db, pvpSettingsFrom(app.config.settings));

  registerCall(app, pvp.pvpTiers, async (_input, req) => tiers(db, await settings.current(), req.userId || undefined));
  registerCall(app, pvp.pvpJoin, async (input, req) => {
    const key = requireKey(req);
    if (!(await joinAnswered(db, req.userId, key))) await app.rateLimit('pvp-join', String(req.userId), JOIN_LIMIT);
    return join(db, await settings.current(), {
      userId: req.userId,
      stake: input.stake,
      clientSeed: input.client_seed,
      key,
      nowMs: clock.nowMs(),
    });
  });
  registerCall(app, pvp.pvpEntryGet, async (input, req) => getEntry(db, req.userId, input.entry_id));
  registerCall(app, pvp.pvpLeave, async (input, req) => leave(db, req.userId, input.entry_id));
  registerCall(app, pvp.pvpRoll, async (input, req) => {
    await app.rateLimit('pvp-roll', String(req.userId), ROLL_LIMIT);
    return rollMatch(db, req.userId, input.match_id, clock.nowMs());
  });
  registerCall(app, pvp.pvpMatchGet, async (input, req) => getMatch(db, req.userId, input.match_id, clock.nowMs()));
  registerCall(app, pvp.pvpMyMatches, async (input, req) => myMatches(db, req.userId, input.page));

  const opsDeps = areaOpsDeps(app);
  registerOpsCall(app, opsDeps, opsPvpDecide, async (input, caller) => {
    const { id, ip } = operatorOf(caller);
    await decideMatch(db, input.match_id, input.decision, clock.nowMs(), { operatorId: id, ip });
    return { match_id: input.match_id, status: input.decision === 'void' ? 'void' : 'finished' };
  });
  registerOpsCall(app, opsDeps, opsPvpMatches, async (input) => opsMatches(db, input.status, input.page));
  registerOpsCall(app, opsDeps, opsPvpSettings, async () => readSettings(db, settings.defaults));
  registerOpsCall(app, opsDeps, opsPvpSettingsSet, async (input, caller) =>
    saveSettings(settings, db, input, operatorOf(caller)),
  );
  registerOpsCall(app, opsDeps, opsPvpBans, async (input) => opsBans(db, input.page));
  registerOpsCall(app, opsDeps, opsPvpBanSet, async (input, caller) =>
    setBan(
      db,
      { userId: input.user_id, banned: input.banned, reason: input.reason },
      operatorOf(caller),
      clock.nowMs(),
    ),
  );

  runEvery(app, {
    name: 'pvp grace',
    everyMs: JOB_MS,
    run: async () => {
      const forfeits = await expireMatches(db, clock.nowMs());
      return forfeits > 0 ? { forfeits } : undefined;
    },
  });
}
