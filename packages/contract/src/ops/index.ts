import { opsAcceptInvite } from './calls/accept-invite.ts';
import { opsApprovalDecide } from './calls/approval-decide.ts';
import { opsApprovalsList } from './calls/approvals-list.ts';
import { opsAuditList } from './calls/audit-list.ts';
import { opsBattleSeasonEnd } from './calls/battle-season-end.ts';
import { opsBattleSeasonSchedule } from './calls/battle-season-schedule.ts';
import { opsBattleSeasons } from './calls/battle-seasons.ts';
import { opsFortuneAgentsCommissions } from './calls/fortune-agents-commissions.ts';
import { opsFortuneAgentsDecide } from './calls/fortune-agents-decide.ts';
import { opsFortuneAgentsFlagged } from './calls/fortune-agents-flagged.ts';
import { opsFortuneAgentsList } from './calls/fortune-agents-list.ts';
import { opsFortuneGiftCodes } from './calls/fortune-gift-codes.ts';
import { opsFortuneGiftCodesCreate } from './calls/fortune-gift-codes-create.ts';
import { opsFortuneGiftCodesEnd } from './calls/fortune-gift-codes-end.ts';
import { opsFortuneMarkets } from './calls/fortune-markets.ts';
import { opsFortuneMarketsSet } from './calls/fortune-markets-set.ts';
import { opsFortunePopups } from './calls/fortune-popups.ts';
import { opsFortunePopupsCreate } from './calls/fortune-popups-create.ts';
import { opsFortunePopupsEnd } from './calls/fortune-popups-end.ts';
import { opsFortuneRtPrizes } from './calls/fortune-rt-prizes.ts';
import { opsFortuneRtPrizesCreate } from './calls/fortune-rt-prizes-create.ts';
import { opsFortuneRtPrizesEnd } from './calls/fortune-rt-prizes-end.ts';
import { opsGameProviderSet, opsGameSet, opsGameSettings } from './calls/game-settings.ts';
import { opsGiftCodes } from './calls/gift-codes.ts';
import { opsGiftCodesCreate } from './calls/gift-codes-create.ts';
import { opsGiftCodesEnd } from './calls/gift-codes-end.ts';
import { opsHonorGrant } from './calls/honor-grant.ts';
import { opsInvestProductCreate, opsInvestProductStatus, opsInvestProducts } from './calls/invest-products-admin.ts';
import { opsLedgerAdjust } from './calls/ledger-adjust.ts';
import { opsLedgerCheck } from './calls/ledger-check.ts';
import { opsLogin } from './calls/login.ts';
import { opsLogout } from './calls/logout.ts';
import { opsLottoCancel } from './calls/lotto-cancel.ts';
import { opsLottoDrawNow } from './calls/lotto-draw-now.ts';
import { opsLottoDraws } from './calls/lotto-draws.ts';
import { opsLuckycodeDrawNow } from './calls/luckycode-draw-now.ts';
import { opsLuckycodeDraws } from './calls/luckycode-draws.ts';
import { opsMarketPairHalt, opsMarketPairs } from './calls/market-pairs-admin.ts';
import { opsMe } from './calls/me.ts';
import { opsModerationDecide } from './calls/moderation-decide.ts';
import { opsModerationReports } from './calls/moderation-reports.ts';
import { opsDisable } from './calls/operators-disable.ts';
import { opsInvite } from './calls/operators-invite.ts';
import { opsOperatorsList } from './calls/operators-list.ts';
import { opsSetRole } from './calls/operators-set-role.ts';
import { opsPartners } from './calls/partners.ts';
import { opsPartnersDecide } from './calls/partners-decide.ts';
import { opsPetTerms } from './calls/pet-terms.ts';
import { opsPetTermsSet } from './calls/pet-terms-set.ts';
import { opsPlayerFreeze } from './calls/player-freeze.ts';
import { opsPlayerLookup } from './calls/player-lookup.ts';
import { opsPlayerRevokeSessions } from './calls/player-revoke-sessions.ts';
import { opsPoolPeriods } from './calls/pool-periods.ts';
import { opsPoolSettle } from './calls/pool-settle.ts';
import { opsPopups } from './calls/popups.ts';
import { opsPopupsCreate } from './calls/popups-create.ts';
import { opsPopupsEnd } from './calls/popups-end.ts';
import { opsProductReviews } from './calls/product-reviews.ts';
import { opsProductReviewsDecide } from './calls/product-reviews-decide.ts';
import { opsPvpBanSet } from './calls/pvp-ban-set.ts';
import { opsPvpBans } from './calls/pvp-bans.ts';
import { opsPvpDecide } from './calls/pvp-decide.ts';
import { opsPvpMatches } from './calls/pvp-matches.ts';
import { opsPvpSettings } from './calls/pvp-settings.ts';
import { opsPvpSettingsSet } from './calls/pvp-settings-set.ts';
import { opsReauth } from './calls/reauth.ts';
import { opsRechargeOrder } from './calls/recharge-order.ts';
import { opsRechargeRebates } from './calls/recharge-rebates.ts';
import { opsRechargeRebatesCreate } from './calls/recharge-rebates-create.ts';
import { opsRechargeRebatesEnd } from './calls/recharge-rebates-end.ts';
import { opsRechargeRefund } from './calls/recharge-refund.ts';
import { opsRevokeSession } from './calls/revoke-session.ts';
import { opsSessions } from './calls/sessions.ts';
import { opsStakePoolCreate, opsStakePoolStatus, opsStakePools } from './calls/staking-pools-admin.ts';
import { opsSystemHealth } from './calls/system-health.ts';
import { opsTaskAuditDecide } from './calls/task-audit-decide.ts';
import { opsTaskAuditImage } from './calls/task-audit-image.ts';
import { opsTaskAuditsList } from './calls/task-audits-list.ts';
import {
  opsCatalogueOfferSave,
  opsCatalogueOfferStatus,
  opsCatalogueProductDetail,
  opsCatalogueProductSave,
  opsCatalogueProducts,
} from './calls/task-catalogue-admin.ts';
import { opsVotePollCreate } from './calls/vote-poll-create.ts';
import { opsVoteRoundCreate } from './calls/vote-round-create.ts';
import { opsVoteRounds } from './calls/vote-rounds-admin.ts';
import { opsWithdrawalDecide } from './calls/withdrawal-decide.ts';
import { opsWithdrawalsList } from './calls/withdrawals-list.ts';
import type { OpsCallDef } from './define.ts';

