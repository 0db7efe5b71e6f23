import { defineCall } from '../define.ts';
import { tgLoginRequest, tgLoginResponse } from './register-or-login.ts';

/** POST /tg/xw_register_or_login: the sub-brand's messenger login; same payload, its own login type. */
export const xwRegisterOrLogin = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/xw_register_or_login',
  auth: 'none',
  request: tgLoginRequest,
  response: tgLoginResponse,
});
