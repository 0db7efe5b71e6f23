import { describe, expect, it } from 'vitest';
import { NAV } from './nav.ts';
import { tiersOf } from './pages/recharge-rebates-page.tsx';

describe('recharge rebate campaigns page', () => {
  it('reads tiers as whole USDT : percent', () => {
    expect(tiersOf('10:3, 50:5, 200:8')).toEqual([
      { threshold: '10', percent_bps: 300 },
      { threshold: '50', percent_bps: 500 },
      { threshold: '200', percent_bps: 800 },
    ]);
    expect(tiersOf('25:2.5')).toEqual([{ threshold: '25', percent_bps: 250 }]);
    expect(tiersOf('')).toBeUndefined();
    expect(tiersOf('10:3, 0:5')).toBeUndefined();
    expect(tiersOf('10:60')).toBeUndefined();
    expect(tiersOf('1:1,2:1,3:1,4:1,5:1,6:1,7:1')).toBeUndefined();
  });

  it('is in the console for the campaigns permission', () => {
    expect(NAV.find((n) => n.path === '/recharge-rebates')?.permission).toBe('payments.campaigns');
  });
});
