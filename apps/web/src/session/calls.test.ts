import { stats, user } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { getGrayCfgCall, getUserInfoCall, logoutCall, openappGetCountryCall, statsReportCall } from './calls.ts';

describe('schema-free call refs', () => {
  it('match the contract', () => {
    for (const [ref, def] of [
      [getUserInfoCall, user.getUserInfo],
      [logoutCall, user.logout],
      [getGrayCfgCall, user.getGrayCfg],
      [statsReportCall, stats.report],
      [openappGetCountryCall, user.openappGetCountry],
    ] as const) {
      expect({ service: ref.service, method: ref.method, path: ref.path, auth: ref.auth }).toEqual({
        service: def.service,
        method: def.method,
        path: def.path,
        auth: def.auth,
      });
    }
  });
});
