import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountId } from '../../src/ledger/accounts.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { coinOf, fromMinor } from '../../src/ledger/coins.ts';
import { createHold, holdAccounts, postHold, voidHold } from '../../src/ledger/holds.ts';
import { balanceOf, inTransaction, transfer } from '../../src/ledger/ledger.ts';
import { one } from '../../src/ledger/sql.ts';
import { AppError } from '../../src/lib/errors.ts';
import { offchainSwap } from '../../src/services/wallet/offchain.ts';
import { walletDeps } from '../../src/services/wallet/routes.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { newKey } from '../wallet/support.ts';

const USERS = [100001, 100002, 100003];
const COINS: CoinCode[] = ['WH', 'USDT', 'KC'];

const user = fc.constantFrom(...USERS);
const coin = fc.constantFrom(...COINS);
const minor = fc.bigInt({ min: 1n, max: 3_000_000n });
const op = fc.oneof(
  fc.record({ t: fc.constant('transfer' as const), from: user, to: user, coin, amount: minor }),
  fc.record({ t: fc.constant('swap' as const), user, from: coin, to: coin, amount: minor }),
  fc.record({ t: fc.constant('hold' as const), user, coin, amount: minor }),
  fc.record({ t: fc.constant('post' as const), index: fc.nat(10) }),
  fc.record({ t: fc.constant('void' as const), index: fc.nat(10) }),
);

const refused = (e: unknown) =>
  e instanceof AppError && (e.code === 2001 || e.code === 4000) ? true : Promise.reject(e);

describe.each(DB_KINDS)('ledger properties on %s', (kind) => {
  const t = useTestApp(kind);

  it('random transfers, swaps and holds keep every coin at zero-sum and no player negative', async () => {
    const deps = walletDeps(t.app);
    const db = t.app.db;
    const holds: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          if (o.t === 'transfer') {
            if (o.from === o.to) continue;
            const before = await balanceOf(db, { userId: o.from }, o.coin);
            const legs = [
              { debit: { userId: o.from }, credit: { userId: o.to }, coin: o.coin, amount: o.amount, kind: 'transfer' },
            ];
            const moved = await transfer(db, legs, { reference: 'prop' }).then(
              () => true,
              async (e) => !(await refused(e)),
            );
            // A refusal happens exactly when the payer cannot pay.
            expect(moved).toBe(before >= o.amount);
          } else if (o.t === 'swap') {
            if (o.from === o.to) continue;
            const amount = fromMinor(o.amount, coinOf(o.from).decimals);
            const body = { from_coin: o.from, to_coin: o.to, amount };
            const quote = await offchainSwap(deps, o.user, body, newKey).catch(refused);
            if (quote === true) continue;
            const key = newKey();
            await offchainSwap(deps, o.user, { ...body, quote_id: quote.quote_id }, () => key).catch(refused);
          } else if (o.t === 'hold') {
            const ids = await holdAccounts(db, o.user, o.coin);
            const expiresAt = new Date(Date.now() + 60_000);
            const id = await inTransaction(db, (tx) =>
              createHold(tx, { userId: o.user, coin: o.coin, amount: o.amount, reference: 'prop', expiresAt }, ids),
            ).catch(refused);
            if (typeof id === 'number') holds.push(id);
          } else if (holds.length > 0) {
            const holdId = holds.splice(o.index % holds.length, 1)[0] as number;
            if (o.t === 'void') await inTransaction(db, (tx) => voidHold(tx, holdId));
            else await postHeld(holdId);
          }
        }
        const check = await checkLedger(db);
        expect(check.problems).toEqual([]);
      }),
      { numRuns: kind === 'pglite' ? 25 : 12 },
    );

    async function postHeld(holdId: number) {
      const found = await one<{ coin: CoinCode; amount: string }>(
        db,
        sql`select coin, amount::text as amount from ledger_holds where id = ${holdId}`,
      );
      if (!found) return;
      const bridge = await accountId(db, { system: 'bridge' }, found.coin);
      const fees = await accountId(db, { system: 'fees' }, found.coin);
      const total = BigInt(found.amount);
      const fee = total / 10n;
      await inTransaction(db, (tx) =>
        postHold(tx, holdId, [
          { to: bridge, amount: total - fee, kind: 'withdraw' },
          { to: fees, amount: fee, kind: 'withdraw_fee' },
        ]),
      );
    }
  });
});
