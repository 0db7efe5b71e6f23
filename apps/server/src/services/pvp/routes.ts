import { opsPvpDecide } from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { testClock } from '../../lib/test-clock.ts';
import type { OpsCaller, OpsDeps } from '../ops/auth-service.ts';
import { opsConfigFrom } from '../ops/config.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { totpVault } from '../ops/totp-vault.ts';
import { walletKeyFrom } from '../wallet/crypto.ts';
import { decideMatch, expireMatches } from './duel.ts';

const clock = testClock('pvp');
const JOB_MS = 15_000;

/**
 * PvP (issue 21, docs/pvp.md). So far: the operators' dispute decision (pvp.admin) and the grace job that settles
 * matches whose idle player ran out of time. The players' calls (join, leave, roll, match, my matches) are not
 * mounted yet.
 */
export async function pvpRoutes(app: FastifyInstance) {
  const db = app.db;
  const opsDeps: OpsDeps = {
    db,
    config: opsConfigFrom(app.config.settings, app.config.productName),
    vault: totpVault(walletKeyFrom(app.config.settings, app.config.env === 'production')),
  };
  registerOpsCall(app, opsDeps, opsPvpDecide, async (input, caller) => {
    const op = caller as OpsCaller;
    await decideMatch(db, input.match_id, input.decision, clock.nowMs(), { operatorId: op.operator.id, ip: op.ip });
    return { match_id: input.match_id, status: input.decision === 'void' ? 'void' : 'finished' };
  });

  runEvery(app, {
    name: 'pvp grace',
    everyMs: JOB_MS,
    run: async () => {
      const forfeits = await expireMatches(db, clock.nowMs());
      return forfeits > 0 ? { forfeits } : undefined;
    },
  });
}