export * from './define.ts';
export * from './permissions.ts';
export {
  opsAcceptInvite,
  opsApprovalDecide,
  opsApprovalsList,
  opsAuditList,
  opsBattleSeasonEnd,
  opsBattleSeasonSchedule,
  opsBattleSeasons,
  opsCatalogueOfferSave,
  opsCatalogueOfferStatus,
  opsCatalogueProductDetail,
  opsCatalogueProductSave,
  opsCatalogueProducts,
  opsDisable,
  opsFortuneAgentsCommissions,
  opsFortuneAgentsDecide,
  opsFortuneAgentsFlagged,
  opsFortuneAgentsList,
  opsFortuneGiftCodes,
  opsFortuneGiftCodesCreate,
  opsFortuneGiftCodesEnd,
  opsFortuneMarkets,
  opsFortuneMarketsSet,
  opsFortunePopups,
  opsFortunePopupsCreate,
  opsFortunePopupsEnd,
  opsFortuneRtPrizes,
  opsFortuneRtPrizesCreate,
  opsFortuneRtPrizesEnd,
  opsGameProviderSet,
  opsGameSet,
  opsGameSettings,
  opsGiftCodes,
  opsGiftCodesCreate,
  opsGiftCodesEnd,
  opsHonorGrant,
  opsInvestProductCreate,
  opsInvestProductStatus,
  opsInvestProducts,
  opsInvite,
  opsLedgerAdjust,
  opsLedgerCheck,
  opsLogin,
  opsLogout,
  opsLottoCancel,
  opsLottoDrawNow,
  opsLottoDraws,
  opsLuckycodeDrawNow,
  opsLuckycodeDraws,
  opsMarketPairHalt,
  opsMarketPairs,
  opsMe,
  opsModerationDecide,
  opsModerationReports,
  opsOperatorsList,
  opsPartners,
  opsPartnersDecide,
  opsPetTerms,
  opsPetTermsSet,
  opsPlayerFreeze,
  opsPlayerLookup,
  opsPlayerRevokeSessions,
  opsPoolPeriods,
  opsPoolSettle,
  opsPopups,
  opsPopupsCreate,
  opsPopupsEnd,
  opsProductReviews,
  opsProductReviewsDecide,
  opsPvpBanSet,
  opsPvpBans,
  opsPvpDecide,
  opsPvpMatches,
  opsPvpSettings,
  opsPvpSettingsSet,
  opsReauth,
  opsRechargeOrder,
  opsRechargeRebates,
  opsRechargeRebatesCreate,
  opsRechargeRebatesEnd,
  opsRechargeRefund,
  opsRevokeSession,
  opsSessions,
  opsSetRole,
  opsStakePoolCreate,
  opsStakePoolStatus,
  opsStakePools,
  opsSystemHealth,
  opsTaskAuditDecide,
  opsTaskAuditImage,
  opsTaskAuditsList,
  opsVotePollCreate,
  opsVoteRoundCreate,
  opsVoteRounds,
  opsWithdrawalDecide,
  opsWithdrawalsList,
};

