import { fortune, payment, type RequestOf, type ResponseOf, user } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { login } from '../../session/login.ts';
import { useSession } from '../../session/session-store.ts';
import { SubBrandStorageKey } from '../../session/storage.ts';

/**
 * Fortune's queries and mutations (one module, key factory + hooks). Pages show their own errors, so calls are
 * silent unless a toast is the only place an error would show. Money-moving calls take an idempotency key per
 * intent (`useIntentKey`): a retry of the same intent moves money once.
 */
export const fortuneKeys = {
  all: ['fortune'] as const,
  countries: () => [...fortuneKeys.all, 'countries'] as const,
  account: () => [...fortuneKeys.all, 'query'] as const,
  assets: () => [...fortuneKeys.all, 'assets'] as const,
  assetDetail: () => [...fortuneKeys.all, 'asset-detail'] as const,
  locked: () => [...fortuneKeys.all, 'locked'] as const,
  rechargeConf: () => [...fortuneKeys.all, 'recharge-conf'] as const,
  withdrawLogs: () => [...fortuneKeys.all, 'withdraw-logs'] as const,
  vipConf: () => [...fortuneKeys.all, 'vip-conf'] as const,
  vipProfile: () => [...fortuneKeys.all, 'vip-profile'] as const,
  spinConf: () => [...fortuneKeys.all, 'spin-conf'] as const,
  lottery: () => [...fortuneKeys.all, 'lottery'] as const,
  history: () => [...fortuneKeys.all, 'history'] as const,
  seeds: () => [...fortuneKeys.all, 'seeds'] as const,
  rg: () => [...fortuneKeys.all, 'rg'] as const,
  draw: (id: number) => [...fortuneKeys.all, 'draw', id] as const,
  payoutAccounts: () => [...fortuneKeys.all, 'payout-accounts'] as const,
  popups: () => [...fortuneKeys.all, 'popups'] as const,
  newbieVisible: () => [...fortuneKeys.all, 'newbie-visible'] as const,
  newbieStatus: () => [...fortuneKeys.all, 'newbie-status'] as const,
  share: () => [...fortuneKeys.all, 'share'] as const,
  webcastCodes: () => [...fortuneKeys.all, 'webcast-codes'] as const,
  rtPrizes: () => [...fortuneKeys.all, 'rt-prizes'] as const,
  rtBillboard: () => [...fortuneKeys.all, 'rt-billboard'] as const,
};

export type Account = ResponseOf<typeof fortune.fortuneQuery>;
export type FortuneCurrency = Account['currency'];
export type Countries = ResponseOf<typeof fortune.fortuneAvailableCountries>;
export type SpinConf = ResponseOf<typeof fortune.fortuneLuckySpinConf>;
export type PrizeRow = SpinConf['table'][number];
export type Draw = ResponseOf<typeof fortune.fortuneLuckySpin>['spin'];
export type Prize = Draw['prize'];
export type LotteryChance = ResponseOf<typeof fortune.fortuneFreeLotteryChance>;
export type Tier = LotteryChance['tiers'][number];
export type VipConf = ResponseOf<typeof fortune.fortuneVipConf>;
export type VipProfile = ResponseOf<typeof fortune.fortuneVipProfile>;
export type VipReward = VipProfile['rewards'][number];
export type RgStatus = ResponseOf<typeof fortune.fortuneRgStatus>;
export type Limit = RgStatus['limits'][number];
export type Seeds = ResponseOf<typeof fortune.fortuneFairSeeds>;
export type Assets = ResponseOf<typeof fortune.fortuneAssetList>;
export type AssetDetail = ResponseOf<typeof fortune.fortuneAssetDetail>;
export type Locked = ResponseOf<typeof fortune.fortuneLockedDetail>;
export type Bonus = Locked['bonuses'][number];
export type RechargeConf = ResponseOf<typeof fortune.fortuneRechargeConf>;
export type RechargeChannel = RechargeConf['channels'][number];
export type Recharge = ResponseOf<typeof fortune.fortuneRecharge>;
export type WithdrawLogs = ResponseOf<typeof fortune.fortuneRecentWithdrawLogs>;
export type PayoutAccount = ResponseOf<typeof payment.paymentAccounts>['list'][number];
export type ExcludeInput = RequestOf<typeof fortune.fortuneRgExclude>;
export type LimitInput = RequestOf<typeof fortune.fortuneRgSetLimit>;
export type Popup = ResponseOf<typeof fortune.fortuneGeneralPopupQuery>['popups'][number];
export type NewbieVisible = ResponseOf<typeof fortune.fortuneNewbieTaskVisible>;
export type NewbieStatus = ResponseOf<typeof fortune.fortuneNewbieTaskStatus>;
export type NewbieTask = NewbieStatus['tasks'][number];
export type ShareData = ResponseOf<typeof fortune.fortuneGetPddShareData>;
export type ShareLink = NonNullable<ShareData['link']>;
export type ShareHelp = ResponseOf<typeof fortune.fortuneShareHelp>;
export type GiftClaim = ResponseOf<typeof fortune.fortuneReceiveGiftCode>;
export type WebcastCodes = ResponseOf<typeof fortune.fortuneWebcastGiftcodeQuery>;
export type WebcastCode = WebcastCodes['codes'][number];
export type WebcastInput = RequestOf<typeof fortune.fortuneWebcastGiftcodeCreate>;
export type WebcastCreated = ResponseOf<typeof fortune.fortuneWebcastGiftcodeCreate>;
export type RtPrizes = ResponseOf<typeof fortune.fortuneRtPrizeConf>;
export type RtPrize = RtPrizes['prizes'][number];
export type RtBillboard = ResponseOf<typeof fortune.fortuneRtPrizeBillboard>;
export type RtClaim = ResponseOf<typeof fortune.fortuneRtPrizeReceive>;

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

