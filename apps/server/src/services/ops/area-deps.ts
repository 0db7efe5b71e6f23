import type { FastifyInstance } from 'fastify';
import { walletKeyFrom } from '../wallet/crypto.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { opsConfigFrom } from './config.ts';
import { totpVault } from './totp-vault.ts';

/** What an area needs to register its own operator calls (registerOpsCall): the console's database, rules and vault. */
export function areaOpsDeps(app: FastifyInstance): OpsDeps {
  return {
    db: app.db,
    config: opsConfigFrom(app.config.settings, app.config.productName),
    vault: totpVault(walletKeyFrom(app.config.settings, app.config.env === 'production')),
  };
}

/** The operator behind a signed-in call and where it came from, for the audit log. */
export function operatorOf(caller: unknown): { id: number; ip: string } {
  const op = caller as OpsCaller;
  return { id: op.operator.id, ip: op.ip };
}
