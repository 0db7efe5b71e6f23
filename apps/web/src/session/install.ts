import { api, setTransitionHandler } from '../api/client.ts';
import { logoutCall } from './calls.ts';
import { setSessionRevoker } from './login.ts';

/**
 * Wires the session into the API client; main.tsx calls it once before startup. The query cache registers
 * itself with the session when the query layer loads (app/query/use-query.ts).
 */
export function installSession() {
  // The 1004/1010/1012 rules load with the first such answer: a session that never gets one never needs them.
  setTransitionHandler(
    (failure) => void import('./error-transitions.ts').then((m) => m.runTransition(m.transitionFor(failure), failure)),
  );
  setSessionRevoker(({ userId, secretKey }) => {
    void api(
      logoutCall,
      {},
      { silent: true, headers: { 'User-Id': String(userId), 'User-Secret-Key': secretKey } },
    ).catch(() => {});
  });
}