export function useSessionReady(): boolean {
  return useSession((s) => s.hasInit);
}

/** Whether Fortune is open in the caller's market (no login needed). */
export function useCountriesQuery() {
  return useQuery({
    queryKey: fortuneKeys.countries(),
    queryFn: () => api(fortune.fortuneAvailableCountries, {}, { silent: true }),
    staleTime: 300_000,
  });
}

/** The player's Fortune at a glance: joined, balances, chances, any pause, the reality-check interval. */
export function useAccountQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.account(),
    queryFn: () => api(fortune.fortuneQuery, {}, { silent: true }),
    enabled,
  });
}

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

export function storeFortuneLogin(userId: number, secretKey: string) {
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
    onSuccess: (answer) => client.setQueryData(fortuneKeys.account(), answer),
  });
}

/** After a money move: balances, chances and the lists that show them are asked again. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => {
    for (const key of [
      fortuneKeys.account(),
      fortuneKeys.assets(),
      fortuneKeys.assetDetail(),
      fortuneKeys.locked(),
      fortuneKeys.history(),
      fortuneKeys.vipProfile(),
      fortuneKeys.rg(),
      fortuneKeys.newbieStatus(),
    ])
      void client.invalidateQueries({ queryKey: key });
  };
}

export function useSpinConfQuery() {
  return useQuery({
    queryKey: fortuneKeys.spinConf(),
    queryFn: () => api(fortune.fortuneLuckySpinConf, {}, { silent: true }),
  });
}

/**
 * One spin per intent key. The wheel shows the answer; the page refreshes the balances (`useRefreshDraws`) once the
 * wheel has landed, so the prize never shows in a balance before the wheel stops.
 */
export function useSpinMutation() {
  return useMutation({
    mutationFn: (key: string) => api(fortune.fortuneLuckySpin, {}, { idempotencyKey: key }),
  });
}

/** Chances, balances and history after a spin or a lottery draw has been shown. */
export function useRefreshDraws() {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  return () => {
    void client.invalidateQueries({ queryKey: fortuneKeys.spinConf() });
    void client.invalidateQueries({ queryKey: fortuneKeys.lottery() });
    refresh();
  };
}

export function useLotteryQuery() {
  return useQuery({
    queryKey: fortuneKeys.lottery(),
    queryFn: () => api(fortune.fortuneFreeLotteryChance, {}, { silent: true }),
  });
}

export function useDrawLotteryMutation() {
  return useMutation({
    mutationFn: (key: string) => api(fortune.fortuneDrawFreeLottery, {}, { idempotencyKey: key }),
  });
}

