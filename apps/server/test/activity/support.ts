import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';
import { newPlayer as newPhonePlayer, randomIp } from '../user/support.ts';

export interface Player {
  userId: number;
  secretKey: string;
}

export async function activity(t: TestApp, path: string, player: Player | undefined, payload: object = {}) {
  const res: LightMyRequestResponse = await t.app.inject({
    method: 'POST',
    url: `/svc/activity${path}`,
    headers: signedHeaders(player ? { userId: player.userId, secretKey: player.secretKey } : {}),
    remoteAddress: randomIp(),
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new player registered by phone: their journey's bind-phone step is done. */
export const newPlayer = (t: TestApp): Promise<Player> => newPhonePlayer(t);

/** A paid recharge through the payment sandbox's checkout page, as a player pays one. */
export async function paidRecharge(t: TestApp, player: Player) {
  const pay = async (path: string, body: object, key?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/svc/payment${path}`,
        headers: signedHeaders({
          userId: player.userId,
          secretKey: player.secretKey,
          extra: { 'Country-Code': 'vn', ...(key ? { 'Idempotency-Key': key } : {}) },
        }),
        payload: body,
      })
    ).json();
  const quote = await pay('/payment/quote', { channel: 'momo', direction: 'recharge', fiat_amount: '254000' });
  expect(quote.code, JSON.stringify(quote)).toBe(0);
  const order = await pay('/payment/recharge', { quote_id: quote.data.quote_id }, quote.data.quote_id);
  expect(order.code, JSON.stringify(order)).toBe(0);
  const checkout = new URL(order.data.checkout_url).pathname;
  expect((await t.app.inject({ method: 'POST', url: `${checkout}/pay` })).statusCode).toBe(303);
  return order.data.order.order_id as string;
}

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}
