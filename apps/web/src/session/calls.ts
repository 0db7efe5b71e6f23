import type { CallDef, stats, user } from '@arcadia/contract';

/**
 * The user calls startup code makes, without their zod schemas: importing the contract's call objects
 * would pull the zod core (about 12 KB gzipped) into the first load. The client needs only service, method
 * and path; the types still come from the contract, and calls.test.ts keeps the paths in sync.
 */
function ref<C extends CallDef>(def: Pick<CallDef, 'service' | 'method' | 'path' | 'auth'>): C {
  return def as unknown as C;
}

export const getUserInfoCall = ref<typeof user.getUserInfo>({
  service: 'user',
  method: 'POST',
  path: '/user/get_user_info',
  auth: 'required',
});

export const logoutCall = ref<typeof user.logout>({
  service: 'user',
  method: 'POST',
  path: '/user/logout',
  auth: 'required',
});

export const getGrayCfgCall = ref<typeof user.getGrayCfg>({
  service: 'user',
  method: 'POST',
  path: '/api/get_gray_cfg',
  auth: 'optional',
});

export const statsReportCall = ref<typeof stats.report>({
  service: 'stats',
  method: 'POST',
  path: '/report',
  auth: 'optional',
});

export const openappGetCountryCall = ref<typeof user.openappGetCountry>({
  service: 'user',
  method: 'POST',
  path: '/api/openapp_get_country',
  auth: 'optional',
});
