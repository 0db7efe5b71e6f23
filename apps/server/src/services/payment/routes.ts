import { Header, user } from '@arcadia/contract';
import {
  paymentAccountSave,
  paymentAccounts,
  paymentChannels,
  paymentDeposit,
  paymentOrderDetail,
  paymentOrders,
  paymentQuote,
  paymentRecharge,
  paymentStatement,
  paymentWithdraw,
  paymentWithdrawReadiness,
} from '@arcadia/contract/calls/payment/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../../config-schema.ts';
import { paymentOrders as orderRows } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import { listAccounts, saveAccount } from './accounts.ts';
import { CHECKOUT_CSS, checkoutHtml } from './checkout-page.ts';
import { depositView, scanDeposits } from './deposit-service.ts';
import { centsToText, paymentMarketsFrom, rateText } from './markets.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { sandboxProvider } from './providers/sandbox.ts';
import { xenditProvider } from './providers/xendit.ts';
import * as service from './recharge-service.ts';
import { statement } from './statement-service.ts';
import { withdraw, withdrawReadiness, withdrawRulesFrom } from './withdraw-service.ts';

const RECONCILE_EVERY_MS = 60_000;

/**
 * Xendit (providers/xendit.ts) when its keys are configured: PAYMENT_XENDIT_SECRET_KEY, PAYMENT_XENDIT_CALLBACK_TOKEN
 * (the dashboard's webhook verification token) and optionally PAYMENT_XENDIT_API_URL (its test double, say).
 */
function xenditFrom(settings: Settings, publicOrigin: string): Record<string, PaymentProvider> {
  const secretKey = settings.PAYMENT_XENDIT_SECRET_KEY;
  const callbackToken = settings.PAYMENT_XENDIT_CALLBACK_TOKEN;
  if (!secretKey || !callbackToken) return {};
  return {
    xendit: xenditProvider({
      apiUrl: settings.PAYMENT_XENDIT_API_URL,
      secretKey,
      callbackToken,
      returnUrl: `${publicOrigin}/user/orders`,
    }),
  };
}

function marketOf(request: FastifyRequest, deps: service.PaymentDeps, requested?: string) {
  const raw = request.headers[Header.COUNTRY_CODE.toLowerCase()];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.toLowerCase();
  return deps.markets.marketOf(requested ?? header);
}

