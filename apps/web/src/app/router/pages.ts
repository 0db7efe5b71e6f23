import type { RouteId } from '@arcadia/contract';
import type { ComponentType } from 'react';

/**
 * A page's module: the page, and optionally what it asks the server for first (settling when the answers are in). On a
 * first load that starts as soon as the session is known, and the first render waits for it a moment, so the page
 * renders once with its data instead of a skeleton first (main.tsx, prefetchServedPage).
 */
export type PageModule = { default: ComponentType; prefetch?: (userId: number) => Promise<unknown> };
export type PageLoader = () => Promise<PageModule>;

/**
 * Route id (from the manifest) -> its lazily loaded page; each page is its own chunk. This registry is a chunk of
 * its own too, loaded when a page beyond the first is wanted (`lazy-pages.ts`).
 * Routes without a page yet render the placeholder: their title and an empty state.
 * The query layer (`app/query/`) needs no provider: a page that uses it imports it, so it loads with that page.
 */
/** Pages that more than one route shows: one loader each, so the startup chunk names its files once. */
const paymentPage: PageLoader = () => import('../../features/payment/payment-page.tsx');
const withdrawPage: PageLoader = () => import('../../features/payment/withdraw-page.tsx');
const exchangePage: PageLoader = () => import('../../features/wallet/exchange-page.tsx');
const gameMoneyPage: PageLoader = () => import('../../features/win/money-page.tsx');
const investPage: PageLoader = () => import('../../features/invest/invest-page.tsx');
const votePage: PageLoader = () => import('../../features/vote/vote-page.tsx');

/**
 * Every route has its page (a missing, unknown or misspelt route id fails to compile, ADR 018); the development
 * route's page exists only in development builds.
 */
