import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTempDb } from './lib/pg.ts';
import { ROOT, round, run } from './lib/proc.ts';

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  clients: number;
  seconds: number;
}

/** pgbench TPC-B on its own temporary database: this machine's ceiling for small write transactions. */
export async function runPgbench(seconds = 20, clients = 4): Promise<PgbenchResult> {
  const db = await createTempDb('arcadia_pgbench');
  try {
    const conn = ['-h', '127.0.0.1', '-U', 'postgres'];
    run('pgbench', [...conn, '-i', '-s', '1', '-q', db.name]);
    const out = run('pgbench', [...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), '-n', db.name]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
    return { tps: round(tps, 0), latencyMs, clients, seconds };
  } finally {
    await db.drop();
  }
}

/** The ledger helper's own benchmark (bench/ledger.ts), on a fresh database, when it exists. */
export async function runLedger(): Promise<{ present: boolean; result?: unknown; error?: string }> {
  const file = join(ROOT, 'bench/ledger.ts');
  if (!existsSync(file)) return { present: false };
  const db = await createTempDb('arcadia_ledger');
  try {
    const module = (await import(file)) as { runLedgerBench?: (o: { databaseUrl: string }) => Promise<unknown> };
    if (typeof module.runLedgerBench !== 'function')
      return { present: true, error: 'bench/ledger.ts does not export runLedgerBench' };
    return { present: true, result: await module.runLedgerBench({ databaseUrl: db.url }) };
  } catch (error) {
    return { present: true, error: String((error as Error).stack ?? error).slice(0, 2000) };
  } finally {
    await db.drop().catch(() => {});
  }
}
