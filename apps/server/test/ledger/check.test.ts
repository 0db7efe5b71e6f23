import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const node = fileURLToPath(new URL('../../../../node_modules/.bin/node', import.meta.url));

describe.each(DB_KINDS)('ledger:check on %s', (kind) => {
  const t = useTestApp(kind);

  it('passes on the seeded ledger and names every broken invariant', async () => {
    const clean = await checkLedger(t.app.db);
    expect(clean.problems).toEqual([]);
    expect(clean.coins.map((c) => c.sum)).toEqual(clean.coins.map(() => '0'));
    // Money created behind the ledger's back: the sum, and the balance-vs-transfers check, both catch it.
    await t.app.db.execute(
      sql`update ledger_accounts set balance = balance + 5 where user_id = 100002 and coin = 'WH'`,
    );
    const broken = await checkLedger(t.app.db);
    expect(broken.ok).toBe(false);
    expect(broken.problems.join('\n')).toMatch(/coin WH: balances sum to 5/);
    expect(broken.problems.join('\n')).toMatch(/transfers say/);
    await t.app.db.execute(
      sql`update ledger_accounts set balance = balance - 5 where user_id = 100002 and coin = 'WH'`,
    );
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('finds a game round the ledger never paid', async () => {
    await t.app.db.execute(
      sql`insert into game_rounds (provider, round_id, user_id, game_code, status, staked, won)
          values ('inhouse', 'check-test-round', 100001, 'retiger', 'closed', 0, 7)`,
    );
    expect((await checkLedger(t.app.db)).problems.join('\n')).toMatch(
      /game rounds net -7 but the ledger's game transfers net 0/,
    );
    await t.app.db.execute(sql`delete from game_rounds where round_id = 'check-test-round'`);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'the CLI exits 0 on a sound ledger and 1 on a broken one',
    async () => {
      const env = { ...process.env, DATABASE_URL: t.app.config.databaseUrl ?? '' };
      const ok = await run(node, ['src/ledger/check-cli.ts'], { cwd: serverDir, env });
      expect(ok.stdout).toContain('ledger:check OK');
      await t.app.db.execute(
        sql`update ledger_accounts set balance = balance - 1 where user_id = 100001 and coin = 'KC'`,
      );
      const failed = await run(node, ['src/ledger/check-cli.ts'], { cwd: serverDir, env }).catch((e) => e);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('ledger:check FAIL');
      await t.app.db.execute(
        sql`update ledger_accounts set balance = balance + 1 where user_id = 100001 and coin = 'KC'`,
      );
    },
    180_000,
  );
});
