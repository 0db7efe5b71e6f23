import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { logoutCall } from './calls.ts';
import { installErrorTransitions } from './error-transitions.ts';
import { setSessionQueryClient, setSessionRevoker } from './login.ts';

/** Wires the session into the API client and the query cache; main.tsx calls it once before startup. */
export function installSession(queryClient: QueryClient) {
  setSessionQueryClient(queryClient);
  installErrorTransitions();
  setSessionRevoker(({ userId, secretKey }) => {
    void api(
      logoutCall,
      {},
      { silent: true, headers: { 'User-Id': String(userId), 'User-Secret-Key': secretKey } },
    ).catch(() => {});
  });
}
