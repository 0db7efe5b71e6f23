// Ledger benchmark (issue 6): transfers per second through the HTTP API (a real server process on Postgres,
// real sessions and common headers, concurrent fetches on loopback) against the same transfer done in plain
// SQL on the same database, plus latency at half the API's peak rate.
// Alone: `node bench/ledger.ts` (a temporary database on DATABASE_URL's server, default local Postgres).
// From bench/run.ts: `runLedgerBench({ databaseUrl })`.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { commonHeaders } from './lib/headers.ts';
import { createTempDb } from './lib/pg.ts';
import { NODE, startProcess, waitForHttp } from './lib/proc.ts';

export interface LedgerBenchOptions {
  databaseUrl: string;
  /** Seconds per measured phase. */
  seconds?: number;
  /** Requests (or SQL transactions) in flight at once. */
  concurrency?: number;
  port?: number;
}

export interface LedgerBenchResult {
  apiTps: number;
  sqlTps: number;
  ratio: number;
  /** Latency through the API at peak, ms. */
  p50: number;
  p99: number;
  halfRate: { targetTps: number; achievedTps: number; p50: number; p99: number };
  sqlP50: number;
  sqlP99: number;
  concurrency: number;
  seconds: number;
  apiErrors: number;
  invariantsOk: boolean;
  /** Context: an authenticated call that moves no money (get_chain_list), same loops: the HTTP + session floor. */
  floorTps: number;
  floorP50: number;
}

const FIRST_USER = 900_001;
const SERVER_POOL = 10;
const AMOUNT_MINOR = 1n; // 0.0001 WH per transfer
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN, 2);
}

interface Player {
  id: number;
  secretKey: string;
}

/** 2 x concurrency bench players, each with a session and a large WH balance issued through the ledger. */
async function setUp(sql: postgres.Sql, count: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const id = FIRST_USER + i;
    const secretKey = randomBytes(32).toString('hex');
    players.push({ id, secretKey });
    await sql`insert into users (id, username, user_login) values (${id}, ${`bench ${i}`}, ${`bench_${id}`}) on conflict do nothing`;
    await sql`insert into sessions (key_hash, user_id, login_type, expires_at)
      values (${createHash('sha256').update(secretKey).digest('hex')}, ${id}, 'bench', now() + interval '1 day')`;
    await sql`insert into ledger_accounts (user_id, coin) values (${id}, 'WH') on conflict do nothing`;
  }
  await sql`insert into ledger_accounts (system, coin, allow_negative) values ('issuance', 'WH', true) on conflict do nothing`;
  await sql.begin(async (tx) => {
    const [issuance] = await tx`select id from ledger_accounts where system = 'issuance' and coin = 'WH'`;
    for (const p of players) {
      const [acct] = await tx`select id from ledger_accounts where user_id = ${p.id} and coin = 'WH'`;
      await tx`update ledger_accounts set balance = balance + 100000000000 where id = ${acct?.id}`;
      await tx`update ledger_accounts set balance = balance - 100000000000 where id = ${issuance?.id}`;
      await tx`insert into ledger_transfers (debit_account_id, credit_account_id, coin, amount, kind, reference)
        values (${issuance?.id}, ${acct?.id}, 'WH', 100000000000, 'issuance', 'bench')`;
    }
  });
  return players;
}

