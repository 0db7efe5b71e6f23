import { fortune, payment, type RequestOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery } from '../../app/query/use-query.ts';
import { useRefreshMoney } from './queries-account.ts';
import { fortuneKeys } from './queries-keys.ts';

export function useRechargeConfQuery() {
  return useQuery({
    queryKey: fortuneKeys.rechargeConf(),
    queryFn: () => api(fortune.fortuneRechargeConf, {}, { silent: true }),
  });
}

export function useRechargeMutation() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof fortune.fortuneRecharge> & { key: string }) =>
      api(
        fortune.fortuneRecharge,
        { channel: input.channel, fiat_amount: input.fiat_amount },
        { idempotencyKey: input.key, silent: true },
      ),
  });
}

/** The player's saved payout accounts (the payment service's; added on /user/withdraw-payment). */
export function usePayoutAccountsQuery(enabled: boolean) {
  return useQuery({
    queryKey: fortuneKeys.payoutAccounts(),
    queryFn: () => api(payment.paymentAccounts, {}, { silent: true }),
    enabled,
  });
}

export function useWithdrawMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: RequestOf<typeof fortune.fortuneWithdraw> & { key: string }) =>
      api(
        fortune.fortuneWithdraw,
        { channel: input.channel, fiat_amount: input.fiat_amount, account_id: input.account_id },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: refresh,
  });
}
