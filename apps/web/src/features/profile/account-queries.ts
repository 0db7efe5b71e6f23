import { account, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

/** Query keys of /profile/account; everything under ['account', userId] belongs to one player. */
const accountKeys = {
  all: (userId: number) => ['account', userId] as const,
  info: (userId: number) => ['account', userId, 'info'] as const,
  sessions: (userId: number) => ['account', userId, 'sessions'] as const,
};

export type AccountInfo = ResponseOf<typeof account.accountInfo>;
export type AccountSession = ResponseOf<typeof account.accountSessions>['list'][number];
export type AccountExport = ResponseOf<typeof account.accountExport>;

export function useAccountUserId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function useAccountInfoQuery() {
  const userId = useAccountUserId();
  return useQuery({
    queryKey: accountKeys.info(userId),
    queryFn: ({ signal }) => api(account.accountInfo, {}, { signal, silent: true }),
    enabled: userId > 0,
  });
}

export function useSessionsQuery() {
  const userId = useAccountUserId();
  return useQuery({
    queryKey: accountKeys.sessions(userId),
    queryFn: ({ signal }) => api(account.accountSessions, {}, { signal, silent: true }),
    enabled: userId > 0,
  });
}

/** Refreshes what the page shows once a change of the account settles. */
function useRefreshAccount() {
  const client = useQueryClient();
  const userId = useAccountUserId();
  return () => void client.invalidateQueries({ queryKey: accountKeys.all(userId) });
}

export function useSignOutSessionMutation() {
  const onSettled = useRefreshAccount();
  return useMutation({
    mutationKey: ['account', 'signOutSession'],
    mutationFn: (sessionId: string) => api(account.accountSignOutSession, { session_id: sessionId }, { silent: true }),
    onSettled,
  });
}

export function useSignOutOthersMutation() {
  const onSettled = useRefreshAccount();
  return useMutation({
    mutationKey: ['account', 'signOutOthers'],
    mutationFn: () => api(account.accountSignOutOthers, {}, { silent: true }),
    onSettled,
  });
}

export function useDeleteRequestMutation() {
  const onSettled = useRefreshAccount();
  return useMutation({
    mutationKey: ['account', 'deleteRequest'],
    mutationFn: (confirm: string) => api(account.accountDeleteRequest, { confirm }, { silent: true }),
    onSettled,
  });
}

export function useDeleteCancelMutation() {
  const onSettled = useRefreshAccount();
  return useMutation({
    mutationKey: ['account', 'deleteCancel'],
    mutationFn: () => api(account.accountDeleteCancel, {}, { silent: true }),
    onSettled,
  });
}

/** The export changes nothing the page shows but when the next one is allowed, which the section keeps itself. */
export function useExportMutation() {
  return useMutation({
    mutationKey: ['account', 'export'],
    mutationFn: () => api(account.accountExport, {}, { silent: true }),
  });
}

/** Saves the export as a JSON file on the device. */
export function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