const PAGE_LOADERS: Record<Exclude<RouteId, 'devUi'>, PageLoader> & Partial<Record<'devUi', PageLoader>> = {
  home: () => import('../../features/home/home-page.tsx'),
  wallet: () => import('../../features/wallet/wallet-page.tsx'),
  walletExchange: exchangePage,
  walletGas: () => import('../../features/wallet/gas-page.tsx'),
  userLoginHome: () => import('../../features/user/login-home-page.tsx'),
  userLogin: () => import('../../features/user/login-page.tsx'),
  userBindPhone: () => import('../../features/user/bind-phone-page.tsx'),
  userSetup: () => import('../../features/user/setup-page.tsx'),
  userSetting: () => import('../../features/user/setting-page.tsx'),
  userFeedback: () => import('../../features/feedback/feedback-page.tsx'),
  profileFollowTask: () => import('../../features/social/follow-task-page.tsx'),
  userPayment: paymentPage,
  userOrders: () => import('../../features/payment/orders-page.tsx'),
  userWithdraw: withdrawPage,
  userWithdrawPayment: () => import('../../features/payment/payout-accounts-page.tsx'),
  // The newer withdrawal screen of the spec's route list is the same flow.
  userWithdrawNew: withdrawPage,
  userWithdrawQuantity: () => import('../../features/payment/withdraw-quantity-page.tsx'),
  userReport: () => import('../../features/payment/report-page.tsx'),
  // The recharge and exchange dialogs of the spec's deep links, reachable as pages.
  activityRechargeDialog: paymentPage,
  activityExchangeDialog: exchangePage,
  activityRecharge: () => import('../../features/recharge-rebate/rebate-page.tsx'),
  userVerify: () => import('../../features/payment/verify-page.tsx'),
  library: () => import('../../features/earn/library-page.tsx'),
  product: () => import('../../features/earn/product-page.tsx'),
  taskProduct: () => import('../../features/earn/task-product-page.tsx'),
  taskProductV2: () => import('../../features/earn/task-product-page.tsx'),
  taskDownload: () => import('../../features/task-flow/download-page.tsx'),
  taskWelfare: () => import('../../features/task-flow/welfare-page.tsx'),
  taskDetails: () => import('../../features/task-flow/task-details-page.tsx'),
  taskDetailsV2: () => import('../../features/task-flow/task-details-page.tsx'),
  offer: () => import('../../features/task-flow/offer-history-page.tsx'),
  taskRecharge: () => import('../../features/topup/topup-page.tsx'),
  luckycodeLand: () => import('../../features/luckycode/land-page.tsx'),
  luckycodeBuy: () => import('../../features/luckycode/buy-page.tsx'),
  pool: () => import('../../features/pool/pool-page.tsx'),
  petV2: () => import('../../features/pets/pets-page.tsx'),
  petV2Draw: () => import('../../features/pets/draw-page.tsx'),
  petV2Guide: () => import('../../features/pets/guide-page.tsx'),
  petGame: () => import('../../features/pets/race-page.tsx'),
  rollnft: () => import('../../features/pets/roll-page.tsx'),
  fortune: () => import('../../features/fortune/home-page.tsx'),
  fortuneMoney: () => import('../../features/fortune/money-page.tsx'),
  fortunePay: () => import('../../features/fortune/pay-page.tsx'),
  fortuneTest: () => import('../../features/fortune/test-page.tsx'),
  fortunePlay: () => import('../../features/fortune/play-page.tsx'),
  giftcode: () => import('../../features/giftcode/giftcode-page.tsx'),
  giftcodeShare: () => import('../../features/giftcode/share-page.tsx'),
  gift: () => import('../../features/giftcode/gift-page.tsx'),
  partner: () => import('../../features/partner/partner-page.tsx'),
  activityNewbie: () => import('../../features/rewards/newbie-page.tsx'),
  buildDialog: () => import('../../features/popups/build-dialog-page.tsx'),
  reward: () => import('../../features/rewards/reward-page.tsx'),
  rewardList: () => import('../../features/rewards/reward-list-page.tsx'),
  rewardGuide: () => import('../../features/rewards/reward-guide-page.tsx'),
  splash: () => import('../../features/rewards/splash-page.tsx'),
  share: () => import('../../features/share/share-page.tsx'),
  shareTab: () => import('../../features/share/share-tab-page.tsx'),
  shareLand: () => import('../../features/share/land-page.tsx'),
  redirect: () => import('../../features/share/redirect-page.tsx'),
  userBindCode: () => import('../../features/share/bind-code-page.tsx'),
  quest: () => import('../../features/quest/quest-page.tsx'),
  sudgame: () => import('../../features/sudgame/sudgame-page.tsx'),
  inbet: () => import('../../features/inbet/inbet-page.tsx'),
  battle: () => import('../../features/battle/battle-page.tsx'),
  battleRank: () => import('../../features/battle/rank-page.tsx'),
  battleRecord: () => import('../../features/battle/record-page.tsx'),
  pvpDetail: () => import('../../features/pvp/pvp-page.tsx'),
  pvpAdmin: () => import('../../features/pvp/admin-page.tsx'),
  honor: () => import('../../features/honor/honor-page.tsx'),
  win: () => import('../../features/win/win-page.tsx'),
  invest: investPage,
  investDetail: investPage,
  market: () => import('../../features/market/market-page.tsx'),
  marketDetail: () => import('../../features/market/detail-page.tsx'),
  marketHistory: () => import('../../features/market/history-page.tsx'),
  voteV2: votePage,
  voteV2Detail: votePage,
  vote: () => import('../../features/vote/poll-page.tsx'),
  winHistory: () => import('../../features/win/history-page.tsx'),
  // One game-balance page for both brands' games: title and way back by route.
  winMoney: gameMoneyPage,
  inbetMoney: gameMoneyPage,
  userFbLoginFeedback: () => import('../../features/user/fb-login-feedback-page.tsx'),
  profileAccount: () => import('../../features/profile/account-page.tsx'),
  profileAddProduct: () => import('../../features/profile/add-product-page.tsx'),
  profile: () => import('../../features/profile/profile-page.tsx'),
  profileXid: () => import('../../features/profile/public-page.tsx'),
  profileSelect: () => import('../../features/profile/select-page.tsx'),
  profileCreate: () => import('../../features/profile/create-page.tsx'),
  profileSetup: () => import('../../features/profile/setup-page.tsx'),
  profileEdit: () => import('../../features/profile/edit-page.tsx'),
  post: () => import('../../features/posts/post-page.tsx'),
  space: () => import('../../features/space/space-page.tsx'),
  ...(import.meta.env.DEV ? { devUi: () => import('../../features/dev/dev-ui-page.tsx') } : {}),
};

const placeholder: PageLoader = () => import('../placeholder-page.tsx');

export function pageLoader(routeId: RouteId): PageLoader {
  return PAGE_LOADERS[routeId] ?? placeholder;
}
