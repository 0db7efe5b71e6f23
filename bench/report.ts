import { existsSync, readFileSync } from 'node:fs';
import type { ApiLoadResult } from './api-load.ts';
import type { FirstLoad } from './first-load.ts';
import type { FortuneOdds } from './fortune-odds.ts';
import type { InpResult } from './inp.ts';
import type { PgbenchResult } from './ledger-bench.ts';
import type { LighthouseResult } from './lighthouse.ts';

const BUDGETS = {
  firstLoadRatio: 1.5,
  lighthouseScore: 0.95,
  cls: 0.02,
  inpMs: 100,
  p99AtHalfMs: 50,
  ledgerApiVsSql: 0.5,
};

export interface Report {
  startedAt: string;
  durationS: number;
  machine: Record<string, string | number>;
  chunks: { jsKb: number; cssKb: number; jsFiles: number; largest: { url: string; gzipBytes: number }[] };
  firstLoad?: { peer: FirstLoad; app: FirstLoad[] };
  lighthouse?: LighthouseResult[];
  inp?: InpResult[];
  api?: { results: ApiLoadResult[]; missing: string[] };
  memory?: Record<string, number | null>;
  ledger?: { present: boolean; result?: unknown; error?: string };
  pgbench?: PgbenchResult;
  fortuneOdds?: FortuneOdds;
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'pass' : '**MISS**');
const fmt = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

function firstLoadSection(r: Report, misses: string[]): string[] {
  if (!r.firstLoad) return ['Not measured.'];
  const { peer, app } = r.firstLoad;
  const lines = [
    `Reference: the empty React page (\`../shared/peers/empty-react\`, built in this run): **${fmt(peer.jsKb)} KB** JS, ${fmt(peer.cssKb)} KB CSS. Budget: JS at most ${BUDGETS.firstLoadRatio}x that (${fmt(peer.jsKb * BUDGETS.firstLoadRatio)} KB).`,
    '',
    '| route | landed on | JS KB gz | CSS KB gz | i18n JSON KB gz | JS / empty | JS+CSS / empty | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of app) {
    const ratio = row.jsKb / peer.jsKb;
    const ok = ratio <= BUDGETS.firstLoadRatio;
    if (!ok) misses.push(`first-load JS of ${row.route}: ${fmt(ratio, 2)}x the empty page`);
    const both = (row.jsKb + row.cssKb) / (peer.jsKb + peer.cssKb);
    lines.push(
      `| ${row.route} | \`${row.finalUrl}\` | ${fmt(row.jsKb)} | ${fmt(row.cssKb)} | ${fmt(row.i18nKb)} | ${fmt(ratio, 2)}x | ${fmt(both, 2)}x | ${verdict(ok)} |`,
    );
  }
  const home = app.find((row) => row.route === 'home');
  if (home) {
    lines.push(
      '',
      `Home route (issue 2's figure): ${fmt(home.jsKb)} KB JS against ${fmt(peer.jsKb)} KB for the empty page = ${fmt(home.jsKb / peer.jsKb, 2)}x (budget ${BUDGETS.firstLoadRatio}x).`,
    );
  }
  lines.push(
    '',
    `All chunks of the build: ${fmt(r.chunks.jsKb)} KB JS in ${r.chunks.jsFiles} files, ${fmt(r.chunks.cssKb)} KB CSS (gzip -9). Largest: ${r.chunks.largest.map((f) => `\`${f.url.replace('/assets/', '')}\` ${fmt(f.gzipBytes / 1024)} KB`).join(', ')}.`,
  );
  return lines;
}

function lighthouseSection(r: Report, misses: string[]): string[] {
  if (!r.lighthouse) return ['Not measured.'];
  const lines = [
    `Budget: score at least ${BUDGETS.lighthouseScore}, CLS at most ${BUDGETS.cls}. Median of the runs; the empty page is the reference.`,
    '',
    '| page | score | LCP ms | TBT ms | CLS | benchmark index | runs | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of r.lighthouse) {
    const isPeer = row.route === 'empty-react';
    const ok = row.runs.length ? row.score >= BUDGETS.lighthouseScore && row.cls <= BUDGETS.cls : undefined;
    if (!isPeer && ok === false)
      misses.push(`Lighthouse ${row.route}: score ${fmt(row.score, 2)}, CLS ${fmt(row.cls, 3)}`);
    if (!isPeer && ok === undefined) misses.push(`Lighthouse ${row.route}: no run finished (${row.errors[0] ?? ''})`);
    lines.push(
      `| ${isPeer ? 'empty React (reference)' : row.route} | ${fmt(row.score, 2)} | ${fmt(row.lcpMs, 0)} | ${fmt(row.tbtMs, 0)} | ${fmt(row.cls, 3)} | ${fmt(row.benchmarkIndex, 0)} | ${row.runs.length} | ${isPeer ? 'reference' : verdict(ok)} |`,
    );
  }
  const errors = r.lighthouse.flatMap((row) => row.errors.map((e) => `${row.route}: ${e}`));
  if (errors.length) lines.push('', `Errors: ${errors.join('; ')}`);
  return lines;
}

function inpSection(r: Report, misses: string[]): string[] {
  if (!r.inp) return ['Not measured.'];
  const lines = [
    `Budget: INP at most ${BUDGETS.inpMs} ms. Chromium at 4x CPU throttling, one tap per screen, INP from \`web-vitals\` (all interactions reported, threshold 0), median of the runs.`,
    '',
    '| page | INP ms | tapped | runs | budget |',
    '| --- | ---: | --- | --- | --- |',
  ];
  for (const row of r.inp) {
    const isPeer = row.route === 'empty-react';
    const ok = row.inpMs === null ? undefined : row.inpMs <= BUDGETS.inpMs;
    if (!isPeer && ok === false) misses.push(`INP ${row.route}: ${row.inpMs} ms`);
    lines.push(
      `| ${isPeer ? 'empty React (reference)' : row.route} | ${row.inpMs ?? 'n/a'} | ${row.target.replaceAll('|', '/')} | ${row.runs.map((v) => v ?? '-').join(', ')} | ${isPeer ? 'reference' : verdict(ok)}${row.note ? ` (${row.note})` : ''} |`,
    );
  }
  return lines;
}

