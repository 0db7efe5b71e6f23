import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCplInit } from './cpl-init.ts';
import { useSession } from './session-store.ts';

const calls = vi.hoisted(() => ({ api: [] as unknown[], navigated: [] as string[], answer: {} as object }));
vi.mock('../api/client.ts', () => ({
  api: async (_call: unknown, input: unknown) => {
    calls.api.push(input);
    return calls.answer;
  },
}));
vi.mock('../app/router/history.ts', () => ({ navigate: (href: string) => calls.navigated.push(href) }));
vi.mock('../hosts/host.ts', () => ({
  getHost: () => ({ environment: () => ({ country_code: 'vn', did: 'device-1', deeplink_offer_task_id: '77' }) }),
}));

const settle = () => new Promise((r) => setTimeout(r, 0));
let stop: () => void = () => {};

beforeEach(() => {
  sessionStorage.clear();
  calls.api = [];
  calls.navigated = [];
  calls.answer = { initSuccess: true, market: 'vn', markets: ['vn'] };
});
afterEach(() => stop());

describe('CPL init at startup', () => {
  it('runs once per player per session with the app environment, again for another player', async () => {
    useSession.setState({ userId: 100001 });
    stop = startCplInit();
    await settle();
    expect(calls.api).toEqual([{ envContext: { country_code: 'vn', did: 'device-1', deeplink_offer_task_id: '77' } }]);
    expect(useSession.getState().cplInit).toBe('success');
    useSession.setState({ userId: 0 });
    useSession.setState({ userId: 100001 });
    await settle();
    expect(calls.api).toHaveLength(1);
    useSession.setState({ userId: 100002 });
    await settle();
    expect(calls.api).toHaveLength(2);
  });

  it('opens the deep-linked task the server knows', async () => {
    calls.answer = { initSuccess: true, market: 'vn', markets: ['vn'], deeplink_offer_task_id: 77 };
    useSession.setState({ userId: 100003 });
    stop = startCplInit();
    await settle();
    expect(calls.navigated).toHaveLength(1);
    expect(calls.navigated[0]).toContain('/task/details?taskId=77&from=deeplink');
  });
});
