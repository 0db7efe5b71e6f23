import { randomBytes } from 'node:crypto';
import type { CompletionItem, ContributeSummary, Offer } from '@arcadia/contract/calls/task/index';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { coinOf, formatUsdt, fromMinor, usdtValueE8 } from '../../ledger/coins.ts';
import { debtTotal } from '../../ledger/debts.ts';
import { currentPrices } from '../../ledger/prices.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import { type CatalogueContext, type CatalogueDeps, offerViews } from './catalogue-service.ts';
import * as repo from './lifecycle-repo.ts';
import type { OfferNetwork } from './networks/network.ts';
import { KC } from './reward-service.ts';

/** Taking offers and reading progress (issue 13): /cpl/take_task, /cpl/verify, /cpl/product_complete_list. */

export interface TakeDeps extends CatalogueDeps {
  networks: Record<string, OfferNetwork>;
}

const DAY_MS = 86_400_000;
const newClickId = () => `c${randomBytes(15).toString('hex')}`;
const inMarket = (markets: string[], market: string) => markets.length === 0 || markets.includes(market);

async function offerView(deps: CatalogueDeps, ctx: CatalogueContext, offerId: number): Promise<Offer> {
  const [view] = await offerViews(deps, ctx, [offerId]);
  if (!view) throw new AppError('NOT_FOUND', 'Offer not found');
  return view;
}

export async function takeTask(
  deps: TakeDeps,
  ctx: CatalogueContext,
  input: { XbOfferId: number; clickId?: string | undefined; parent_id?: number | undefined; deviceId: string },
) {
  const found = await repo.offerWithSteps(deps.db, input.XbOfferId);
  if (!found?.offer.active || !found.product?.active) throw new AppError('NOT_FOUND', 'Offer not found');
  const { offer, product } = found;
  if (input.parent_id !== undefined && offer.parentId !== input.parent_id)
    throw fieldError({ parent_id: ['Is not the parent of this offer'] });
  if (!inMarket(product.markets, ctx.market) || !inMarket(offer.markets, ctx.market))
    throw new AppError('FORBIDDEN', 'This task is not available in your country', {
      XbOfferId: ['Not available in your market'],
    });
  const network = deps.networks[offer.network];
  if (!network) throw new AppError('UNAVAILABLE', 'This task is paused');

  const now = deps.now?.() ?? Date.now();
  // Outside its schedule (the console's starts_at / ends_at) an offer is not listed, and cannot be taken.
  if ((offer.startsAt && offer.startsAt.getTime() > now) || (offer.endsAt && offer.endsAt.getTime() <= now))
    throw new AppError('NOT_FOUND', 'Offer not found');
  const fresh = () => {
    const clickId = newClickId();
    return {
      clickId,
      link: network.trackingLink({ clickId, networkOfferId: offer.networkOfferId, userId: ctx.userId }),
      takenAt: new Date(now),
      expiresAt: new Date(now + offer.expireDays * DAY_MS),
      deviceId: input.deviceId,
      market: ctx.market,
    };
  };
  let take = await repo.takeOf(deps.db, ctx.userId, offer.id);
  if (!take) {
    await repo.insertTake(deps.db, { ...fresh(), userId: ctx.userId, offerId: offer.id, parentId: offer.parentId });
  } else if (take.status === 'active' && take.expiresAt.getTime() <= now) {
    await repo.renewTake(deps.db, take.clickId, fresh());
  } else if (input.clickId && input.clickId !== take.clickId) {
    throw fieldError({ clickId: ['Is not your take of this offer'] });
  }
  take = await repo.takeOf(deps.db, ctx.userId, offer.id);
  if (!take) throw new AppError('UNAVAILABLE');
  const view = await offerView(deps, ctx, offer.id);
  return { take: view.take ?? takeOut(take), offer: view };
}

function takeOut(take: repo.TakeRow) {
  return {
    clickId: take.clickId,
    takeTime: Math.floor(take.takenAt.getTime() / 1000),
    expiresAt: Math.floor(take.expiresAt.getTime() / 1000),
    link: take.link,
    status: take.status as 'active' | 'done' | 'expired',
  };
}

export async function verify(
  deps: CatalogueDeps,
  ctx: CatalogueContext,
  input: { offerId: number; clickId?: string | undefined },
) {
  const take = await repo.takeOf(deps.db, ctx.userId, input.offerId);
  if (input.clickId !== undefined && take?.clickId !== input.clickId) throw new AppError('NOT_FOUND', 'Task not taken');
  const offer = await offerView(deps, ctx, input.offerId);
  const completed = offer.steps.filter((s) => s.status === 'done').length;
  const found = await repo.offerWithSteps(deps.db, input.offerId);
  const paid = take ? await repo.paidStepIdsOfTake(deps.db, take.clickId) : new Set<number>();
  const earned = (found?.steps ?? []).filter((s) => paid.has(s.id)).reduce((sum, s) => sum + s.rewardKc, 0n);
  return {
    offer,
    done: offer.steps.length > 0 && completed === offer.steps.length,
    completed,
    total: offer.steps.length,
    earned: fromMinor(earned, coinOf(KC).decimals),
  };
}

