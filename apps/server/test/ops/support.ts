import { OPS_API_BASE, OPS_TOKEN_HEADER, type OpsCallDef } from '@arcadia/contract/ops/define';
import type { Role } from '@arcadia/contract/ops/permissions';
import type { FastifyInstance } from 'fastify';
import { parseSettings } from '../../src/config-schema.ts';
import { opsConfigFrom } from '../../src/services/ops/config.ts';
import { createOperator } from '../../src/services/ops/operators-service.ts';
import { totpAt } from '../../src/services/ops/totp.ts';
import { totpVault } from '../../src/services/ops/totp-vault.ts';
import { walletKeyFrom } from '../../src/services/wallet/crypto.ts';
import type { TestApp } from '../helpers.ts';

export const PASSWORD = 'correct horse battery staple';

function opsDeps(t: TestApp) {
  return {
    db: t.database.db,
    config: opsConfigFrom(parseSettings({}).settings, 'Arcadia'),
    vault: totpVault(walletKeyFrom(parseSettings({}).settings, false)),
  };
}

export interface TestOperator {
  id: number;
  email: string;
  secret: string;
  recovery: string[];
  token: string;
  /** The one-time code the sign-in used (spent). */
  loginCode: string;
}

let counter = 0;

/** A new operator of `role`, logged in (its login counts as the re-authentication of that session). */
export async function signedInOperator(t: TestApp, role: Role): Promise<TestOperator> {
  const email = `${role}-${Date.now()}-${counter++}@ops.test`;
  const created = await createOperator(
    opsDeps(t),
    { email, password: PASSWORD, role },
    { by: null, ip: 'test', via: 'test' },
  );
  const loginCode = totpAt(created.totp_secret, now());
  const answer = await opsCall(t.app, '/login', { email, password: PASSWORD, code: loginCode }, undefined, ip());
  if (answer.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return {
    id: created.operator.id,
    email,
    secret: created.totp_secret,
    recovery: created.recovery_codes,
    token: answer.body.data.token,
    loginCode,
  };
}

export const now = () => Math.floor(Date.now() / 1000);

/** A fresh client address, so logins of different tests do not share the per-IP login limit. */
export const ip = () => ({
  remoteAddress: `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${(counter++ % 250) + 1}`,
});

export async function opsCall(
  app: FastifyInstance,
  path: string | OpsCallDef,
  body: unknown,
  token?: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const url = `${OPS_API_BASE}${typeof path === 'string' ? path : path.path}`;
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { ...(token ? { [OPS_TOKEN_HEADER]: token } : {}), ...options.headers },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}
