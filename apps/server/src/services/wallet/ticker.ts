import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import type { WalletDeps } from './deps.ts';
import { settle } from './offchain.ts';

/**
 * The devnet's clock: every block time it adds a block, posts confirmed withdrawals and voids expired
 * holds. Runs in every server process; the work is idempotent under row locks, so several may run.
 * Tests call `settle` directly instead.
 */
export function startTicker(app: FastifyInstance, deps: WalletDeps) {
  const blockMs = Math.min(...deps.chain.chains().map((c) => c.blockTimeMs));
  if (app.config.settings.DEVNET_BLOCK_MS === 0) return;
  runEvery(app, {
    name: 'devnet tick',
    everyMs: blockMs,
    run: async () => {
      await settle(deps);
      return undefined;
    },
  });
}
