import { type RequestOf, type ResponseOf, user } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation } from '../../app/query/use-query.ts';
import { SHARE_UID_KEY } from '../../hosts/page-links.ts';
import { login } from '../../session/login.ts';
import type { UserInfo } from '../../session/session-store.ts';
import { applyUserInfo } from '../../session/user-info.ts';

/** Queries and mutations of the user screens. Forms show their own errors, so mutations are silent. */
type LoginAnswer = ResponseOf<typeof user.loginByKey>;

/** Stores a login answer in the session (storage, cookies, native app). */
function adoptLogin(answer: LoginAnswer) {
  login({
    userId: answer.user_id,
    secretKey: answer.user_secret_key,
    username: answer.username,
    userLogin: answer.user_login,
  });
}

export function useSendOtp() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.sendOtpViaPhone>) => api(user.sendOtpViaPhone, input, { silent: true }),
  });
}

/** A registration carries the share_uid the visit came with (spec section 2): it binds the inviter (docs/share.md). */
function withInvite<T extends { invite_code?: string | undefined }>(input: T): T {
  const shareUid = sessionStorage.getItem(SHARE_UID_KEY);
  return input.invite_code || !shareUid ? input : { ...input, invite_code: shareUid };
}

export function useCodeLogin() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.registerOrLoginByPhone>) =>
      api(user.registerOrLoginByPhone, withInvite(input), { silent: true }),
    onSuccess: adoptLogin,
  });
}

export function usePasswordLogin() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.lbUserPhoneLogin>) => api(user.lbUserPhoneLogin, input, { silent: true }),
    onSuccess: adoptLogin,
  });
}

export function useKeyLogin() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.loginByKey>) => api(user.loginByKey, input, { silent: true }),
    onSuccess: adoptLogin,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.regist>) => api(user.regist, withInvite(input), { silent: true }),
    onSuccess: (answer, input) => {
      if (input.is_form_test !== 1) adoptLogin(answer);
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.userPhoneAndPasswordReset>) =>
      api(user.userPhoneAndPasswordReset, input, { silent: true }),
  });
}

export function useBindPhone() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof user.bindPhone>) => api(user.bindPhone, input, { silent: true }),
    onSuccess: (info) => applyUserInfo(info as UserInfo),
  });
}
