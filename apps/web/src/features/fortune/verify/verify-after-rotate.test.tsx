import type { CallDef } from '@arcadia/contract';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/query/use-query.ts';
import { useRotateSeedMutation } from '../queries-me.ts';
import { useFairSpinQuery } from '../queries-retiger-spins.ts';
import { useDrawQuery } from '../queries-verify.ts';

/**
 * The verifier after a seed rotation, on the real query layer with only the network replaced: a player opens a spin
 * or a draw whose server seed is still secret, is told to rotate the seed pair, rotates, and opens it again in the
 * same visit. The record is asked for again and now carries the revealed seed (it used to stay "not revealed" for
 * the five minutes the record is kept).
 */
const net = vi.hoisted(() => ({ revealed: false, calls: [] as string[] }));
vi.mock('../../../api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../api/client.ts')>()),
  api: vi.fn(async (call: CallDef) => {
    net.calls.push(call.path);
    const proof = { server_seed_hash: 'h'.repeat(64), server_seed: net.revealed ? 'def' : null };
    if (call.path === '/fortune/fair/spin')
      return { spin: { id: 5, proof: { ...proof, client_seed: 'abc', nonce: 0 } } };
    if (call.path === '/fortune/fair/draw') return { draw: { id: 3, ...proof } };
    if (call.path === '/fortune/fair/rotate') {
      net.revealed = true;
      return { revealed: { server_seed: 'def' } };
    }
    return {};
  }),
}));

beforeEach(() => {
  queryClient.clear();
  net.revealed = false;
  net.calls.length = 0;
});
afterEach(cleanup);

const asked = (path: string) => net.calls.filter((p) => p === path).length;

async function rotate() {
  const hook = renderHook(() => useRotateSeedMutation());
  await act(async () => {
    await hook.result.current.mutateAsync('new-client-seed');
  });
  hook.unmount();
}

describe('verifier records after a seed rotation', () => {
  it('asks again for a spin it read before the server seed was revealed', async () => {
    const before = renderHook(() => useFairSpinQuery(5));
    await waitFor(() => expect(before.result.current.data?.spin.proof?.server_seed).toBeNull());
    before.unmount();
    await rotate();
    const after = renderHook(() => useFairSpinQuery(5));
    await waitFor(() => expect(after.result.current.data?.spin.proof?.server_seed).toBe('def'));
    expect(asked('/fortune/fair/spin')).toBe(2);
  });

  it('asks again for a draw it read before the server seed was revealed', async () => {
    const before = renderHook(() => useDrawQuery(3));
    await waitFor(() => expect(before.result.current.data).toBeDefined());
    before.unmount();
    await rotate();
    const after = renderHook(() => useDrawQuery(3));
    await waitFor(() => expect(asked('/fortune/fair/draw')).toBe(2));
    expect(JSON.stringify(after.result.current.data)).toContain('"server_seed":"def"');
  });
});