function apiSection(r: Report, misses: string[]): string[] {
  if (!r.api) return ['Not measured.'];
  const lines = [
    `Budget: p99 under ${BUDGETS.p99AtHalfMs} ms at 50% of the peak rate. autocannon, 16 connections, loopback; every request carries the common headers with its own TS and NONCE and the demo player's session. The production server (NODE_ENV=production, pino at info) on a fresh Postgres database; the ceiling is Fastify's plain hello route in its own process.`,
    '',
    '| target | call | check | peak req/s | p50 ms | p99 ms | paced at req/s | p99 ms at 50% | non-2xx / errors | budget |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const row of r.api.results) {
    const isCeiling = row.name.includes('ceiling');
    const ok = row.half.p99Ms < BUDGETS.p99AtHalfMs && row.sanity === 'ok' && row.peak.non2xx === 0;
    if (!isCeiling && !ok) misses.push(`API ${row.name}: p99 ${row.half.p99Ms} ms at 50% peak, check ${row.sanity}`);
    lines.push(
      `| ${row.name} | \`${row.call}\` | ${row.sanity} | ${row.peak.rps} | ${row.peak.p50Ms} | ${row.peak.p99Ms} | ${row.half.targetRps} | ${row.half.p99Ms} | ${row.peak.non2xx + row.half.non2xx} / ${row.peak.errors + row.half.errors} | ${isCeiling ? 'ceiling' : verdict(ok)} |`,
    );
  }
  for (const m of r.api.missing) {
    lines.push('', `Not measured: ${m}.`);
    misses.push(`API ${m}`);
  }
  return lines;
}

function memorySection(r: Report): string[] {
  const m = r.memory;
  if (!m) return ['Not measured.'];
  const peak = Math.max(...(r.api?.results.map((x) => x.serverRssMaxMb ?? 0) ?? [0]));
  return [
    '| moment | server RSS MB |',
    '| --- | ---: |',
    `| idle, 2 s after start | ${fmt(m.idleMb)} |`,
    `| after the browser runs (first load, Lighthouse, INP) | ${fmt(m.afterBrowserMb)} |`,
    `| highest under the API load | ${fmt(peak)} |`,
    `| after the API load | ${fmt(m.afterLoadMb)} |`,
  ];
}

