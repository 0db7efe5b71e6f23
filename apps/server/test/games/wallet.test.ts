import { WALLET_SIGNATURE_HEADER } from '@arcadia/contract/games/wallet-protocol';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fortuneExclusions, fortuneWagerDays, gameRounds, gameSessions } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { signPayload } from '../../src/services/payment/providers/stripe-signature.ts';
import { minor } from '../fortune/games-support.ts';
import { fund, newPlayer } from '../fortune/growth-support.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { launch, studioClient, uid } from './wallet-support.ts';

const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');

async function funded(t: TestApp, amount: string) {
  const p = await newPlayer(t);
  await fund(t, p.id, minor(amount));
  return { ...p, token: await launch(t, p.id) };
}

describe.each(DB_KINDS)('seamless wallet (%s)', (kind) => {
  const t = useTestApp(kind);
  const wallet = () => studioClient(t);

  afterEach(async () => {
    const check = await checkLedger(t.database.db);
    expect(check.problems).toEqual([]);
  });

  it('authenticates a launch token and answers the balance; refuses unknown and expired tokens', async () => {
    const p = await funded(t, '12.5');
    const auth = await wallet().authenticate(p.token);
    expect(auth).toMatchObject({ status: 'OK', balance: '12500000', currency: 'USDT', user_id: String(p.id) });
    expect((await wallet().balance(p.token)).balance).toBe('12500000');
    expect((await wallet().authenticate('x'.repeat(32))).status).toBe('INVALID_TOKEN');
    const old = await launch(t, p.id, 'retiger', 'inhouse', new Date(Date.now() - 7 * 3600 * 1000));
    expect((await wallet().balance(old)).status).toBe('TOKEN_EXPIRED');
    const bet = await wallet().bet({
      token: old,
      transaction_id: uid('b'),
      round_id: uid('r'),
      game_code: 'retiger',
      amount: '1',
    });
    expect(bet.status).toBe('TOKEN_EXPIRED');
  });

  it('refuses unsigned, wrongly signed, stale and malformed messages before reading them', async () => {
    const p = await funded(t, '1');
    const body = JSON.stringify({ request_id: 'q1', token: p.token });
    const post = (headers: Record<string, string>, payload = body, path = '/games/wallet/inhouse/balance') =>
      t.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': 'application/json', ...headers } });
    const now = Math.floor(Date.now() / 1000);
    const secret = t.app.gameProviders.inhouse.secret;
    expect((await post({})).json().status).toBe('INVALID_SIGNATURE');
    expect((await post({ [WALLET_SIGNATURE_HEADER]: signPayload('wrong-secret', body, now) })).json().status).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await post({ [WALLET_SIGNATURE_HEADER]: signPayload(secret, body, now - 3600) })).json().status).toBe(
      'INVALID_SIGNATURE',
    );
    const good = (await post({ [WALLET_SIGNATURE_HEADER]: signPayload(secret, body, now) })).json();
    expect(good).toMatchObject({ status: 'OK', request_id: 'q1', balance: '1000000' });
    const notJson = '{"request_id":';
    const bad = await post({ [WALLET_SIGNATURE_HEADER]: signPayload(secret, notJson, now) }, notJson);
    expect(bad.statusCode).toBe(200);
    expect(bad.json().status).toBe('BAD_REQUEST');
    const wrongField = JSON.stringify({
      request_id: 'q2',
      token: p.token,
      transaction_id: 'b',
      round_id: 'r',
      game_code: 'retiger',
      amount: '-5',
    });
    const refused = await post(
      { [WALLET_SIGNATURE_HEADER]: signPayload(secret, wrongField, now) },
      wrongField,
      '/games/wallet/inhouse/bet',
    );
    expect(refused.json()).toEqual({ status: 'BAD_REQUEST', request_id: 'q2' });
    // A studio that is switched off (no secret configured) has no endpoint at all.
    expect((await post({}, body, '/games/wallet/ppgame/balance')).statusCode).toBe(404);
    expect((await post({}, body, '/games/wallet/inhouse/steal')).statusCode).toBe(404);
    expect(await cash(t, p.id)).toBe(minor('1'));
  });

  it('takes a bet once however often it is sent, and refuses the same id with other fields', async () => {
    const p = await funded(t, '10');
    const bet = {
      token: p.token,
      transaction_id: uid('b'),
      round_id: uid('r'),
      game_code: 'retiger',
      amount: '2500000',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => wallet().bet(bet)));
    for (const a of answers)
      expect(a).toMatchObject({ status: 'OK', balance: '7500000', wallet_tx: `inhouse:${bet.transaction_id}` });
    expect(await cash(t, p.id)).toBe(minor('7.5'));
    expect((await wallet().bet({ ...bet, amount: '100' })).status).toBe('DUPLICATE_TRANSACTION');
    expect((await wallet().bet({ ...bet, round_id: uid('r') })).status).toBe('DUPLICATE_TRANSACTION');
    expect(await cash(t, p.id)).toBe(minor('7.5'));
  });

  it('refuses a bet above the balance with the real balance', async () => {
    const p = await funded(t, '1');
    const a = await wallet().bet({
      token: p.token,
      transaction_id: uid('b'),
      round_id: uid('r'),
      game_code: 'retiger',
      amount: '1000001',
    });
    expect(a).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '1000000' });
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.userId, p.id));
    expect(rounds).toEqual([]);
  });

  it('pays a win into an open round, closes it once, and records its stake and win for limits and VIP', async () => {
    const p = await funded(t, '10');
    const round = uid('r');
    await wallet().bet({
      token: p.token,
      transaction_id: uid('b'),
      round_id: round,
      game_code: 'retiger',
      amount: '1000000',
    });
    const w = await wallet().win({
      token: p.token,
      transaction_id: uid('w'),
      round_id: round,
      game_code: 'retiger',
      amount: '3000000',
      round_closed: true,
    });
    expect(w).toMatchObject({ status: 'OK', balance: '12000000' });
    expect((await wallet().endRound({ token: p.token, round_id: round })).status).toBe('OK');
    const [row] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(row).toMatchObject({ status: 'closed', staked: 1_000_000n, won: 3_000_000n, refunded: 0n });
    const days = await t.database.db.select().from(fortuneWagerDays).where(eq(fortuneWagerDays.userId, p.id));
    expect(days.map((d) => [d.wagered, d.net])).toEqual([[1_000_000n, -2_000_000n]]);
    const late = { token: p.token, transaction_id: uid('x'), round_id: round, game_code: 'retiger', amount: '1000000' };
    expect((await wallet().bet(late)).status).toBe('ROUND_CLOSED');
    expect((await wallet().win(late)).status).toBe('ROUND_CLOSED');
    expect(await cash(t, p.id)).toBe(minor('12'));
  });

  it('answers rounds it never saw: a win without its bet and an end of an unknown round', async () => {
    const p = await funded(t, '1');
    const ghost = uid('r');
    const w = await wallet().win({
      token: p.token,
      transaction_id: uid('w'),
      round_id: ghost,
      game_code: 'retiger',
      amount: '5000000',
    });
    expect(w).toMatchObject({ status: 'ROUND_NOT_FOUND', balance: '1000000' });
    expect((await wallet().endRound({ token: p.token, round_id: ghost })).status).toBe('ROUND_NOT_FOUND');
    expect(await cash(t, p.id)).toBe(minor('1'));
  });

  it('refunds a bet once; refuses a refund after a win; remembers a refund that came before its bet', async () => {
    const p = await funded(t, '5');
    const round = uid('r');
    const bet = { token: p.token, transaction_id: uid('b'), round_id: round, game_code: 'retiger', amount: '2000000' };
    await wallet().bet(bet);
    const refund = {
      token: p.token,
      transaction_id: uid('f'),
      round_id: round,
      bet_transaction_id: bet.transaction_id,
    };
    const twice = await Promise.all([
      wallet().refund(refund),
      wallet().refund(refund),
      wallet().refund({ ...refund, transaction_id: uid('f') }),
    ]);
    for (const a of twice) expect(a).toMatchObject({ status: 'OK', balance: '5000000' });
    expect(await cash(t, p.id)).toBe(minor('5'));

    const won = uid('r');
    const bet2 = { token: p.token, transaction_id: uid('b'), round_id: won, game_code: 'retiger', amount: '1000000' };
    await wallet().bet(bet2);
    await wallet().win({
      token: p.token,
      transaction_id: uid('w'),
      round_id: won,
      game_code: 'retiger',
      amount: '1500000',
    });
    const late = await wallet().refund({
      token: p.token,
      transaction_id: uid('f'),
      round_id: won,
      bet_transaction_id: bet2.transaction_id,
    });
    expect(late.status).toBe('ROUND_SETTLED');
    expect(await cash(t, p.id)).toBe(minor('5.5'));

    const early = uid('r');
    const betLater = {
      token: p.token,
      transaction_id: uid('b'),
      round_id: early,
      game_code: 'retiger',
      amount: '1000000',
    };
    const first = await wallet().refund({
      token: p.token,
      transaction_id: uid('f'),
      round_id: early,
      bet_transaction_id: betLater.transaction_id,
    });
    expect(first).toMatchObject({ status: 'OK', balance: '5500000' });
    expect((await wallet().bet(betLater)).status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await cash(t, p.id)).toBe(minor('5.5'));
  });

  it('refuses bets from an excluded player and past a wager limit, and still pays their open round', async () => {
    const p = await funded(t, '10');
    const round = uid('r');
    await wallet().bet({
      token: p.token,
      transaction_id: uid('b'),
      round_id: round,
      game_code: 'retiger',
      amount: '1000000',
    });
    await t.database.db.insert(fortuneExclusions).values({
      userId: p.id,
      kind: 'timeout',
      endsAt: new Date(Date.now() + 3600_000),
    });
    const refused = await wallet().bet({
      token: p.token,
      transaction_id: uid('b'),
      round_id: round,
      game_code: 'retiger',
      amount: '1000000',
    });
    expect(refused.status).toBe('BET_NOT_ALLOWED');
    const w = await wallet().win({
      token: p.token,
      transaction_id: uid('w'),
      round_id: round,
      game_code: 'retiger',
      amount: '2000000',
      round_closed: true,
    });
    expect(w).toMatchObject({ status: 'OK', balance: '11000000' });
    await t.database.db.delete(fortuneExclusions).where(eq(fortuneExclusions.userId, p.id));
  });

  it('takes 200 concurrent bets on one balance one by one until it runs out', async () => {
    const p = await funded(t, '30');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        wallet().bet({
          token: p.token,
          transaction_id: uid('b'),
          round_id: uid('r'),
          game_code: 'retiger',
          amount: '250000',
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 'OK').length;
    const short = answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS').length;
    expect([ok, short]).toEqual([120, 80]);
    expect(await cash(t, p.id)).toBe(0n);
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.userId, p.id));
    expect(rounds).toHaveLength(120);
  });

  it('settles a refund racing a win on the same round one way or the other, never both', async () => {
    const p = await funded(t, '20');
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const round = uid('r');
      const bet = {
        token: p.token,
        transaction_id: uid('b'),
        round_id: round,
        game_code: 'retiger',
        amount: '1000000',
      };
      await wallet().bet(bet);
      const [w, f] = await Promise.all([
        wallet().win({
          token: p.token,
          transaction_id: uid('w'),
          round_id: round,
          game_code: 'retiger',
          amount: '2000000',
        }),
        wallet().refund({
          token: p.token,
          transaction_id: uid('f'),
          round_id: round,
          bet_transaction_id: bet.transaction_id,
        }),
      ]);
      const [row] = await t.database.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.provider, 'inhouse'), eq(gameRounds.roundId, round)));
      if (w.status === 'OK') {
        expect(f.status).toBe('ROUND_SETTLED');
        expect(row).toMatchObject({ won: 2_000_000n, refunded: 0n });
        outcomes.push('win');
      } else {
        expect(w.status).toBe('ROUND_CLOSED');
        expect(f.status).toBe('OK');
        expect(row).toMatchObject({ won: 0n, refunded: 1_000_000n });
        outcomes.push('refund');
      }
    }
    const wins = outcomes.filter((o) => o === 'win').length;
    expect(await cash(t, p.id)).toBe(minor('20') + BigInt(wins) * 1_000_000n);
  });

  it('keeps a token to its provider and its player', async () => {
    const p = await funded(t, '3');
    const q = await funded(t, '3');
    const round = uid('r');
    await wallet().bet({
      token: p.token,
      transaction_id: uid('b'),
      round_id: round,
      game_code: 'retiger',
      amount: '1000000',
    });
    // Another player's token cannot pay into p's round, and a token is for the game it was launched for.
    const stolen = await wallet().win({
      token: q.token,
      transaction_id: uid('w'),
      round_id: round,
      game_code: 'retiger',
      amount: '1000000',
    });
    expect(stolen.status).toBe('BAD_REQUEST');
    const other = await wallet().bet({
      token: p.token,
      transaction_id: uid('b'),
      round_id: uid('r'),
      game_code: 'turbo',
      amount: '1',
    });
    expect(other.status).toBe('BAD_REQUEST');
    const [session] = await t.database.db.select().from(gameSessions).where(eq(gameSessions.token, p.token));
    expect(session?.provider).toBe('inhouse');
    expect(await cash(t, q.id)).toBe(minor('3'));
  });
});
