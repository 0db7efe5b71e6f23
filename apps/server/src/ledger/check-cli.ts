/**
 * `npm run ledger:check -w apps/server`: verifies the ledger invariants on the configured database
 * (DATABASE_URL, else the PGlite folder DATA_DIR). Exits 1 when any invariant is broken.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger } from './check.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, max: 2 });
try {
  await database.migrate();
  const result = await checkLedger(database.db);
  for (const c of result.coins) console.log(`${c.coin.padEnd(6)} accounts=${c.accounts} sum=${c.sum}`);
  if (result.ok)
    console.log('ledger:check OK: every coin sums to zero, no negative user balance, balances match transfers');
  else for (const p of result.problems) console.error(`ledger:check FAIL: ${p}`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
