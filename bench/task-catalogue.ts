// `npm run tasks -w bench`: recommend and search of the task catalogue under load (issue 13): p99 at half of peak
// with 2,000 products and 100,000 completed tasks in Postgres. Writes bench/TASKS.md and bench/tasks.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedTaskScale } from '../apps/server/src/db/seed-task.ts';
import { rows } from '../apps/server/src/ledger/sql.ts';
import { loadTarget, type Target } from './api-load.ts';
import { APP_DIST, buildApp, WORK } from './lib/build.ts';
import { ROOT, run } from './lib/proc.ts';
import { startAppServer } from './lib/server.ts';

const PRODUCTS = 2000;
const COMPLETIONS = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BUDGET_P99_MS = 50;
const log = (msg: string) => console.log(`[tasks bench] ${msg}`);

const startLoad = loadavg()[0] ?? 0;
if (startLoad >= 1)
  log(`WARNING: load average ${startLoad.toFixed(2)} >= 1: figures from a loaded machine are not a verdict`);
buildApp();
const server = await startAppServer({ port: 3311, webDist: APP_DIST, logFile: join(WORK, 'tasks-server.log') });
try {
  log('filling the catalogue: products, players, completions');
  const database = await openDatabase({ databaseUrl: server.db.url, dataDir: 'memory://', max: 2 });
  const have = (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from task_products`))[0]?.n ?? 0;
  await seedTaskScale(database.db, Math.max(0, PRODUCTS - have));
  await database.db.execute(sql`insert into users (username, user_login)
    select 'bench player ' || g, 'bench-' || g from generate_series(1, 1000) g`);
  // Player i % 1000 completes step (i / 1000) % steps: unique (player, step) pairs, so every row may be `paid`.
  await database.db.execute(sql`
    with st as (select id, offer_id, reward_kc, row_number() over (order by id) - 1 as rn from task_offer_steps),
         n as (select count(*) as steps from st),
         us as (select id, row_number() over (order by id) - 1 as rn from users where user_login like 'bench-%')
    insert into task_completions (click_id, user_id, offer_id, step_id, network, network_txn_id, status, amount)
    select 'bench-' || g, us.id, st.offer_id, st.id, 'builtin', 'bench-' || g, 'paid', st.reward_kc
    from generate_series(0, ${COMPLETIONS - 1}) g, n
    join st on true join us on true
    where us.rn = g % 1000 and st.rn = (g / 1000) % n.steps`);
  await database.db.execute(sql`analyze`);
  const counts = (
    await rows<{ products: number; completions: number; steps: number }>(
      database.db,
      sql`select (select count(*)::int from task_products) as products,
        (select count(*)::int from task_completions) as completions,
        (select count(*)::int from task_offer_steps) as steps`,
    )
  )[0];
  await database.close();
  log(`catalogue: ${JSON.stringify(counts)}`);

  const targets: Target[] = [
    {
      name: 'recommend (category list)',
      method: 'POST',
      path: '/svc/task/game_tab/recommend',
      body: JSON.stringify({ strategy: 'rcmd_strategy_category' }),
      auth: true,
    },
    {
      name: 'recommend (a category, page 3)',
      method: 'POST',
      path: '/svc/task/game_tab/recommend',
      body: JSON.stringify({ catelog_id: 'rpg', page: 3, one_page_cnt: 20 }),
      auth: true,
    },
    {
      name: 'search',
      method: 'POST',
      path: '/svc/task/game_tab/search',
      body: JSON.stringify({ keyword: 'quest', page: 1, one_page_cnt: 20 }),
      auth: true,
    },
  ];
  const results = [];
  for (const target of targets) {
    log(`load: ${target.name}`);
    results.push({ ...target, ...(await loadTarget(server.url, target, SECONDS, server.proc.pid)) });
  }
  const endLoad = loadavg()[0] ?? 0;
  const report = {
    at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      loadAtStart: startLoad,
      loadAtEnd: endLoad,
      commit: run('git', ['rev-parse', '--short', 'HEAD']).trim(),
    },
    counts,
    budgetP99Ms: BUDGET_P99_MS,
    results,
  };
  writeFileSync(join(ROOT, 'bench/tasks.json'), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    '# Task catalogue under load',
    '',
    `Measured ${report.at} on ${cpus().length} cores at commit ${report.machine.commit}; load average ${startLoad.toFixed(2)} at start, ${endLoad.toFixed(2)} at end${startLoad >= 1 ? ' (loaded: not a verdict)' : ''}.`,
    `Postgres with ${counts?.products} products, ${counts?.steps} steps and ${counts?.completions} completed tasks; the production server, one process; autocannon, 16 connections, ${SECONDS} s at peak, then ${SECONDS} s paced at half the peak rate. Budget: p99 under ${BUDGET_P99_MS} ms at half peak.`,
    '',
    '| Call | peak rps | p99 at peak (ms) | half-peak rps | p99 at half peak (ms) | non-2xx | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.peak.rps} | ${r.peak.p99Ms} | ${r.half.rps} | ${r.half.p99Ms} | ${r.peak.non2xx + r.half.non2xx} | ${startLoad >= 1 ? 'loaded' : r.half.p99Ms < BUDGET_P99_MS ? 'pass' : '**MISS**'} |`,
    ),
    '',
    'Run: `npm run tasks -w bench` (needs Postgres on 127.0.0.1:5432).',
    '',
  ];
  writeFileSync(join(ROOT, 'bench/TASKS.md'), lines.join('\n'));
  log(lines.slice(-6 - results.length).join('\n'));
} finally {
  await server.stop();
}
