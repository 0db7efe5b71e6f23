import { api } from '../api/client.ts';
import { logoutCall } from './calls.ts';
import { installErrorTransitions } from './error-transitions.ts';
import { setSessionRevoker } from './login.ts';

/**
 * Wires the session into the API client; main.tsx calls it once before startup. The query cache registers
 * itself with the session when the query layer loads (app/query/use-query.ts).
 */
export function installSession() {
  installErrorTransitions();
  setSessionRevoker(({ userId, secretKey }) => {
    void api(
      logoutCall,
      {},
      { silent: true, headers: { 'User-Id': String(userId), 'User-Secret-Key': secretKey } },
    ).catch(() => {});
  });
}