export function useHistoryQuery(enabled = true) {
  return useInfiniteQuery({
    queryKey: fortuneKeys.history(),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneQueryLotteryStatus, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof fortune.fortuneQueryLotteryStatus>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}

export function useVipConfQuery() {
  return useQuery({
    queryKey: fortuneKeys.vipConf(),
    queryFn: () => api(fortune.fortuneVipConf, {}, { silent: true }),
    staleTime: 300_000,
  });
}

export function useVipProfileQuery() {
  return useQuery({
    queryKey: fortuneKeys.vipProfile(),
    queryFn: () => api(fortune.fortuneVipProfile, {}, { silent: true }),
  });
}

export function useClaimVipMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: { kind: VipReward['kind']; ref: string; key: string }) =>
      api(fortune.fortuneReceiveVipReward, { kind: input.kind, ref: input.ref }, { idempotencyKey: input.key }),
    onSuccess: refresh,
  });
}

export function useRgQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.rg(),
    queryFn: () => api(fortune.fortuneRgStatus, {}, { silent: true }),
    enabled,
  });
}

function useRgRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: fortuneKeys.rg() });
    void client.invalidateQueries({ queryKey: fortuneKeys.account() });
    void client.invalidateQueries({ queryKey: fortuneKeys.rechargeConf() });
    void client.invalidateQueries({ queryKey: fortuneKeys.newbieStatus() });
  };
}

export function useSetLimitMutation() {
  const refresh = useRgRefresh();
  return useMutation({
    mutationFn: (input: LimitInput) => api(fortune.fortuneRgSetLimit, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useExcludeMutation() {
  const refresh = useRgRefresh();
  return useMutation({
    mutationFn: (input: ExcludeInput) => api(fortune.fortuneRgExclude, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useRealityCheckMutation() {
  const refresh = useRgRefresh();
  return useMutation({
    mutationFn: (minutes: RequestOf<typeof fortune.fortuneRgRealityCheck>['minutes']) =>
      api(fortune.fortuneRgRealityCheck, { minutes }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useSeedsQuery() {
  return useQuery({
    queryKey: fortuneKeys.seeds(),
    queryFn: () => api(fortune.fortuneFairSeeds, {}, { silent: true }),
  });
}

export function useRotateSeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => api(fortune.fortuneFairRotate, { client_seed: clientSeed }, { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fortuneKeys.seeds() });
      void client.invalidateQueries({ queryKey: fortuneKeys.spinConf() });
    },
  });
}

/** Any draw by id, for the public verifier. */
export function useDrawQuery(id: number | undefined) {
  return useQuery({
    queryKey: fortuneKeys.draw(id ?? 0),
    queryFn: () => api(fortune.fortuneFairDraw, { id: id as number }, { silent: true }),
    enabled: id !== undefined,
    staleTime: 300_000,
  });
}

/** The verifier's prize tables: only when logged in (the tables are per player's market). */
export function useVerifierTables(loggedIn: boolean) {
  const spin = useQuery({
    queryKey: fortuneKeys.spinConf(),
    queryFn: () => api(fortune.fortuneLuckySpinConf, {}, { silent: true }),
    enabled: loggedIn,
  });
  const lottery = useQuery({
    queryKey: fortuneKeys.lottery(),
    queryFn: () => api(fortune.fortuneFreeLotteryChance, {}, { silent: true }),
    enabled: loggedIn,
  });
  return { table: spin.data?.table, tiers: lottery.data?.tiers };
}

export function useAssetsQuery() {
  return useQuery({
    queryKey: fortuneKeys.assets(),
    queryFn: () => api(fortune.fortuneAssetList, {}, { silent: true }),
  });
}

export function useAssetDetailQuery() {
  return useQuery({
    queryKey: fortuneKeys.assetDetail(),
    queryFn: () => api(fortune.fortuneAssetDetail, { coin: 'USDT' }, { silent: true }),
  });
}

export function useLockedQuery() {
  return useQuery({
    queryKey: fortuneKeys.locked(),
    queryFn: () => api(fortune.fortuneLockedDetail, {}, { silent: true }),
  });
}

/** Releases a bonus whose wagering is met; the bonus id is the intent (a repeat answers the same bonus). */
export function useUnlockMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (bonusId: number) =>
      api(fortune.fortuneUnlock, { bonus_id: bonusId }, { idempotencyKey: `fortune-unlock-${bonusId}` }),
    onSuccess: refresh,
  });
}

export function useWithdrawLogsQuery() {
  return useQuery({
    queryKey: fortuneKeys.withdrawLogs(),
    queryFn: () => api(fortune.fortuneRecentWithdrawLogs, {}, { silent: true }),
    refetchInterval: 60_000,
  });
}

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

/** Attribution events (page views of Fortune's screens); failures are never shown. */
export function reportAction(action: string, data?: Record<string, string | number | boolean>) {
  void api(fortune.fortuneReportUserAction, { action, data }, { silent: true }).catch(() => undefined);
}

/**
 * Operators' popups (docs/fortune.md, Engagement): asked once per visit, since each answer counts as a show; kept
 * until the page reloads or the player logs out (logout drops every cached answer).
 */
export function usePopupsQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.popups(),
    queryFn: () => api(fortune.fortuneGeneralPopupQuery, {}, { silent: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether the new-player checklist shows (its first week, until every task is done). */
export function useNewbieVisibleQuery() {
  return useQuery({
    queryKey: fortuneKeys.newbieVisible(),
    queryFn: () => api(fortune.fortuneNewbieTaskVisible, {}, { silent: true }),
  });
}

/** The checklist; reading it grants the spin chances of tasks done since (the caller refreshes the chances). */
export function useNewbieStatusQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.newbieStatus(),
    queryFn: () => api(fortune.fortuneNewbieTaskStatus, {}, { silent: true }),
    enabled,
  });
}

/** The wheel's and the account's chances, asked again (after the checklist granted some). */
export function useRefreshChances() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: fortuneKeys.spinConf() });
    void client.invalidateQueries({ queryKey: fortuneKeys.account() });
  };
}