const usd4 = (e8: bigint) => formatUsdt(e8, 4);
const priceOf = (prices: Map<CoinCode, bigint>, coin: CoinCode) => prices.get(coin) ?? coinOf(coin).defaultPriceE8;

export async function completeList(
  deps: CatalogueDeps,
  ctx: CatalogueContext,
  input: { xbOfferId?: number | undefined; status: string; page: number; one_page_cnt: number },
) {
  const { rows, total } = await repo.history(deps.db, {
    userId: ctx.userId,
    offerId: input.xbOfferId,
    status: input.status === 'all' ? undefined : input.status,
    limit: input.one_page_cnt,
    offset: (input.page - 1) * input.one_page_cnt,
  });
  const prices = await currentPrices(deps.db);
  const money = (coin: CoinCode, minor: bigint) => ({
    coin,
    amount: fromMinor(minor, coinOf(coin).decimals),
    usd: usd4(usdtValueE8(minor, coinOf(coin).decimals, priceOf(prices, coin))),
  });
  const list: CompletionItem[] = rows.map(({ completion: c, offer, step, product }) => ({
    id: c.id,
    productId: product.id,
    productTitle: localized(product.titles, ctx.locale),
    icon: product.icon,
    xbOfferId: offer.id,
    offerTitle: localized(offer.titles, ctx.locale),
    stepTitle: localized(step.titles, ctx.locale),
    status: c.status as CompletionItem['status'],
    reason: c.reason,
    reward: money(KC, c.status === 'paid' || c.status === 'reversed' ? c.amount || step.rewardKc : step.rewardKc),
    token: c.tokenCoin && c.tokenAmount > 0n ? money(c.tokenCoin as CoinCode, c.tokenAmount) : null,
    at: Math.floor(c.createdAt.getTime() / 1000),
  }));
  return {
    list,
    total,
    page: input.page,
    has_more: input.page * input.one_page_cnt < total,
    summary: await summaryOf(deps, ctx.userId, prices),
  };
}

/** The contribution summary, from the ledger's task transfers (never a counter). */
async function summaryOf(
  deps: CatalogueDeps,
  userId: number,
  prices: Map<CoinCode, bigint>,
): Promise<ContributeSummary> {
  const totals = await repo.rewardTotals(deps.db, userId);
  const net = (kinds: string[], coin: string) =>
    totals.filter((t) => kinds.includes(t.kind) && t.coin === coin).reduce((s, t) => s + t.net, 0n);
  const cpl = net(['task_reward'], KC);
  const duration = net(['task_duration'], KC);
  const base = net(['task_reward', 'task_duration', 'task_reversal', 'task_debt_repay'], KC);
  const kcDecimals = coinOf(KC).decimals;
  const baseUsd = usdtValueE8(base > 0n ? base : 0n, kcDecimals, priceOf(prices, KC));
  const tokens = new Map<CoinCode, bigint>();
  for (const t of totals)
    if (t.coin !== KC) tokens.set(t.coin as CoinCode, (tokens.get(t.coin as CoinCode) ?? 0n) + t.net);
  const [topCoin, topAmount] = [...tokens.entries()].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))[0] ?? [
    undefined,
    0n,
  ];
  let tokensUsd = 0n;
  for (const [coin, amount] of tokens)
    if (amount > 0n) tokensUsd += usdtValueE8(amount, coinOf(coin).decimals, priceOf(prices, coin));
  return {
    xb_cpl_contribute_sum: fromMinor(cpl, kcDecimals),
    xb_duration_contribute_sum: fromMinor(duration, kcDecimals),
    xb_base_contribute: fromMinor(base, kcDecimals),
    xb_base_usd: usd4(baseUsd),
    all_reward_usd: usd4(baseUsd + tokensUsd),
    token_amount: topCoin ? fromMinor(topAmount, coinOf(topCoin).decimals) : '0',
    token_reward_usd: topCoin
      ? usd4(usdtValueE8(topAmount > 0n ? topAmount : 0n, coinOf(topCoin).decimals, priceOf(prices, topCoin)))
      : '0',
    token_coin: topCoin ?? '',
    token_logo: topCoin ? `/coins/${topCoin.toLowerCase()}.svg` : '',
    debt: fromMinor(await debtTotal(deps.db, userId, KC), kcDecimals),
  };
}
