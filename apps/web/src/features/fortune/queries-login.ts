import { fortune, type RequestOf, user } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQueryClient } from '../../app/query/use-query.ts';
import { login } from '../../session/login.ts';
import { SubBrandStorageKey } from '../../session/storage.ts';
import { forgetInviteCode } from './invite/invite-code.ts';
import { fortuneKeys } from './queries-keys.ts';

/** The player's login through Fortune's own dialog: kept under the sub-brand's storage keys too. */
export function useFortuneLogin() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.loginByKey>) => api(user.loginByKey, input, { silent: true }),
    onSuccess: (answer) => {
      login({
        userId: answer.user_id,
        secretKey: answer.user_secret_key,
        username: answer.username,
        userLogin: answer.user_login,
      });
      storeFortuneLogin(answer.user_id, answer.user_secret_key);
    },
  });
}

function storeFortuneLogin(userId: number, secretKey: string) {
  try {
    localStorage.setItem(SubBrandStorageKey.USER_ID, String(userId));
    localStorage.setItem(SubBrandStorageKey.SECRET_KEY, secretKey);
  } catch {
    // Storage may be blocked (private mode): the session still holds the login.
  }
}

export function clearFortuneLogin() {
  try {
    localStorage.removeItem(SubBrandStorageKey.USER_ID);
    localStorage.removeItem(SubBrandStorageKey.SECRET_KEY);
  } catch {
    // Nothing stored.
  }
}

export function useRegisterMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof fortune.fortuneRegister>) =>
      api(fortune.fortuneRegister, input, { silent: true }),
    onSuccess: (answer, input) => {
      client.setQueryData(fortuneKeys.account(), answer);
      // Joined: the invite link's code has done its work.
      if (input.invite_code) forgetInviteCode();
    },
  });
}