/** The player's share-to-unlock link (the server opens a new one when due). */
export function useShareQuery() {
  return useQuery({
    queryKey: fortuneKeys.share(),
    queryFn: () => api(fortune.fortuneGetPddShareData, {}, { silent: true }),
  });
}

/** A friend helps fill a link; the answer says whether this help counted. */
export function useShareHelpMutation() {
  return useMutation({
    mutationFn: (slug: string) => api(fortune.fortuneShareHelp, { slug }, { silent: true }),
  });
}

/** Claims a gift code once per intent key (cash, or a locked bonus). */
export function useRedeemGiftCodeMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: { code: string; key: string }) =>
      api(fortune.fortuneReceiveGiftCode, { code: input.code }, { idempotencyKey: input.key, silent: true }),
    onSuccess: refresh,
  });
}

/** The streamer's webcast codes and their latest claimers. */
export function useWebcastCodesQuery() {
  return useQuery({
    queryKey: fortuneKeys.webcastCodes(),
    queryFn: () => api(fortune.fortuneWebcastGiftcodeQuery, {}, { silent: true }),
  });
}

/** Funds a webcast code from the streamer's cash (one code per intent key). */
export function useCreateWebcastCodeMutation() {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ key, ...input }: WebcastInput & { key: string }) =>
      api(fortune.fortuneWebcastGiftcodeCreate, input, { idempotencyKey: key, silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fortuneKeys.webcastCodes() });
      refresh();
    },
  });
}

/** The real-time prize drops running now in the player's market. */
export function useRtPrizesQuery() {
  return useQuery({
    queryKey: fortuneKeys.rtPrizes(),
    queryFn: () => api(fortune.fortuneRtPrizeConf, {}, { silent: true }),
    refetchInterval: 30_000,
  });
}

export function useRtBillboardQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.rtBillboard(),
    queryFn: () => api(fortune.fortuneRtPrizeBillboard, {}, { silent: true }),
    enabled,
    refetchInterval: 60_000,
  });
}

/**
 * Claims a drop; the drop id is the intent (one claim per player and drop, a repeat answers the claim). The drops and
 * the winners are asked again after any answer: a refusal (sold out, ended) changes them too.
 */
export function useClaimRtPrizeMutation() {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (prizeId: number) =>
      api(
        fortune.fortuneRtPrizeReceive,
        { prize_id: prizeId },
        { idempotencyKey: `fortune-rt-prize-${prizeId}`, silent: true },
      ),
    onSuccess: refresh,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: fortuneKeys.rtPrizes() });
      void client.invalidateQueries({ queryKey: fortuneKeys.rtBillboard() });
    },
  });
}
