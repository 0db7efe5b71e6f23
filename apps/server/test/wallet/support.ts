import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '../helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their values
export interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** POSTs a wallet call as the web client does: common headers, a session, an optional Idempotency-Key. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function call<T = any>(
  app: FastifyInstance,
  name: string,
  body: unknown,
  options: { userId?: number; key?: string; secretKey?: string } = {},
): Promise<Answer<T>> {
  const headers = signedHeaders({
    userId: options.userId ?? 100001,
    ...(options.secretKey ? { secretKey: options.secretKey } : {}),
  });
  if (options.key) headers['Idempotency-Key'] = options.key;
  const res = await app.inject({ method: 'POST', url: `/svc/wallet/wallet/${name}`, headers, payload: body as object });
  const json = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, ...json };
}

export const newKey = () => `k_${randomBytes(8).toString('hex')}`;

/** A player's spendable balance of a coin, as the API reports it. */
export async function balanceOf(app: FastifyInstance, userId: number, coin: string): Promise<string> {
  const info = await call(app, 'get_wallet_info', { str_amount: true }, { userId });
  return info.data.balances.find((b: { coin_name: string }) => b.coin_name === coin).money_all;
}
