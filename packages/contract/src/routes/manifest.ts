/**
 * The route manifest (DESIGN.md section 3): one row per route of spec section 2.
 * The web router, the access guard and the server's head injection all read it,
 * so a route's rules live here and nowhere else.
 *
 * Paths use TanStack Router syntax without the locale segment: `$param` for a parameter,
 * a trailing `$` for a splat (the spec's `/x/*`).
 */

import type { Namespace } from './namespaces.gen.ts';

export type { Namespace } from './namespaces.gen.ts';

export type RouteGroup = 'public' | 'subbrand' | 'task-user' | 'protected' | 'dev';

/** How the document title is made (spec section 2, "Page titles and links"). */
export type TitleRule =
  /** the translated `titles.<id>` text */
  | 'plain'
  /** the translated text plus " - <product name>" (wallet, NFT, pool and library tabs) */
  | 'product-suffix'
  /** the profile's username */
  | 'username'
  /** the sender nickname masked (first 2 and last 2) with the send-a-gift text */
  | 'gift-sender'
  /** the entity's own title (products and posts) */
  | 'entity';

/** A route's fields but its id and group (the rows below give those). */
export interface RouteFields {
  path: string;
  /**
   * The page's i18n namespace (apps/web/public/resource/i18n/<feature>/), preloaded with the page by the server's
   * head. Typed: a namespace without a folder fails to compile (ADR 018); page-namespaces.test.ts checks it against
   * the namespace the page file uses.
   */
  feature: Namespace;
  title: TitleRule;
  /** Canonical link: `true` for the bare path; a list names the query parameters it keeps. */
  canonical?: true | readonly string[];
  /** Sub-brand and inbet pages carry their own icon. */
  icon?: 'fortune' | 'inbet';
  /** Money pages are excluded from the sub-brand route-change loader. */
  moneyPage?: boolean;
  /** The floating feedback ball stays hidden here. */
  hideFeedbackBall?: boolean;
  /** Query parameters the page reads (documented and typed for links). */
  search?: readonly string[];
  /** Another path that lands on this route (e.g. /dividend for /pool). */
  alias?: string;
  /** Bottom tab this route belongs to. */
  tab?: 'home' | 'library' | 'pool' | 'wallet' | 'profile';
  /** Only in development builds. */
  devOnly?: boolean;
}

type Row<Id extends string = string> = RouteFields & { id: Id };

const r = <const Id extends string>(
  id: Id,
  path: string,
  feature: Namespace,
  extra: Partial<RouteFields> = {},
): Row<Id> => ({
  id,
  path,
  feature,
  title: 'plain',
  ...extra,
});

const PUBLIC = [
  r('home', '/', 'home', { canonical: true, tab: 'home' }),
  r('wallet', '/wallet', 'wallet', { title: 'product-suffix', canonical: true, tab: 'wallet' }),
  r('petV2', '/petV2', 'pets', { title: 'product-suffix', canonical: true }),
  r('pool', '/pool', 'pool', { title: 'product-suffix', canonical: true, alias: '/dividend', tab: 'pool' }),
  r('library', '/library', 'earn', { title: 'product-suffix', canonical: true, tab: 'library' }),
  r('profileXid', '/profile/$xid', 'profile', { title: 'username' }),
  r('gift', '/gift/$code', 'giftcode', { title: 'gift-sender' }),
  r('giftcode', '/giftcode', 'giftcode', { hideFeedbackBall: true }),
  r('giftcodeShare', '/giftcode/share', 'giftcode'),
  r('luckycodeLand', '/luckycode/land', 'luckycode'),
  r('luckycodeBuy', '/luckycode/buy', 'luckycode'),
  r('shareLand', '/share/land', 'share'),
  r('product', '/products/$productId', 'earn', { title: 'entity', canonical: true }),
  r('post', '/posts/$postId', 'posts', { title: 'entity', canonical: true }),
  r('splash', '/splash', 'splash'),
  r('win', '/win', 'win', { search: ['game'] }),
  r('winHistory', '/win/history', 'win'),
  r('winMoney', '/win/money', 'win'),
  r('inbet', '/inbet', 'inbet', { icon: 'inbet' }),
  r('inbetMoney', '/inbet/money', 'inbet', { icon: 'inbet' }),
  r('space', '/space', 'space'),
  r('share', '/share', 'share'),
  r('voteV2', '/voteV2', 'vote'),
  r('voteV2Detail', '/voteV2/$', 'vote', { title: 'entity' }),
  r('invest', '/invest', 'invest'),
  r('investDetail', '/invest/$', 'invest'),
  r('market', '/market', 'market', { search: ['tab', 'backShow'], hideFeedbackBall: true }),
  r('rollnft', '/rollnft', 'rollnft'),
  r('quest', '/quest', 'quest'),
  r('petV2Draw', '/petV2/draw', 'pets'),
  r('petV2Guide', '/petV2/guide', 'pets'),
  r('pvpDetail', '/pvp/detail', 'pvp'),
  r('redirect', '/r/$slug', 'redirect'),
  r('rewardGuide', '/reward/guide', 'reward'),
  r('walletExchange', '/wallet/exchange', 'wallet'),
  r('walletGas', '/wallet/gas', 'wallet'),
  r('buildDialog', '/buildDialog/$popupId', 'activity'),
  r('activityRecharge', '/activity/recharge', 'activity'),
  r('activityRechargeDialog', '/activity/recharge_dialog', 'payment'),
  r('activityExchangeDialog', '/activity/exchange_dialog', 'wallet'),
] as const satisfies readonly Row[];

