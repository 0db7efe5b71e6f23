import { join } from 'node:path';
import { CALLS, type CallDef, defaultServiceBase, isSuccess } from '@arcadia/contract';
import autocannon, { type Result } from 'autocannon';
import { asQuery, sampleInput } from '../apps/server/test/reliability/sample-input.ts';
import { commonHeaders } from './lib/headers.ts';
import { NODE, type Proc, round, rssMb, startProcess, waitForHttp } from './lib/proc.ts';
import { DEMO } from './lib/routes.ts';

export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ApiLoadResult {
  name: string;
  call: string;
  sanity: string;
  peak: LoadFigures;
  half: LoadFigures & { targetRps: number };
  serverRssMaxMb: number | null;
}

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  auth: boolean;
}

/** The calls the issue names, found in the contract by path so they are measured once their helpers add them. */
export function pickCalls(): { name: string; call: CallDef | undefined; want: string }[] {
  const find = (test: (c: CallDef) => boolean) => CALLS.find(test);
  return [
    {
      name: 'user info',
      want: 'a user-service call whose path has user_info',
      call: find((c) => c.service === 'user' && /user_?info/i.test(c.path)),
    },
    { name: 'wallet info', want: '/wallet/get_wallet_info', call: find((c) => c.path === '/wallet/get_wallet_info') },
    {
      name: 'list',
      want: 'a wallet history or list call needing a session',
      call:
        find((c) => c.auth === 'required' && c.service === 'wallet' && /history/.test(c.path)) ??
        find((c) => c.auth === 'required' && /(history|list)/.test(c.path)),
    },
  ];
}

export function targetOf(name: string, call: CallDef): Target | undefined {
  const input = sampleInput(call);
  if (input === undefined) return undefined;
  const base = `${defaultServiceBase(call.service)}${call.path}`;
  if (call.method === 'GET') {
    const query = new URLSearchParams(asQuery(input)).toString();
    return { name, method: 'GET', path: query ? `${base}?${query}` : base, auth: call.auth !== 'none' };
  }
  return { name, method: 'POST', path: base, body: JSON.stringify(input), auth: call.auth !== 'none' };
}

function figures(result: Result): LoadFigures {
  return {
    rps: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function fire(origin: string, target: Target, seconds: number, overallRate?: number) {
  return autocannon({
    url: origin,
    connections: 16,
    duration: seconds,
    timeout: 10,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: target.method,
        path: target.path,
        ...(target.body ? { body: target.body } : {}),
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...(target.body ? { 'content-type': 'application/json' } : {}),
            ...(target.auth ? commonHeaders(DEMO) : {}),
          },
        }),
      },
    ],
  });
}

/** Peak rate for `seconds`, then the same target paced at half that rate; RSS sampled through both. */
export async function loadTarget(origin: string, target: Target, seconds: number, pid?: number) {
  let rssMax = 0;
  const sampler = pid ? setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 250) : undefined;
  await fire(origin, target, 2); // warm-up: JIT, connection pools
  const peak = figures(await fire(origin, target, seconds));
  const targetRps = Math.max(1, Math.floor(peak.rps / 2));
  const half = figures(await fire(origin, target, seconds, targetRps));
  if (sampler) clearInterval(sampler);
  return { peak, half: { ...half, targetRps }, serverRssMaxMb: pid ? rssMax : null };
}

async function sanityCheck(origin: string, target: Target): Promise<string> {
  const response = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...(target.auth ? commonHeaders(DEMO) : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  });
  const body = (await response.json().catch(() => null)) as { code: number; msg: string } | null;
  return isSuccess(response.status, body) ? 'ok' : `HTTP ${response.status} code ${body?.code} ${body?.msg ?? ''}`;
}

/** The plain Fastify hello route in its own process: the ceiling of this machine for this test. */
async function startHello(port: number, workDir: string): Promise<Proc> {
  const proc = startProcess(NODE, ['bench/hello-server.ts'], { PORT: String(port) }, join(workDir, 'hello.log'));
  await waitForHttp(`http://127.0.0.1:${port}/`);
  return proc;
}

export async function runApiLoad(origin: string, serverPid: number, helloPort: number, workDir: string, seconds = 8) {
  const results: ApiLoadResult[] = [];
  const missing: string[] = [];
  const hello = await startHello(helloPort, workDir);
  try {
    const ceiling = await loadTarget(
      `http://127.0.0.1:${helloPort}`,
      { name: 'hello', method: 'GET', path: '/', auth: false },
      seconds,
    );
    results.push({ name: 'Fastify hello (ceiling)', call: 'GET /', sanity: 'ok', ...ceiling, serverRssMaxMb: null });
  } finally {
    await hello.stop();
  }
  for (const { name, call, want } of pickCalls()) {
    const target = call ? targetOf(name, call) : undefined;
    if (!call || !target) {
      missing.push(`${name}: ${call ? `no valid sample input for ${call.path}` : `not in the contract yet (${want})`}`);
      continue;
    }
    const sanity = await sanityCheck(origin, target);
    const measured = await loadTarget(origin, target, seconds, serverPid);
    results.push({ name, call: `${call.method} ${target.path.split('?')[0]}`, sanity, ...measured });
  }
  return { results, missing };
}