/** Runs `once` from `workers` loops for `seconds`; each loop may be paced to `perWorkerRate` per second. */
async function drive(workers: number, seconds: number, once: (w: number) => Promise<boolean>, perWorkerRate?: number) {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      let next = performance.now();
      while (performance.now() < end) {
        if (perWorkerRate) {
          next += 1000 / perWorkerRate;
          const wait = next - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        const t0 = performance.now();
        const success = await once(w).catch(() => false);
        latencies.push(performance.now() - t0);
        if (success) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { tps: round(ok / elapsed, 0), p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed };
}

function apiTransfer(origin: string, players: Player[]) {
  const body = (to: number) => JSON.stringify({ to_user_id: to, coin: 'WH', amount: '0.0001' });
  return async (w: number) => {
    const from = players[2 * w] as Player;
    const to = players[2 * w + 1] as Player;
    const res = await fetch(`${origin}/svc/wallet/wallet/offchain_transfer`, {
      method: 'POST',
      headers: {
        ...commonHeaders({ id: from.id, secretKey: from.secretKey }),
        'content-type': 'application/json',
        'Idempotency-Key': randomBytes(12).toString('hex'),
      },
      body: body(to.id),
    });
    const json = (await res.json()) as { code: number };
    return res.status === 200 && json.code === 0;
  };
}

/** An authenticated call with no ledger work: what HTTP, headers, the replay guard and the session cost alone. */
function apiFloor(origin: string, players: Player[]) {
  return async (w: number) => {
    const from = players[2 * w] as Player;
    const res = await fetch(`${origin}/svc/wallet/wallet/get_chain_list`, {
      method: 'POST',
      headers: { ...commonHeaders({ id: from.id, secretKey: from.secretKey }), 'content-type': 'application/json' },
      body: '{}',
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
}

/** The same transfer as the API's ledger does it, statement for statement, without HTTP, auth or JSON. */
function sqlTransfer(sql: postgres.Sql, players: Player[], accounts: Map<number, number>) {
  return async (w: number) => {
    const from = players[2 * w] as Player;
    const to = players[2 * w + 1] as Player;
    const debit = accounts.get(from.id) as number;
    const credit = accounts.get(to.id) as number;
    const key = randomBytes(12).toString('hex');
    await sql.begin(async (tx) => {
      await tx`insert into idempotency_records (user_id, key, scope, request_hash)
        values (${from.id}, ${key}, 'wallet/offchain_transfer', ${key}) on conflict (user_id, key) do nothing returning key`;
      await tx`select id from ledger_accounts where id in (${debit}, ${credit}) order by id for update`;
      const updated = await tx`update ledger_accounts a set balance = a.balance + v.delta
        from (values (${debit}::bigint, ${String(-AMOUNT_MINOR)}::bigint), (${credit}::bigint, ${String(AMOUNT_MINOR)}::bigint)) as v(id, delta)
        where a.id = v.id and (a.allow_negative or v.delta >= 0 or a.balance + v.delta >= 0) returning a.id, a.balance::text as balance`;
      if (updated.length !== 2) throw new Error('insufficient balance');
      await tx`insert into ledger_transfers (debit_account_id, credit_account_id, coin, amount, kind, reference, idempotency_key)
        values (${debit}, ${credit}, 'WH', ${String(AMOUNT_MINOR)}, 'transfer', ${`user:${to.id}`}, ${`${from.id}:${key}:0`}) returning id`;
      await tx`update idempotency_records set response = ${tx.json({ ok: true })} where user_id = ${from.id} and key = ${key}`;
    });
    return true;
  };
}

async function ledgerSound(sql: postgres.Sql): Promise<boolean> {
  const sums = await sql`select coin from ledger_accounts group by coin having sum(balance) <> 0`;
  const negative = await sql`select id from ledger_accounts where not allow_negative and balance < 0`;
  return sums.length === 0 && negative.length === 0;
}

/** A free loopback port, so a concurrent bench (or any other server) cannot answer for ours. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until the server has migrated our database (its /healthz may answer first). */
async function waitForSchema(sql: postgres.Sql, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await sql`select to_regclass('public.idempotency_records') is not null as ready`;
    if (row?.ready) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not migrate the bench database in time');
}

export async function runLedgerBench(options: LedgerBenchOptions): Promise<LedgerBenchResult> {
  const seconds = options.seconds ?? Number(process.env.LEDGER_BENCH_SECONDS ?? 10);
  const concurrency = options.concurrency ?? Number(process.env.LEDGER_BENCH_CONCURRENCY ?? 16);
  const port = options.port ?? Number(process.env.LEDGER_BENCH_PORT ?? (await freePort()));
  const server = startProcess(
    NODE,
    ['apps/server/src/main.ts'],
    {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      OTP_PEPPER: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      WEB_DIST: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      WALLET_ENC_KEY: randomBytes(32).toString('hex'),
      DEVNET_BLOCK_MS: '0',
      RATE_USER_PER_MINUTE: '1000000000',
    },
    join(tmpdir(), `arcadia-ledger-bench-${port}.log`),
  );
  // The server's pool has 10 connections (db/client.ts); plain SQL gets the same, so only HTTP and the app differ.
  const sql = postgres(options.databaseUrl, { max: SERVER_POOL, onnotice: () => {} });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/healthz`, 120_000);
    await waitForSchema(sql);
    const players = await setUp(sql, 2 * concurrency);
    const rows = await sql`select id, user_id from ledger_accounts where user_id >= ${FIRST_USER} and coin = 'WH'`;
    const accounts = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));

    const api = apiTransfer(origin, players);
    await drive(concurrency, 2, api); // warm up: JIT, connection pools, caches
    const peak = await drive(concurrency, seconds, api);
    const plain = sqlTransfer(sql, players, accounts);
    await drive(concurrency, 1, plain);
    const direct = await drive(concurrency, seconds, plain);
    const floor = await drive(concurrency, Math.max(3, seconds / 2), apiFloor(origin, players));
    const target = Math.max(1, peak.tps / 2);
    const half = await drive(concurrency, seconds, api, target / concurrency);

    return {
      apiTps: peak.tps,
      sqlTps: direct.tps,
      ratio: round(peak.tps / direct.tps, 2),
      p50: peak.p50,
      p99: peak.p99,
      halfRate: { targetTps: round(target, 0), achievedTps: half.tps, p50: half.p50, p99: half.p99 },
      sqlP50: direct.p50,
      sqlP99: direct.p99,
      concurrency,
      seconds,
      apiErrors: peak.failed + half.failed,
      invariantsOk: await ledgerSound(sql),
      floorTps: floor.tps,
      floorP50: floor.p50,
    };
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const db = await createTempDb('arcadia_ledger');
  try {
    console.log(JSON.stringify(await runLedgerBench({ databaseUrl: db.url }), null, 2));
  } finally {
    await db.drop();
  }
}