const SUBBRAND = [
  r('fortune', '/fortune', 'fortune', { icon: 'fortune' }),
  r('fortuneMoney', '/fortune/money', 'fortune', { icon: 'fortune', moneyPage: true }),
  r('fortunePay', '/fortune/money/pay', 'fortune', { icon: 'fortune', moneyPage: true }),
  r('fortuneTest', '/fortune/test', 'fortune', { icon: 'fortune' }),
  r('fortunePlay', '/fortune/play/$game', 'fortune', { icon: 'fortune', hideFeedbackBall: true }),
] as const satisfies readonly Row[];

const TASK_USER = [
  r('taskWelfare', '/task/welfare', 'tasks', {
    canonical: ['productId', 'offerId'],
    search: ['productId', 'offerId'],
  }),
  r('taskRecharge', '/task/recharge', 'tasks', { canonical: ['gameId', 'mchId'], search: ['gameId', 'mchId'] }),
  r('taskProduct', '/task/product', 'tasks', { search: ['productId', 'gameName', 'from'] }),
  r('taskProductV2', '/task/product_v2', 'tasks', { search: ['productId', 'gameName', 'from'] }),
  r('taskDetails', '/task/details', 'tasks', { search: ['taskId', 'productType', 'gameName', 'from'] }),
  r('taskDetailsV2', '/task/detailsV2', 'tasks', { search: ['taskId', 'productType', 'gameName', 'from'] }),
  r('taskDownload', '/task/download', 'tasks'),
  r('userLoginHome', '/user/login-home', 'user', { canonical: true, search: ['backUrl'] }),
  r('userLogin', '/user/login', 'user', { search: ['verify', 'backUrl'] }),
  r('userBindPhone', '/user/bind-phone', 'user', { search: ['backUrl', 'from'], hideFeedbackBall: true }),
  r('userPayment', '/user/payment', 'payment', { hideFeedbackBall: true }),
  r('userWithdrawQuantity', '/user/withdraw-quantity', 'payment'),
  r('userWithdraw', '/user/withdraw', 'payment'),
  r('userWithdrawNew', '/user/withdrawNew', 'payment'),
  r('userWithdrawPayment', '/user/withdraw-payment', 'payment'),
  r('userFbLoginFeedback', '/user/fb-login-feedback', 'user'),
  r('userFeedback', '/user/feedback', 'feedback'),
  r('userSetup', '/user/setup', 'user'),
  r('userOrders', '/user/orders', 'payment'),
  r('userReport', '/user/report', 'payment', { hideFeedbackBall: true }),
  r('userBindCode', '/user/bindCode', 'user'),
  r('userSetting', '/user/setting', 'user', { hideFeedbackBall: true }),
  r('userVerify', '/user/verify', 'payment', { hideFeedbackBall: true }),
  r('marketDetail', '/market/detail', 'market', { hideFeedbackBall: true }),
  r('marketHistory', '/market/history', 'market', { hideFeedbackBall: true }),
  r('pvpAdmin', '/pvp/admin', 'pvp'),
] as const satisfies readonly Row[];

const PROTECTED = [
  r('activityNewbie', '/activity/newbie', 'activity'),
  r('shareTab', '/shareTab', 'share'),
  r('profileSelect', '/profile/select', 'profile'),
  r('profileCreate', '/profile/create', 'profile'),
  r('profileSetup', '/profile/setup', 'profile'),
  r('profileAccount', '/profile/account', 'profile'),
  r('profileFollowTask', '/profile/followTask', 'social'),
  r('profile', '/profile', 'profile', { tab: 'profile' }),
  r('profileEdit', '/profile/edit/$', 'profile', { title: 'entity' }),
  r('profileAddProduct', '/profile/addProduct', 'profile'),
  r('vote', '/vote/$', 'vote'),
  r('reward', '/reward', 'reward'),
  r('rewardList', '/reward/list', 'reward'),
  r('sudgame', '/sudgame/$', 'sudgame', { hideFeedbackBall: true }),
  r('partner', '/partner', 'partner'),
  r('battle', '/battle', 'battle'),
  r('battleRank', '/battle/rank', 'battle'),
  r('battleRecord', '/battle/record', 'battle'),
  r('honor', '/honor/$', 'honor', { hideFeedbackBall: true }),
  r('petGame', '/petGame', 'pets'),
  r('offer', '/offer/$', 'tasks'),
] as const satisfies readonly Row[];

const DEV = [r('devUi', '/dev/ui', 'common', { devOnly: true })] as const satisfies readonly Row[];

/** Every route's id, from the rows above: a page, link or preload naming an unknown route fails to compile. */
export type RouteId = (
  | typeof PUBLIC
  | typeof SUBBRAND
  | typeof TASK_USER
  | typeof PROTECTED
  | typeof DEV
)[number]['id'];

export interface RouteDef extends RouteFields {
  /** Stable id: the i18n title key is `titles.<id>` and the page module is looked up by it. */
  id: RouteId;
  group: RouteGroup;
}

export const ROUTES: readonly RouteDef[] = [
  ...PUBLIC.map((row) => ({ ...row, group: 'public' as const })),
  ...SUBBRAND.map((row) => ({ ...row, group: 'subbrand' as const })),
  ...TASK_USER.map((row) => ({ ...row, group: 'task-user' as const })),
  ...PROTECTED.map((row) => ({ ...row, group: 'protected' as const })),
  ...DEV.map((row) => ({ ...row, group: 'dev' as const })),
];

export function routeById(id: RouteId): RouteDef | undefined {
  return ROUTES.find((route) => route.id === id);
}
