import * as ops from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { idempotencyKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import * as fortuneAgents from '../fortune-invites/ops-service.ts';
import { termsFrom } from '../luckycode/settings.ts';
import * as refunds from '../payment/refund-service.ts';
import { decideWithdrawal, reviewQueue } from '../payment/withdraw-service.ts';
import { auditImage, auditQueue, decideAudit } from '../task/audit-service.ts';
import { walletKeyFrom } from '../wallet/crypto.ts';
import * as approvals from './approvals-service.ts';
import { listAudit } from './audit.ts';
import * as auth from './auth-service.ts';
import { opsConfigFrom } from './config.ts';
import * as fortuneCampaigns from './fortune-campaigns-service.ts';
import * as fortuneMarkets from './fortune-markets-service.ts';
import * as fortunePopups from './fortune-popups-service.ts';
import * as giftCodes from './gift-codes-service.ts';
import * as ledger from './ledger-service.ts';
import * as luckycode from './luckycode-service.ts';
import * as moderation from './moderation-service.ts';
import { operatorById, operatorView } from './operators-repo.ts';
import * as operators from './operators-service.ts';
import * as partners from './partners-service.ts';
import * as players from './players-service.ts';
import * as pool from './pool-service.ts';
import * as mainPopups from './popups-service.ts';
import * as productReviews from './product-reviews-service.ts';
import { registerOpsCall } from './register-ops-call.ts';
import { systemHealth } from './system-service.ts';
import { totpVault } from './totp-vault.ts';

/** Operator logins are limited per IP on top of the per-account lockout. */
const LOGINS_PER_IP = { max: 20, windowSeconds: 600 };

/** The operator console's API (issue 15) at /ops-api: thin routes; the logic is in the *-service.ts files. */
export async function opsRoutes(app: FastifyInstance) {
  const deps: auth.OpsDeps = {
    db: app.db,
    config: opsConfigFrom(app.config.settings, app.config.productName),
    vault: totpVault(walletKeyFrom(app.config.settings, app.config.env === 'production')),
    payments: () => app.payments.deps,
  };
  const must = <T>(caller: T | undefined): T => caller as T;

  registerOpsCall(app, deps, ops.opsLogin, async (input, _caller, request) => {
    await app.rateLimit('ops-login', clientIp(request), LOGINS_PER_IP);
    return auth.login(deps, input, { ip: clientIp(request), userAgent: String(request.headers['user-agent'] ?? '') });
  });
  registerOpsCall(app, deps, ops.opsLogout, (_input, caller) => auth.logout(deps, must(caller)));
  registerOpsCall(app, deps, ops.opsMe, async (_input, caller) =>
    operatorView((await operatorById(deps.db, must(caller).operator.id)) ?? must(caller).operator),
  );
  registerOpsCall(app, deps, ops.opsSessions, (input, caller) => auth.sessions(deps, must(caller), input.operator_id));
  registerOpsCall(app, deps, ops.opsRevokeSession, (input, caller) =>
    auth.revokeSession(deps, must(caller), input.session_id),
  );
  registerOpsCall(app, deps, ops.opsReauth, (input, caller) => auth.reauth(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsOperatorsList, () => operators.list(deps));
  registerOpsCall(app, deps, ops.opsInvite, (input, caller) => operators.invite(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsAcceptInvite, async (input, _caller, request) => {
    await app.rateLimit('ops-login', clientIp(request), LOGINS_PER_IP);
    return operators.acceptInvite(deps, input, clientIp(request));
  });
  registerOpsCall(app, deps, ops.opsSetRole, (input, caller) => operators.setRole(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsDisable, (input, caller) => operators.disable(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsAuditList, (input) =>
    listAudit(deps.db, { page: input.page, operatorId: input.operator_id, action: input.action }),
  );
  registerOpsCall(app, deps, ops.opsPlayerLookup, (input) => players.lookup(deps, input.query));
  registerOpsCall(app, deps, ops.opsPlayerRevokeSessions, (input, caller) =>
    players.revokeSessions(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsPlayerFreeze, (input, caller) => players.freeze(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsLedgerCheck, () => ledger.ledgerCheck(deps));
  registerOpsCall(app, deps, ops.opsSystemHealth, () => systemHealth(app));
  registerOpsCall(app, deps, ops.opsLedgerAdjust, (input, caller, request) =>
    ledger.adjust(deps, must(caller), input, idempotencyKey(request)),
  );
  registerOpsCall(app, deps, ops.opsApprovalsList, (input) => approvals.approvals(deps, input.status));
  registerOpsCall(app, deps, ops.opsApprovalDecide, (input, caller) => approvals.decide(deps, must(caller), input));
  // The payment service decorates app.payments; it registers after this plugin, so it is read per call.
  registerOpsCall(app, deps, ops.opsWithdrawalsList, (input) => reviewQueue(app.payments.deps, input.status));
  registerOpsCall(app, deps, ops.opsWithdrawalDecide, (input, caller) =>
    decideWithdrawal(app.payments.deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsRechargeOrder, (input) => refunds.opsOrder(app.payments.deps, input.order_id));
  registerOpsCall(app, deps, ops.opsRechargeRefund, (input, caller, request) =>
    refunds.requestRefund(app.payments.deps, deps, must(caller), input, idempotencyKey(request)),
  );
  // The task service decorates app.tasks (registered after this plugin): read per call.
  registerOpsCall(app, deps, ops.opsTaskAuditsList, (input) => auditQueue(deps.db, input.status));
  registerOpsCall(app, deps, ops.opsTaskAuditImage, async (input) => {
    const image = await auditImage(app.tasks.auditDeps, input.audit_id);
    if (!image) throw new AppError('NOT_FOUND', 'No such audit image');
    return { content_type: 'image/webp' as const, base64: image.toString('base64') };
  });
  registerOpsCall(app, deps, ops.opsTaskAuditDecide, (input, caller) =>
    decideAudit(app.tasks.auditDeps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsFortuneMarkets, () => fortuneMarkets.listMarkets(deps));
  registerOpsCall(app, deps, ops.opsFortuneMarketsSet, (input, caller) =>
    fortuneMarkets.setMarket(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsFortuneGiftCodes, (input) => fortuneCampaigns.listCodes(deps, input));
  registerOpsCall(app, deps, ops.opsFortuneGiftCodesCreate, (input, caller) =>
    fortuneCampaigns.createCodes(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsFortuneGiftCodesEnd, (input, caller) =>
    fortuneCampaigns.endCode(deps, must(caller), input.code),
  );
  registerOpsCall(app, deps, ops.opsFortuneRtPrizes, (input) => fortuneCampaigns.listPrizes(deps, input.page));
  registerOpsCall(app, deps, ops.opsFortuneRtPrizesCreate, (input, caller) =>
    fortuneCampaigns.createPrize(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsFortuneRtPrizesEnd, (input, caller) =>
    fortuneCampaigns.endPrize(deps, must(caller), input.prize_id),
  );
  registerOpsCall(app, deps, ops.opsFortunePopups, (input) => fortunePopups.listPopups(deps, input.page));
  registerOpsCall(app, deps, ops.opsFortunePopupsCreate, (input, caller) =>
    fortunePopups.createPopup(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsFortunePopupsEnd, (input, caller) =>
    fortunePopups.endPopup(deps, must(caller), input.popup_id),
  );
  registerOpsCall(app, deps, ops.opsPopups, (input) => mainPopups.listPopups(deps, input.page));
  registerOpsCall(app, deps, ops.opsPopupsCreate, (input, caller) => mainPopups.createPopup(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsPopupsEnd, (input, caller) =>
    mainPopups.endPopup(deps, must(caller), input.popup_id),
  );
  registerOpsCall(app, deps, ops.opsFortuneAgentsList, (input) =>
    fortuneAgents.listApplications(deps.db, input.status, input.page),
  );
  registerOpsCall(app, deps, ops.opsFortuneAgentsDecide, (input, caller) =>
    fortuneAgents.decideApplication(deps.db, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsFortuneAgentsFlagged, (input) => fortuneAgents.listFlagged(deps.db, input.page));
  registerOpsCall(app, deps, ops.opsFortuneAgentsCommissions, (input) => fortuneAgents.listCommissions(deps.db, input));
  registerOpsCall(app, deps, ops.opsLuckycodeDraws, (input) => luckycode.listDraws(deps, input.page));
  registerOpsCall(app, deps, ops.opsLuckycodeDrawNow, (input, caller) =>
    luckycode.drawNow(deps, must(caller), input.draw_id, termsFrom(app.config.settings)),
  );
  registerOpsCall(app, deps, ops.opsGiftCodes, (input) => giftCodes.listCodes(deps, input));
  registerOpsCall(app, deps, ops.opsGiftCodesCreate, (input, caller) =>
    giftCodes.createCodes(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsGiftCodesEnd, (input, caller) => giftCodes.endCode(deps, must(caller), input.code));
  // The pool service decorates app.pool (registered after this plugin): read per call.
  registerOpsCall(app, deps, ops.opsPoolPeriods, (input) => pool.listPeriods(app.pool, input.page));
  registerOpsCall(app, deps, ops.opsPoolSettle, (input, caller) =>
    pool.settleNow(app.pool, must(caller), input.period_id),
  );
  registerOpsCall(app, deps, ops.opsModerationReports, (input) => moderation.listReports(deps, input));
  registerOpsCall(app, deps, ops.opsModerationDecide, (input, caller) => moderation.decide(deps, must(caller), input));
  registerOpsCall(app, deps, ops.opsProductReviews, (input) => productReviews.listSubmissions(deps, input));
  registerOpsCall(app, deps, ops.opsProductReviewsDecide, (input, caller) =>
    productReviews.decideSubmission(deps, must(caller), input),
  );
  registerOpsCall(app, deps, ops.opsPartners, (input) => partners.listApplications(deps, input));
  registerOpsCall(app, deps, ops.opsPartnersDecide, (input, caller) =>
    partners.decideApplication(deps, must(caller), input, app.config.settings.PARTNER_BONUS_PERCENT),
  );
}
