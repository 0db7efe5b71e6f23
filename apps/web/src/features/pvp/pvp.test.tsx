import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pvpMatch } from '@arcadia/contract/games/pvp';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { currentRound, shownTotals, sides } from './logic.ts';
import type { PvpMatch } from './queries.ts';
import VerifyPanel from './verify-panel.tsx';

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/pvp/detail' } as const;

const seed = 'a'.repeat(64);
const seeds = { serverSeed: seed, clientSeedA: 'alice', clientSeedB: 'bob' };
const game = pvpMatch(seeds);

function finished(over: Partial<PvpMatch> = {}): PvpMatch {
  return {
    id: 7,
    status: 'finished',
    outcome: game.result === 'a' ? 'won' : game.result === 'b' ? 'lost' : 'draw',
    coin: 'USDT',
    stake: '1',
    fee: '0.1',
    payout: '1.9',
    fee_bp: 500,
    me: 'a',
    opponent: 'bo***',
    rolled_a: 3,
    rolled_b: 3,
    rounds: game.rounds.map((r) => ({ a: [...r.a], b: [...r.b] })),
    result: game.result,
    received: '0',
    can_roll: false,
    grace_seconds: 60,
    deadline_at: null,
    now: 0,
    server_seed_hash: bytesToHex(sha256(utf8ToBytes(seed))),
    server_seed: seed,
    client_seed_a: 'alice',
    client_seed_b: 'bob',
    created_at: 0,
    ...over,
  };
}

const show = (node: React.ReactNode) =>
  render(<RouteContext.Provider value={ROUTE as never}>{node}</RouteContext.Provider>);

beforeAll(() => {
  for (const ns of ['common', 'pvp']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('pvp helpers', () => {
  it('adds up only the dice shown so far and finds the round', () => {
    const rounds = [
      { a: [3, 4], b: [6, 6] },
      { a: [1, 2], b: null },
      { a: null, b: null },
    ];
    expect(shownTotals(rounds)).toEqual({ a: 10, b: 12 });
    expect(currentRound({ rolled_a: 2, rolled_b: 1, rounds })).toBe(2);
    expect(currentRound({ rolled_a: 3, rolled_b: 3, rounds })).toBe(3);
    expect(sides('b', 'x', 'y')).toEqual({ mine: 'y', theirs: 'x' });
  });
});

describe('pvp verify panel', () => {
  it('verifies a finished match from the revealed seed in the browser', () => {
    show(<VerifyPanel match={finished()} />);
    expect(screen.getByTestId('pvp-verdict').textContent).toBe('Verified');
    expect(screen.getByTestId('pvp-recomputed').textContent).toContain(`${game.totals.a} : ${game.totals.b}`);
  });

  it('flags a seed that does not match its commitment, and a claimed result that does not follow', () => {
    show(<VerifyPanel match={finished({ server_seed_hash: 'f'.repeat(64) })} />);
    expect(screen.getByTestId('pvp-verdict').textContent).toBe('Not verified');
    cleanup();
    const wrong = game.result === 'a' ? 'b' : 'a';
    show(<VerifyPanel match={finished({ result: wrong })} />);
    expect(screen.getByTestId('pvp-verdict').textContent).toBe('Not verified');
    cleanup();
    const rounds = finished().rounds.map((r, i) => (i === 0 ? { a: [r.a?.[0] === 6 ? 1 : 6, 1], b: r.b } : r));
    show(<VerifyPanel match={finished({ rounds })} />);
    expect(screen.getByTestId('pvp-verdict').textContent).toBe('Not verified');
  });
});
