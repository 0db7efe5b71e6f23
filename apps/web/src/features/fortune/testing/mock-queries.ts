import { vi } from 'vitest';

/**
 * Fortune's query hooks replaced at their boundary for page tests (the payment tests' style): each test sets what a
 * hook answers in `hooks`; every queries-*.ts module is mocked with `mockQueries()` (it answers all their exports).
 */
type State = Record<string, unknown>;

export const idle = () => ({ isPending: false, isError: false, data: undefined as unknown, refetch: vi.fn() });
export const loaded = (data: unknown) => ({ ...idle(), data });
export const pending = () => ({ ...idle(), isPending: true });
export const failed = () => ({ ...idle(), isError: true });

export function mutation(answer?: unknown): State {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    variables: undefined,
    mutate: vi.fn((_input: unknown, callbacks?: { onSuccess?: (data: unknown) => void }) =>
      callbacks?.onSuccess?.(answer),
    ),
    mutateAsync: vi.fn(async () => answer),
    reset: vi.fn(),
  };
}

export const hooks: Record<string, State | boolean | ((...args: unknown[]) => unknown)> = {};

export function resetHooks() {
  for (const key of Object.keys(hooks)) delete hooks[key];
  Object.assign(hooks, {
    loggedIn: true,
    countries: idle(),
    account: idle(),
    login: mutation(),
    register: mutation(),
    spinConf: idle(),
    spin: mutation(),
    lottery: idle(),
    drawLottery: mutation(),
    history: { ...idle(), hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() },
    vipConf: idle(),
    vipProfile: idle(),
    claimVip: mutation(),
    rg: idle(),
    setLimit: mutation(),
    exclude: mutation(),
    realityCheck: mutation(),
    seeds: idle(),
    rotate: mutation(),
    draw: idle(),
    tables: { table: undefined, tiers: undefined },
    assets: idle(),
    assetDetail: idle(),
    locked: idle(),
    unlock: mutation(),
    withdrawLogs: idle(),
    rechargeConf: idle(),
    recharge: mutation(),
    payoutAccounts: idle(),
    withdraw: mutation(),
    popups: idle(),
    newbieVisible: idle(),
    newbieStatus: idle(),
    refreshChances: vi.fn(),
    share: idle(),
    shareHelp: mutation(),
    redeem: mutation(),
    webcastCodes: idle(),
    createWebcast: mutation(),
    rtPrizes: idle(),
    rtBillboard: idle(),
    claimRt: mutation(),
    refresh: vi.fn(),
    reportAction: vi.fn(),
    // Games (queries-games.ts, queries-retiger.ts): `games` may be a function of the search text.
    games: idle(),
    ranking: idle(),
    myOrders: { ...idle(), hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() },
    gameInit: idle(),
    retigerConf: idle(),
    retigerSpin: mutation(),
    retigerHistory: { ...idle(), hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() },
    fairSpin: idle(),
  });
}
resetHooks();

const read = (name: string) => () => hooks[name];

export function mockQueries() {
  return {
    fortuneKeys: {},
    useLoggedIn: read('loggedIn'),
    useSessionReady: () => true,
    useCountriesQuery: read('countries'),
    useAccountQuery: read('account'),
    prefetchFortuneFrame: () => Promise.resolve(),
    useFortuneLogin: read('login'),
    storeFortuneLogin: vi.fn(),
    clearFortuneLogin: vi.fn(),
    useRegisterMutation: read('register'),
    useRefreshMoney: () => hooks.refresh,
    useSpinConfQuery: read('spinConf'),
    useSpinMutation: read('spin'),
    useRefreshDraws: () => hooks.refresh,
    useLotteryQuery: read('lottery'),
    useDrawLotteryMutation: read('drawLottery'),
    useHistoryQuery: read('history'),
    useVipConfQuery: read('vipConf'),
    useVipProfileQuery: read('vipProfile'),
    useClaimVipMutation: read('claimVip'),
    useRgQuery: read('rg'),
    useSetLimitMutation: read('setLimit'),
    useExcludeMutation: read('exclude'),
    useRealityCheckMutation: read('realityCheck'),
    useSeedsQuery: read('seeds'),
    useRotateSeedMutation: read('rotate'),
    useDrawQuery: read('draw'),
    useVerifierTables: read('tables'),
    useAssetsQuery: read('assets'),
    useAssetDetailQuery: read('assetDetail'),
    useLockedQuery: read('locked'),
    useUnlockMutation: read('unlock'),
    useWithdrawLogsQuery: read('withdrawLogs'),
    useRechargeConfQuery: read('rechargeConf'),
    useRechargeMutation: read('recharge'),
    usePayoutAccountsQuery: read('payoutAccounts'),
    useWithdrawMutation: read('withdraw'),
    usePopupsQuery: read('popups'),
    useNewbieVisibleQuery: read('newbieVisible'),
    useNewbieStatusQuery: read('newbieStatus'),
    useRefreshChances: () => hooks.refreshChances,
    useShareQuery: read('share'),
    useShareHelpMutation: read('shareHelp'),
    useRedeemGiftCodeMutation: read('redeem'),
    useWebcastCodesQuery: read('webcastCodes'),
    useCreateWebcastCodeMutation: read('createWebcast'),
    useRtPrizesQuery: read('rtPrizes'),
    useRtBillboardQuery: read('rtBillboard'),
    useClaimRtPrizeMutation: read('claimRt'),
    reportAction: (...args: unknown[]) => (hooks.reportAction as (...a: unknown[]) => void)(...args),
    gameKeys: {},
    retigerKeys: {},
    useGamesQuery: (q = '') => (typeof hooks.games === 'function' ? hooks.games(q) : hooks.games),
    useRankingQuery: (period: string) => (typeof hooks.ranking === 'function' ? hooks.ranking(period) : hooks.ranking),
    useMyOrdersQuery: read('myOrders'),
    useGameInitQuery: read('gameInit'),
    initCallFor: (code: string, provider?: string) =>
      code === 'inbet' || (provider !== undefined && provider !== 'inhouse') ? {} : undefined,
    useRetigerConfQuery: read('retigerConf'),
    useRetigerSpinMutation: read('retigerSpin'),
    useRetigerHistoryQuery: read('retigerHistory'),
    useFairSpinQuery: read('fairSpin'),
  };
}