function ledgerSection(r: Report, misses: string[]): string[] {
  const lines: string[] = [];
  if (!r.ledger?.present) {
    lines.push('The ledger benchmark (`bench/ledger.ts`, from the ledger work) is not in the tree yet: not measured.');
    misses.push('ledger: bench/ledger.ts not present');
  } else if (r.ledger.error) {
    lines.push(`The ledger benchmark failed: \`${r.ledger.error.split('\n')[0]}\``);
    misses.push('ledger: benchmark failed');
  } else {
    const result = r.ledger.result as Record<string, unknown>;
    lines.push('```json', JSON.stringify(result, null, 2), '```');
    const api = Number(result.apiTps ?? result.apiPerSecond ?? Number.NaN);
    const sql = Number(result.sqlTps ?? result.sqlPerSecond ?? Number.NaN);
    if (!Number.isNaN(api) && !Number.isNaN(sql)) {
      const ok = api >= sql * BUDGETS.ledgerApiVsSql;
      if (!ok) misses.push(`ledger: API ${api}/s against plain SQL ${sql}/s`);
      lines.push(
        '',
        `Transfers through the API: ${fmt(api, 0)}/s; the same transfer in plain SQL: ${fmt(sql, 0)}/s; ratio ${fmt(api / sql, 2)} (budget at least ${BUDGETS.ledgerApiVsSql}): ${verdict(ok)}.`,
      );
    }
  }
  if (r.pgbench)
    lines.push(
      '',
      `Ceiling: pgbench TPC-B (scale 1, ${r.pgbench.clients} clients, ${r.pgbench.seconds} s, its own temporary database): **${r.pgbench.tps} tps**, average latency ${r.pgbench.latencyMs} ms.`,
    );
  return lines;
}

function fortuneOddsSection(r: Report, misses: string[]): string[] {
  const o = r.fortuneOdds;
  if (!o) return ['Not measured.'];
  const lines = [
    `The published expected value per draw (cash plus locked bonus at face value; "+1 chance" rows count 0), exact from the prize tables, against the mean of ${o.draws.toLocaleString('en')} simulated draws per game through the real fairness functions (\`packages/contract/src/fairness.ts\`) with random seed pairs. Budget: within ${o.z} standard errors (the table's exact standard deviation over sqrt(draws)).${o.measuredAt ? ` Measured on its own (\`npm run fortune-odds -w bench\`) at ${o.measuredAt}.` : ''}`,
    '',
    '| game | exact USDT | simulated USDT | difference | tolerance | sd per draw | seconds | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const g of o.results) {
    if (!g.ok) misses.push(`fortune odds ${g.game}: simulated ${g.mean.toFixed(6)} against exact ${g.exact}`);
    lines.push(
      `| ${g.game} | ${g.exact} | ${g.mean.toFixed(6)} | ${(g.mean - Number(g.exact)).toFixed(6)} | ±${g.tolerance.toFixed(6)} | ${g.sd.toFixed(4)} | ${fmt(g.ms / 1000)} | ${verdict(g.ok)} |`,
    );
  }
  return lines;
}

export function renderReport(r: Report): string {
  const misses: string[] = [];
  const sections = [
    ['1. First-load JS and CSS', firstLoadSection(r, misses)],
    ['2. Lighthouse mobile', lighthouseSection(r, misses)],
    ['3. INP in a real browser', inpSection(r, misses)],
    ['4. API under load', apiSection(r, misses)],
    ['5. Ledger', ledgerSection(r, misses)],
    ['6. Server memory', memorySection(r)],
    ['7. Fortune odds', fortuneOddsSection(r, misses)],
  ] as const;
  const m = r.machine;
  const out = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` on ${r.startedAt} in ${r.durationS} s (commit ${m.commit}). How to read it: [docs/benchmarks.md](../docs/benchmarks.md).`,
    '',
    `Machine: ${m.cpus}, ${m.memoryGb} GB, Node ${m.node}, ${m.chromium}, PostgreSQL ${m.postgres}. Load average (1, 5, 15 min) ${m.loadAverageAtStart} at the start and ${m.loadAverageAtEnd} at the end, on ${String(m.cpus).split(' ')[0]} cores: other work shared the machine. Shared and noisy: compare each figure with its reference from the same run, not with other runs.`,
    '',
    '## Verdict',
    '',
    misses.length ? '' : 'Every budget measured here is met.',
  ];
  const body = sections.flatMap(([title, lines]) => ['', `## ${title}`, '', ...lines]);
  if (misses.length) out.push('Budgets missed or not measured:', '', ...misses.map((x) => `- ${x}`));
  const notesFile = new URL('./NOTES.md', import.meta.url);
  const notes = existsSync(notesFile)
    ? ['', '## Causes and notes (by hand, bench/NOTES.md)', '', readFileSync(notesFile, 'utf8').trim()]
    : [];
  return `${[...out, ...body, ...notes].join('\n')}\n`;
}