/** Every operator call: the server mounts each, and the role-matrix test walks each with every role. */
export const OPS_CALLS: readonly OpsCallDef[] = [
  opsLogin,
  opsLogout,
  opsMe,
  opsSessions,
  opsRevokeSession,
  opsReauth,
  opsOperatorsList,
  opsInvite,
  opsAcceptInvite,
  opsSetRole,
  opsDisable,
  opsAuditList,
  opsPlayerLookup,
  opsPlayerRevokeSessions,
  opsPlayerFreeze,
  opsLedgerCheck,
  opsLedgerAdjust,
  opsApprovalsList,
  opsApprovalDecide,
  opsWithdrawalsList,
  opsWithdrawalDecide,
  opsRechargeOrder,
  opsRechargeRefund,
  opsTaskAuditsList,
  opsTaskAuditImage,
  opsTaskAuditDecide,
  opsSystemHealth,
  opsFortuneMarkets,
  opsFortuneMarketsSet,
  opsFortuneGiftCodes,
  opsFortuneGiftCodesCreate,
  opsFortuneGiftCodesEnd,
  opsFortuneRtPrizes,
  opsFortuneRtPrizesCreate,
  opsFortuneRtPrizesEnd,
  opsFortunePopups,
  opsFortunePopupsCreate,
  opsFortunePopupsEnd,
  opsFortuneAgentsList,
  opsFortuneAgentsDecide,
  opsFortuneAgentsFlagged,
  opsFortuneAgentsCommissions,
  opsGiftCodes,
  opsGiftCodesCreate,
  opsGiftCodesEnd,
  opsPopups,
  opsPopupsCreate,
  opsPopupsEnd,
  opsLuckycodeDraws,
  opsLuckycodeDrawNow,
  opsLottoDraws,
  opsLottoDrawNow,
  opsLottoCancel,
  opsPvpDecide,
  opsPvpMatches,
  opsPvpBans,
  opsPvpBanSet,
  opsPvpSettings,
  opsPvpSettingsSet,
  opsPetTerms,
  opsPetTermsSet,
  opsVoteRounds,
  opsVoteRoundCreate,
  opsVotePollCreate,
  opsInvestProducts,
  opsInvestProductCreate,
  opsInvestProductStatus,
  opsMarketPairs,
  opsMarketPairHalt,
  opsStakePools,
  opsStakePoolCreate,
  opsStakePoolStatus,
  opsPoolPeriods,
  opsPoolSettle,
  opsModerationReports,
  opsModerationDecide,
  opsProductReviews,
  opsProductReviewsDecide,
  opsPartners,
  opsPartnersDecide,
  opsBattleSeasons,
  opsBattleSeasonSchedule,
  opsBattleSeasonEnd,
  opsHonorGrant,
  opsRechargeRebates,
  opsRechargeRebatesCreate,
  opsRechargeRebatesEnd,
  opsCatalogueProducts,
  opsCatalogueProductDetail,
  opsCatalogueProductSave,
  opsCatalogueOfferSave,
  opsCatalogueOfferStatus,
  opsGameSettings,
  opsGameProviderSet,
  opsGameSet,
];
