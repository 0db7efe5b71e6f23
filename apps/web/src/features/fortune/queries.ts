import type { fortune, payment, RequestOf, ResponseOf } from '@arcadia/contract';

/**
 * Fortune's answer and input types. The queries and mutations live in one module per area, imported from there so
 * that a page's chunk carries only the calls it makes: queries-account.ts (what every gated page asks), -play (wheel,
 * lottery), -engage, -me (VIP and me), -money (the money page), -pay (recharge, withdraw), -login (gate screens), -verify, -session, -keys.
 * Pages show their own errors, so calls are silent unless a toast is the only place an error would show.
 * Money-moving calls take an idempotency key per intent (`useIntentKey`): a retry of the same intent moves money once.
 */

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
type Locked = ResponseOf<typeof fortune.fortuneLockedDetail>;
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
type NewbieStatus = ResponseOf<typeof fortune.fortuneNewbieTaskStatus>;
export type NewbieTask = NewbieStatus['tasks'][number];
type ShareData = ResponseOf<typeof fortune.fortuneGetPddShareData>;
export type ShareLink = NonNullable<ShareData['link']>;
export type ShareHelp = ResponseOf<typeof fortune.fortuneShareHelp>;
export type GiftClaim = ResponseOf<typeof fortune.fortuneReceiveGiftCode>;
type WebcastCodes = ResponseOf<typeof fortune.fortuneWebcastGiftcodeQuery>;
export type WebcastCode = WebcastCodes['codes'][number];
export type WebcastInput = RequestOf<typeof fortune.fortuneWebcastGiftcodeCreate>;
export type WebcastCreated = ResponseOf<typeof fortune.fortuneWebcastGiftcodeCreate>;
type RtPrizes = ResponseOf<typeof fortune.fortuneRtPrizeConf>;
export type RtPrize = RtPrizes['prizes'][number];
export type RtBillboard = ResponseOf<typeof fortune.fortuneRtPrizeBillboard>;
export type RtClaim = ResponseOf<typeof fortune.fortuneRtPrizeReceive>;
