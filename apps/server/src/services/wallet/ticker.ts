import type { FastifyInstance } from 'fastify';
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
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      settle(deps)
        .catch((err) => app.log.error({ err }, 'devnet tick failed'))
        .finally(() => {
          running = false;
        });
    }, blockMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
