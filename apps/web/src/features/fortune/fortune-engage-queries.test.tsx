import type { CallDef } from '@arcadia/contract';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query/use-query.ts';
import NewbieCard from './engage/newbie-card.tsx';
import { useClaimRtPrizeMutation, usePopupsQuery, useRtPrizesQuery } from './queries-engage.ts';
import { useSpinConfQuery } from './queries-play.ts';
import { loadTexts, renderAt } from './testing/fixtures.tsx';

/**
 * Fortune's engagement queries on the real query layer, with only the network (`api`) replaced: popups asked once
 * per visit, the chances asked again after the checklist answered, the drops asked again after a claim.
 */
const calls = vi.hoisted(() => [] as string[]);
vi.mock('../../api/client.ts', async (original) => ({
  ...(await original<typeof import('../../api/client.ts')>()),
  api: vi.fn(async (call: CallDef) => {
    calls.push(call.path);
    if (call.path.endsWith('general_popup_query')) return { popups: [] };
    if (call.path.endsWith('rt_prize_conf')) return { prizes: [] };
    if (call.path.endsWith('rt_prize_receive')) return { prize: {}, amount: '2', cash: '3' };
    if (call.path.endsWith('newbie_task_status'))
      return { tasks: [{ id: 'first_spin', done: true, reward_chances: 1 }], all_done: false };
    return {};
  }),
}));

const count = (suffix: string) => calls.filter((path) => path.endsWith(suffix)).length;
const flush = () => act(async () => {});

beforeAll(loadTexts);
beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Popups() {
  usePopupsQuery();
  return null;
}

function Wheel() {
  useSpinConfQuery();
  return null;
}

let claim: ReturnType<typeof useClaimRtPrizeMutation> | undefined;
function Drops() {
  useRtPrizesQuery();
  claim = useClaimRtPrizeMutation();
  return null;
}

describe('engagement queries', () => {
  it('asks for popups once per visit: each answer counts as a show', async () => {
    const first = render(<Popups />);
    await flush();
    vi.useFakeTimers();
    first.unmount();
    // Long after any ordinary staleness or cache time: still the same visit.
    vi.advanceTimersByTime(10 * 60_000);
    render(<Popups />);
    await flush();
    expect(count('/fortune/general_popup_query')).toBe(1);
  });

  it("asks for the wheel's chances again once the checklist answered (reading it grants them)", async () => {
    renderAt(
      <>
        <Wheel />
        <NewbieCard endsAt={Math.floor(Date.now() / 1000) + 3600} />
      </>,
    );
    await flush();
    await flush();
    expect(count('/fortune/newbie_task_status')).toBe(1);
    expect(count('/fortune/lucky_spin_conf')).toBe(2);
  });

  it('asks for the drops again after a claim', async () => {
    render(<Drops />);
    await flush();
    expect(count('/fortune/rt_prize_conf')).toBe(1);
    await act(async () => {
      await claim?.mutateAsync(4);
    });
    expect(count('/fortune/rt_prize_receive')).toBe(1);
    expect(count('/fortune/rt_prize_conf')).toBe(2);
  });
});