/**
 * The payment service (issue 14): channels, quotes, recharge orders and their history under /svc/payment; provider
 * webhooks at /hooks/payment/<provider> (outside the players' replay guard: providers sign their own messages); the
 * sandbox provider's checkout page at /payment-sandbox/checkout/<ref>.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const production = app.config.env === 'production';
  const settings = app.config.settings;
  const secret = settings.PAYMENT_SANDBOX_SECRET ?? (production ? '' : 'whsec_arcadia_development_sandbox');
  const sandbox = sandboxProvider({
    db: app.db,
    secret,
    publicOrigin: app.config.publicOrigin,
    delayMs: settings.PAYMENT_SANDBOX_DELAY_MS,
    // The sandbox "provider" reaches our webhook endpoint through the full request pipeline.
    deliver: async (payload, headers) =>
      (
        await app.inject({
          method: 'POST',
          url: '/hooks/payment/sandbox',
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        })
      ).statusCode,
  });
  const deps: service.PaymentDeps = {
    db: app.db,
    markets: paymentMarketsFrom(settings),
    providers: { ...(secret ? { sandbox } : {}), ...xenditFrom(settings, app.config.publicOrigin) },
    quoteTtlMs: settings.PAYMENT_QUOTE_TTL_SECONDS * 1000,
    orderTtlMs: settings.PAYMENT_ORDER_TTL_SECONDS * 1000,
    paidHooks: [],
  };
  app.decorate('payments', { deps, sandbox });

  registerCall(app, paymentChannels, async (input, request) =>
    service.channelsFor(deps, marketOf(request, deps, input.market)),
  );
  registerCall(app, paymentQuote, (input, request) =>
    service.quote(deps, request.userId, marketOf(request, deps), input),
  );
  registerCall(app, paymentRecharge, (input, request) =>
    service.recharge(deps, request.userId, input.quote_id, 'main', undefined, input.return_path),
  );
  registerCall(app, paymentOrders, (input, request) => service.orders(deps, request.userId, input));
  registerCall(app, paymentOrderDetail, (input, request) => service.orderDetail(deps, request.userId, input.order_id));
  // The user service's "usdt value" answers from the payment rates, so the two never disagree.
  registerCall(app, user.usdtValue, async (input, request) => {
    const market = marketOf(request, deps, input.market);
    const currency = deps.markets.currency(market);
    return {
      market,
      currency: currency.code,
      symbol: currency.symbol,
      usdt_value: rateText(deps.markets.rateE4(market)),
    };
  });
  registerCall(app, paymentAccounts, (_input, request) => listAccounts(deps.db, request.userId));
  registerCall(app, paymentAccountSave, (input, request) =>
    saveAccount(deps.db, deps.markets, request.userId, marketOf(request, deps), input),
  );
  const rules = withdrawRulesFrom(settings);
  registerCall(app, paymentWithdraw, (input, request) => withdraw({ ...deps, rules }, request.userId, input));
  registerCall(app, paymentWithdrawReadiness, (_input, request) =>
    withdrawReadiness({ ...deps, rules }, request.userId),
  );
  const depositSecret = settings.DEPOSIT_ADDRESS_SECRET ?? (production ? '' : 'arcadia-development-deposits');
  registerCall(app, paymentDeposit, async (input, request) => {
    if (!depositSecret) throw new AppError('UNAVAILABLE', 'Crypto deposits are not configured here.');
    return depositView({ db: app.db, secret: depositSecret }, request.userId, input.channel);
  });
  startDepositWatcher(app);
  registerCall(app, paymentStatement, (input, request) => statement(deps.db, request.userId, input.days));

  await app.register(async (hooks) => {
    // Signatures cover the exact bytes: keep the raw body (in this plugin only).
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post<{ Params: { provider: string } }>('/hooks/payment/:provider', async (request, reply) => {
      await app.rateLimit('payment-hook', request.params.provider, { max: 600, windowSeconds: 60 });
      const outcome = await service.receiveWebhook(
        deps,
        request.params.provider,
        request.headers,
        String(request.body ?? ''),
      );
      reply.code(outcome.accepted ? 200 : 400);
      return { code: outcome.accepted ? 0 : 4000, msg: outcome.result, data: null };
    });
  });

  app.get('/payment-sandbox/checkout.css', async (_request, reply) => {
    reply.type('text/css').header('cache-control', 'public, max-age=3600');
    return CHECKOUT_CSS;
  });
  app.get<{ Params: { ref: string } }>('/payment-sandbox/checkout/:ref', async (request, reply) => {
    const payment = /^sbx_[0-9a-f]{24}$/.test(request.params.ref)
      ? await sandbox.payment(request.params.ref)
      : undefined;
    if (!payment) return reply.code(404).type('text/plain').send('No such sandbox payment.');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // Back to the page the recharge was started for, else Fortune's money page or the orders page.
    const [order] = await app.db
      .select({ brand: orderRows.brand, returnPath: orderRows.returnPath })
      .from(orderRows)
      .where(eq(orderRows.id, payment.orderId));
    return checkoutHtml({
      ref: payment.ref,
      amount: centsToText(payment.amountCents),
      currency: payment.currency,
      status: payment.status,
      returnUrl: order?.returnPath ?? (order?.brand === 'fortune' ? '/fortune/money' : '/user/orders'),
    });
  });
  await app.register(async (page) => {
    // The checkout page's plain HTML forms post urlencoded bodies; nothing in them is read.
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, _b, done) => done(null, {}),
    );
    page.post<{ Params: { ref: string; outcome: string } }>(
      '/payment-sandbox/checkout/:ref/:outcome',
      async (request, reply) => {
        const outcome =
          request.params.outcome === 'pay' ? 'paid' : request.params.outcome === 'fail' ? 'failed' : undefined;
        if (!outcome || !/^sbx_[0-9a-f]{24}$/.test(request.params.ref))
          return reply.code(404).type('text/plain').send('No such action.');
        await sandbox.settle(request.params.ref, outcome);
        return reply.redirect(`/payment-sandbox/checkout/${request.params.ref}`, 303);
      },
    );
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void service.reconcile(deps).catch((e) => app.log.warn(e, 'payment reconcile')),
      RECONCILE_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    sandbox.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: { deps: service.PaymentDeps; sandbox: ReturnType<typeof sandboxProvider> };
  }
}

// Shares `app.payments` with the whole app (tests and the operator console use it), as fastify-plugin would.
(paymentRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/**
 * Credits confirmed deposits every DEPOSIT_SCAN_MS (2 s): idempotent under the deposit's primary key, so several
 * server processes may scan. Off with DEVNET_BLOCK_MS=0 (tests call scanDeposits themselves).
 */
function startDepositWatcher(app: FastifyInstance) {
  if (app.config.settings.DEVNET_BLOCK_MS === 0) return;
  const every = app.config.settings.DEPOSIT_SCAN_MS;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      scanDeposits(app.db)
        .catch((err) => app.log.error({ err }, 'deposit scan failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
